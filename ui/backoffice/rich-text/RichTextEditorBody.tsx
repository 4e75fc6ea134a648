import { Button, Group, Popover, TextInput } from '@mantine/core'
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap'
import '@mantine/tiptap/styles.css'
import { useEditor, useEditorState, type Editor } from '@tiptap/react'
import { useEffect, useRef, useState, type ComponentType, type MutableRefObject } from 'react'
import { isAllowedHref, type TextFormat } from '../../../platform/rich-text'
import { editorExtensions, storedHtml, toolbarOf, type ToolbarFeature } from './extensions'
import { cleanPastedHtml } from './paste'
import classes from './RichTextEditor.module.css'

/** The toolbar's names; the shortcut is in each button's tooltip. */
const LABELS = {
  boldControlLabel: 'Bold (Ctrl+B)',
  italicControlLabel: 'Italic (Ctrl+I)',
  h2ControlLabel: 'Heading',
  h3ControlLabel: 'Subheading',
  bulletListControlLabel: 'Bulleted list',
  orderedListControlLabel: 'Numbered list',
  blockquoteControlLabel: 'Quote',
}

/** A link address as typed: `example.com` is a web address; a path or `#section` stays on the site. */
function linkAddress(typed: string): string {
  const href = typed.trim()
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('#')) return href
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(href)) return `mailto:${href}`
  return `https://${href}`
}

/** Link (Ctrl+K): a small form for the address of the selected words (or of a new link showing the address). */
function LinkControl({ opener }: { opener: MutableRefObject<() => void> }) {
  const { editor } = useRichTextEditorContext()
  const [opened, setOpened] = useState(false)
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string>()
  const active = useEditorState({ editor, selector: ({ editor: e }) => e?.isActive('link') ?? false })

  opener.current = () => {
    setUrl((editor?.getAttributes('link').href as string | undefined) ?? '')
    setError(undefined)
    setOpened(true)
  }

  function save() {
    if (!editor) return
    const typed = url.trim()
    const chain = editor.chain().focus().extendMarkRange('link')
    if (typed === '') {
      chain.unsetLink().run()
      setOpened(false)
      return
    }
    const href = linkAddress(typed)
    if (!isAllowedHref(href)) {
      setError('Use a web address, an e-mail address, or a phone number starting with tel:')
      return
    }
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: typed, marks: [{ type: 'link', attrs: { href } }] }).run()
    else chain.setLink({ href }).run()
    setOpened(false)
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      shadow="md"
      position="bottom"
      withArrow
    >
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Link (Ctrl+K)"
          title="Link (Ctrl+K)"
          active={active ?? false}
          onClick={() => (opened ? setOpened(false) : opener.current())}
        >
          <svg
            width={16}
            height={16}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
            <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
          </svg>
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <TextInput
          label="Link address"
          description="A web page, an e-mail address or tel: and a phone number. Empty removes the link."
          placeholder="https://"
          value={url}
          error={error}
          onChange={(event) => setUrl(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              save()
            }
          }}
          w={300}
          maw="calc(100vw - 48px)"
          data-autofocus
        />
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button variant="default" size="xs" onClick={() => setOpened(false)}>
            Cancel
          </Button>
          <Button size="xs" onClick={save}>
            Save link
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  )
}

/** Accent (Ctrl+Shift+H): the hero title's words in orange. */
function AccentControl() {
  const { editor } = useRichTextEditorContext()
  const active = useEditorState({ editor, selector: ({ editor: e }) => e?.isActive('accent') ?? false })
  return (
    <RichTextEditor.Control
      aria-label="Accent (Ctrl+Shift+H)"
      title="Accent: the words in orange on the website (Ctrl+Shift+H)"
      active={active ?? false}
      onClick={() => editor?.chain().focus().toggleAccent().run()}
    >
      <svg width={16} height={16} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M6 17 12 4l6 13M8.5 12h7" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        <rect x="4" y="19" width="16" height="3" rx="1" fill="#e8590c" />
      </svg>
    </RichTextEditor.Control>
  )
}

