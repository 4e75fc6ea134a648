import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core'
import { useEffect, useId, useRef, useState } from 'react'
import { PlusIcon, TrashIcon } from './icons'
import { OrderControls, SortableItem, SortableList, useItemKeys, useSortableItem } from './SortableList'

/**
 * A form field holding an ordered list of short texts (a service's features): each line edited in place, removed,
 * or moved by its handle or arrows (docs/product.md#ordering-lists); "Add …" puts an empty line at the end and
 * Enter in the last line does too. Empty lines are the form's to drop when it saves.
 */
export function TextListField({
  label,
  description,
  itemLabel,
  value,
  onChange,
  error,
  errorOf,
  maxLength,
  max,
  placeholder,
}: {
  label: string
  description?: string
  /** One line as the labels say it: 'Feature' → 'Feature 2', 'Add feature', 'Remove feature 2'. */
  itemLabel: string
  value: readonly string[]
  onChange: (value: string[]) => void
  error?: string
  /** The error of one line, if any. */
  errorOf?: (index: number) => string | undefined
  maxLength?: number
  /** How many lines it may hold (Add is disabled then). */
  max?: number
  placeholder?: string
}) {
  const labelId = useId()
  const keys = useItemKeys(value.length)
  const inputs = useRef(new Map<string, HTMLInputElement>())
  const [focusKey, setFocusKey] = useState<string | null>(null)
  const word = itemLabel.toLowerCase()

  // The line added is focused by its input's ref as it appears; then the wish is spent.
  useEffect(() => {
    if (focusKey !== null) setFocusKey(null)
  }, [focusKey])

  function add() {
    onChange([...value, ''])
    // The new line's key is made on the next render, at the end of the list.
    setFocusKey(`new-${value.length}`)
  }
  const keyAt = (index: number) => keys.current[index] ?? ''
  const isFull = max !== undefined && value.length >= max

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={labelId}
      description={description}
      error={error}
      styles={{ label: { display: 'block' } }}
    >
      <Stack gap="xs" mt={6}>
        {value.length > 0 ? (
          <SortableList
            gap={6}
            aria-labelledby={labelId}
            items={value}
            keys={keys}
            nameOf={(line: string, index: number) => line.trim() || `${itemLabel} ${index + 1}`}
            onChange={(lines: string[]) => onChange(lines)}
          >
            {value.map((line, index) => (
              <SortableItem key={keyAt(index)} index={index}>
                <Line
                  label={`${itemLabel} ${index + 1}`}
                  removeLabel={`Remove ${word} ${index + 1}`}
                  value={line}
                  error={errorOf?.(index)}
                  maxLength={maxLength}
                  placeholder={index === 0 ? placeholder : undefined}
                  inputRef={(element) => {
                    const key = keyAt(index)
                    if (element) inputs.current.set(key, element)
                    else inputs.current.delete(key)
                    // A line just added: focus it once it is there.
                    if (element && focusKey === `new-${index}`) element.focus()
                  }}
                  onChange={(text) => onChange(value.map((other, i) => (i === index ? text : other)))}
                  onEnter={() => {
                    if (index === value.length - 1 && !isFull) add()
                    else inputs.current.get(keyAt(index + 1))?.focus()
                  }}
                />
              </SortableItem>
            ))}
          </SortableList>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<PlusIcon size={14} />}
            onClick={add}
            disabled={isFull}
          >
            Add {word}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  )
}

function Line({
  label,
  removeLabel,
  value,
  error,
  maxLength,
  placeholder,
  inputRef,
  onChange,
  onEnter,
}: {
  label: string
  removeLabel: string
  value: string
  error?: string
  maxLength?: number
  placeholder?: string
  inputRef: (element: HTMLInputElement | null) => void
  onChange: (value: string) => void
  onEnter: () => void
}) {
  const item = useSortableItem()
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <OrderControls size="md" iconSize={16} />
      <TextInput
        ref={inputRef}
        aria-label={label}
        value={value}
        error={error}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          onEnter()
        }}
        style={{ flex: 1, minWidth: 0 }}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="md"
        mt={4}
        aria-label={removeLabel}
        onClick={item.remove}
      >
        <TrashIcon size={16} />
      </ActionIcon>
    </Group>
  )
}
