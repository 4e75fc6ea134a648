/** A 24-unit outline icon drawn in the text colour, hidden from assistive technology (its control carries the name). */
export function StrokeIcon({
  d,
  size = 20,
  strokeLinecap,
  className,
}: {
  /** The path's outline. */
  d: string
  size?: number
  strokeLinecap?: 'round'
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap={strokeLinecap}
      className={className}
    >
      <path d={d} />
    </svg>
  )
}
