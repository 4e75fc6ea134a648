/** The error screens' 'Refresh Page' button (SPEC §2). */
export function RefreshButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      Refresh Page
    </button>
  )
}
