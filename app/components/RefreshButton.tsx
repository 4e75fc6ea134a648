/** The error screens' 'Refresh Page' button (docs/product.md#error-screens). */
export function RefreshButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      Refresh Page
    </button>
  )
}