const CONTROLS: Record<Exclude<ToolbarFeature, 'link'>, ComponentType> = {
  bold: RichTextEditor.Bold,
  italic: RichTextEditor.Italic,
  accent: AccentControl,
  heading2: RichTextEditor.H2,
  heading3: RichTextEditor.H3,
  bulletList: RichTextEditor.BulletList,
  orderedList: RichTextEditor.OrderedList,
  blockquote: RichTextEditor.Blockquote,
}

/** How a hero title will look on the home page: white on the hero's navy, the accent in orange. */
function HeroPreview({ html }: { html: string }) {
  return (
    <div className={classes.preview} aria-label="Preview on the home page" role="figure">
      <span className={classes.previewLabel}>Preview</span>
      {html ? (
        // The editor's own HTML: only what its schema holds (bold, italic, accent, line breaks).
        <div className={classes.previewTitle} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className={classes.previewEmpty}>The title shows here as on the home page.</div>
      )}
    </div>
  )
}

type Props = {
  /** The field's label, which names the toolbar. */
  label: string
  format: TextFormat
  value: string
  onChange: (html: string) => void
  labelledBy: string
  describedBy: string | undefined
  invalid: boolean
  dataField: string | undefined
  minHeight: string | undefined
}

function attributesOf({
  format,
  labelledBy,
  describedBy,
  invalid,
  dataField,
}: Props): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': String(format.blocks),
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(dataField ? { 'data-field': dataField } : {}),
    spellcheck: 'true',
  }
}

/** The editor of RichTextField, in a chunk of its own (Tiptap and ProseMirror). */
export default function RichTextEditorBody(props: Props) {
  const { format, value, onChange, minHeight } = props
  const stored = useRef(value)
  // The hero title's preview: the editor's own HTML (what its schema holds), not the value as given.
  const [preview, setPreview] = useState('')
  const openLink = useRef<() => void>(() => {})
  const change = useRef(onChange)
  change.current = onChange
  const editor: Editor | null = useEditor({
    extensions: editorExtensions(format),
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: attributesOf(props),
      transformPastedHTML: (html) => cleanPastedHtml(html, format),
      handleKeyDown: (_view, event) => {
        if (
          format.features.includes('link') &&
          (event.ctrlKey || event.metaKey) &&
          event.key.toLowerCase() === 'k'
        ) {
          event.preventDefault()
          openLink.current()
          return true
        }
        return false
      },
    },
    onCreate: ({ editor: e }) => setPreview(storedHtml(e.getHTML(), format)),
    onUpdate: ({ editor: e }) => {
      stored.current = storedHtml(e.getHTML(), format)
      setPreview(stored.current)
      change.current(stored.current)
    },
  })

  // A value set from outside (a reset, a restored draft) replaces the editor's content.
  useEffect(() => {
    if (editor && value !== stored.current) {
      stored.current = value
      editor.commands.setContent(value, { emitUpdate: false })
      setPreview(storedHtml(editor.getHTML(), format))
    }
  }, [editor, value, format])

  const attributes = attributesOf(props)
  const attributesKey = JSON.stringify(attributes)
  useEffect(() => {
    editor?.setOptions({ editorProps: { ...editor.options.editorProps, attributes } })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the attributes' content
  }, [editor, attributesKey])

  return (
    <>
      <RichTextEditor
        editor={editor}
        labels={LABELS}
        classNames={{ root: classes.root, toolbar: classes.toolbar, content: classes.content }}
        mod={{ invalid: props.invalid }}
        style={minHeight ? ({ '--rte-min-height': minHeight } as React.CSSProperties) : undefined}
      >
        <RichTextEditor.Toolbar role="toolbar" aria-label={`Formatting of ${props.label}`}>
          {toolbarOf(format).map((group) => (
            <RichTextEditor.ControlsGroup key={group.join()}>
              {group.map((feature) => {
                if (feature === 'link') return <LinkControl key={feature} opener={openLink} />
                const Control = CONTROLS[feature]
                return <Control key={feature} />
              })}
            </RichTextEditor.ControlsGroup>
          ))}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {format.blocks ? null : <HeroPreview html={preview} />}
    </>
  )
}
