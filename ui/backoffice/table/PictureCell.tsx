import { Group, Text } from '@mantine/core'
import { Thumbnail } from '../components/Thumbnail'
import type { ReactNode } from 'react'
import { PhotoIcon } from '../components/icons'

/** The first cell of a row: the item's picture (a photo icon without one), its title and a line below it. */
export function PictureCell({
  imageUrl,
  size = 44,
  title,
  subtitle,
  subtitleClamp,
}: {
  imageUrl: string | null | undefined
  size?: number
  title: string
  subtitle?: ReactNode
  subtitleClamp?: number
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Thumbnail imageUrl={imageUrl} size={size}>
        <PhotoIcon size={18} />
      </Thumbnail>
      <div style={{ minWidth: 0 }}>
        {/* Two lines of one cell, not a heading and its paragraph. */}
        <Text component="div" fw={600} size="sm" lineClamp={2}>
          {title}
        </Text>
        {subtitle ? (
          <Text component="div" size="xs" c="gray.7" lineClamp={subtitleClamp}>
            {subtitle}
          </Text>
        ) : null}
      </div>
    </Group>
  )
}
