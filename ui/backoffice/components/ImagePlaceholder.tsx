import { Center, Stack, Text } from '@mantine/core'
import { PhotoIcon } from './icons'

/** What an image frame shows while it has no image: a dashed box with a photo icon and a line of text. */
export function ImagePlaceholder({ text, iconSize }: { text: string; iconSize: number }) {
  return (
    <Center bg="gray.0" style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}>
      <Stack align="center" gap={4} c="gray.7">
        <PhotoIcon size={iconSize} />
        <Text size="sm">{text}</Text>
      </Stack>
    </Center>
  )
}
