import { Button } from '@mantine/core'
import { useState } from 'react'
import { errorMessage, notify } from '../notify'
import { useApi } from '../queries'
import { saveFile } from '../save-file'
import { DownloadIcon } from './icons'

/**
 * A screen's Export CSV button (newsletter subscribers, redirects): fetches the API's CSV at `path` (it needs the
 * bearer token) and hands it to the browser as a file, named as the server says or `fileName`.
 */
export function ExportCsvButton({ path, fileName, what }: { path: string; fileName: string; what: string }) {
  const api = useApi()
  const [isExporting, setExporting] = useState(false)

  async function exportCsv() {
    setExporting(true)
    try {
      const { blob, filename } = await api.download(path)
      saveFile(blob, filename ?? fileName)
    } catch (error) {
      notify.error(`Failed to export ${what}: ${errorMessage(error)}`)
    } finally {
      setExporting(false)
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<DownloadIcon size={16} />}
      onClick={exportCsv}
      disabled={isExporting}
    >
      {isExporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  )
}
