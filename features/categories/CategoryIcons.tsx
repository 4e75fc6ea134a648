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

export function CalendarIcon({ className = 'h-4 w-4 shrink-0' }: IconProps) {
  return (
    <svg {...stroke} width="16" height="16" className={className}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  )
}

export function PinIcon({ className = 'h-4 w-4 shrink-0' }: IconProps) {
  return (
    <svg {...stroke} width="16" height="16" className={className}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 1114 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  )
}

export function ClockIcon({ className = 'h-4 w-4 shrink-0' }: IconProps) {
  return (
    <svg {...stroke} width="16" height="16" className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  )
}

export function UserIcon({ className = 'h-4 w-4 shrink-0' }: IconProps) {
  return (
    <svg {...stroke} width="16" height="16" className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0116 0" />
    </svg>
  )
}

export function LeafIcon({ className = 'h-3.5 w-3.5 shrink-0' }: IconProps) {
  return (
    <svg {...stroke} width="14" height="14" className={className}>
      <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" />
      <path d="M5 19l7-7" />
    </svg>
  )
}

export function ArrowRightIcon({ className = 'h-4 w-4 shrink-0' }: IconProps) {
  return (
    <svg {...stroke} width="16" height="16" className={className}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  )
}

export function ExternalIcon({ className = 'h-4 w-4 shrink-0' }: IconProps) {
  return (
    <svg {...stroke} width="16" height="16" className={className}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
    </svg>
  )
}

export function ChevronDownIcon({ className = 'h-4 w-4 shrink-0' }: IconProps) {
  return (
    <svg {...stroke} width="16" height="16" className={className}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  )
}
