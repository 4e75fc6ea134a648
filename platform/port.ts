import { createServer } from 'node:net'

export function portInUseMessage(port: number, host: string) {
  return `Port ${port} is already in use on ${host}: stop the other server or choose another port with PORT=…`
}

/**
 * Whether another process listens on the port, found by trying to listen on it a moment: checked before the
 * database is prepared, so a clash is reported at once. Any other failure is left to the real listen to report.
 */
export function isPortInUse(port: number, host: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(false)
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'))
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)))
  })
}

export function isAddressInUse(error: unknown) {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE'
}
