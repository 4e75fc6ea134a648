import { Tabs, Text } from '@mantine/core'

/**
 * A mail as its addressee will see it: the HTML in a frame that runs no script (the mail is shown, never run; the
 * same origin only lets its images, such as the logo served same-origin only, load), and the plain text.
 */
export function MailPreview({
  subject,
  html,
  text,
  height = 560,
}: {
  subject: string
  html: string
  text: string
  /** The HTML frame's height in pixels. */
  height?: number
}) {
  return (
    <Tabs defaultValue="html" variant="outline" radius="md" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="html">HTML</Tabs.Tab>
        <Tabs.Tab value="text">Text</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="html" pt="sm">
        <iframe
          title={`The mail “${subject}” as HTML`}
          sandbox="allow-same-origin"
          srcDoc={html}
          style={{
            display: 'block',
            width: '100%',
            height,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
            background: '#f3f4f6',
          }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="text" pt="sm">
        <Text
          component="pre"
          size="sm"
          p="md"
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'var(--mantine-font-family-monospace)',
            background: 'var(--mantine-color-gray-0)',
            borderRadius: 8,
            margin: 0,
            minHeight: 200,
          }}
        >
          {text}
        </Text>
      </Tabs.Panel>
    </Tabs>
  )
}
