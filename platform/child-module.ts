import { fork, type ChildProcess, type ForkOptions } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * Starts one of the server's own modules as a child process: `name` beside the caller. The built server's modules
 * are bundled into dist/ (dist/main.js runs dist/<name>.js, scripts/build/build-server.mjs); from source (development,
 * tests) the caller is a .ts file and the child's .ts file runs through tsx. The child gets none of the parent's own
 * Node options (a debugger's port, a preloaded hook): only what source files need.
 */
export function forkOwnModule(callerUrl: string, name: string, options: ForkOptions = {}): ChildProcess {
  const fromSource = callerUrl.endsWith('.ts')
  const file = fileURLToPath(new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, callerUrl))
  return fork(file, [], { execArgv: fromSource ? ['--import', 'tsx'] : [], ...options })
}
