/** Where dist/server.js (server/launcher.ts) keeps the NODE_ENV it was started with, before forcing production. */
export const DEPLOYMENT_NODE_ENV = Symbol.for('switchboard.deploymentNodeEnv')

/**
 * The environment as the operator set it: process.env, with NODE_ENV as it was before the launcher set it to
 * production for the libraries (unchanged when the server runs from source, as in development and tests).
 */
export function deploymentEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const store = globalThis as Record<symbol, unknown>
  if (!(DEPLOYMENT_NODE_ENV in store)) return env
  const recorded = store[DEPLOYMENT_NODE_ENV]
  return { ...env, NODE_ENV: typeof recorded === 'string' ? recorded : undefined }
}
