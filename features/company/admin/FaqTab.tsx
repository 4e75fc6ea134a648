import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { PlusIcon } from '../../../ui/backoffice/components/icons'
import { itemFields, type SettingsTabProps } from './settings-form'
import { SettingsForm } from '../../../ui/backoffice/components/SettingsForm'
import { ItemControls } from './SettingsSection'
import { SortableItem, SortableList, useItemKeys } from '../../../ui/backoffice/components/SortableList'

export function FaqTab({ draft, errors, update, save, isSaving, serverDraft }: SettingsTabProps) {
  const faq = draft.faq
  const field = itemFields('faq', { draft, errors, update })
  const keys = useItemKeys(faq.length)

  return (
    <SettingsForm
      save={save}
      isSaving={isSaving}
      notice={serverDraft?.notice}
      secondaryAction={serverDraft?.saveDraftButton}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h4">
              Frequently asked questions
            </Title>
            <Text size="sm" c="gray.7">
              Shown beside the contact form, one answer open at a time. While the list is empty the website
              shows three general questions.
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<PlusIcon size={16} />}
            onClick={() => update({ faq: [...faq, { question: '', answer: '' }] })}
          >
            Add Question
          </Button>
        </Group>
        {faq.length === 0 ? (
          <Text size="sm" c="gray.7" ta="center" py="lg">
            No questions yet.
          </Text>
        ) : (
          <SortableList
            gap="md"
            items={faq}
            keys={keys}
            nameOf={(entry: (typeof faq)[number], index: number) =>
              entry.question.trim() || `Question ${index + 1}`
            }
            onChange={(list: typeof faq) => update({ faq: list }, ['faq'])}
          >
            {faq.map((entry, index) => (
              <Paper
                key={keys.current[index]}
                component={SortableItem}
                index={index}
                withBorder
                radius="md"
                p="md"
                aria-label={`Question ${index + 1}`}
              >
                <Stack gap="sm">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      Question {index + 1}
                    </Text>
                    <Group gap={2}>
                      <ItemControls name={`question ${index + 1}`} />
                    </Group>
                  </Group>
                  <TextInput label={`Question ${index + 1}`} withAsterisk {...field(index, 'question')} />
                  <Textarea
                    label={`Answer ${index + 1}`}
                    withAsterisk
                    {...field(index, 'answer')}
                    autosize
                    minRows={2}
                    maxRows={6}
                  />
                </Stack>
              </Paper>
            ))}
          </SortableList>
        )}
      </Stack>
    </SettingsForm>
  )
}
