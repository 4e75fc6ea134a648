import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

type Options = {
  /** Extra Node options, before the script (e.g. `--import` of a reporting hook). */
  nodeArgs?: string[]
  /** Variables to add to, or (undefined) remove from, the environment. */
  env?: NodeJS.ProcessEnv
  /** How long startBuiltServer waits for /api/health (default 60 s). */
  startTimeoutMs?: number
}

/**
 * Runs the built server (dist/server.js) on its own port and DATA_DIR, without demo content unless `env` asks
 * for it. Its output is collected for the test to read.
 */
export function spawnBuiltServer(dataDir: string, port: number, options: Options = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  }
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name]
    else env[name] = value
  }
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'dist/server.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  // 'close': the process has exited and its output has all been read.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

/** {@link spawnBuiltServer}, resolved once /api/health answers. */
export async function startBuiltServer(dataDir: string, port: number, options: Options = {}) {
  const server = spawnBuiltServer(dataDir, port, options)
  const { child, output } = server
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000)
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start:\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return server
}

/** A TCP port on 127.0.0.1 that nothing listens on now (the system's choice), for a server a test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}
