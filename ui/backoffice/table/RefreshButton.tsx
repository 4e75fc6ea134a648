import { Button } from '@mantine/core'
import { RefreshIcon } from '../components/icons'

/** A list's Refresh button (in the screen's header): reads the list again; disabled while it is being read. */
export function RefreshButton({ onClick, isFetching }: { onClick: () => unknown; isFetching: boolean }) {
  return (
    <Button variant="default" leftSection={<RefreshIcon size={16} />} onClick={onClick} disabled={isFetching}>
      Refresh
    </Button>
  )
}
