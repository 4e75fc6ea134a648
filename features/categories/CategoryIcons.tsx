import type { ReactNode } from 'react'

type IconProps = { className?: string }

const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
}

/** An outline icon `size` pixels square drawn from `shapes`; its default classes match that size. */
function strokeIcon(shapes: ReactNode, size: 14 | 16 = 16) {
  const defaultClassName = size === 16 ? 'h-4 w-4 shrink-0' : 'h-3.5 w-3.5 shrink-0'
  return function StrokeIcon({ className = defaultClassName }: IconProps) {
    return (
      <svg {...stroke} width={size} height={size} className={className}>
        {shapes}
      </svg>
    )
  }
}

export const CalendarIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </>,
)

export const PinIcon = strokeIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 1114 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
)

export const ClockIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
)

export const UserIcon = strokeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </>,
)

export const LeafIcon = strokeIcon(
  <>
    <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" />
    <path d="M5 19l7-7" />
  </>,
  14,
)

export const ArrowRightIcon = strokeIcon(<path d="M5 12h14M13 6l6 6-6 6" />)

export const ExternalIcon = strokeIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />,
)

export const ChevronDownIcon = strokeIcon(<path d="M6 9l6 6 6-6" />)
