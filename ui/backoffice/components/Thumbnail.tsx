import { Avatar } from '@mantine/core'
import type { ReactNode } from 'react'
import { thumbnailUrl } from '../images'

/** An uploaded image's small copy in a rounded square (decorative: the row names it), or the icon without one. */
export function Thumbnail({
  imageUrl,
  size,
  children,
}: {
  imageUrl: string | null | undefined
  size: number
  /** What stands in for a missing image (an icon). */
  children: ReactNode
}) {
  return (
    <Avatar src={imageUrl ? thumbnailUrl(imageUrl) : null} alt="" radius="md" size={size} color="gray">
      {children}
    </Avatar>
  )
}
