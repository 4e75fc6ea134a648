import { defineConfig } from 'vitest/config'

const projects = [
  {
    extends: true as const,
    test: { name: 'pglite', env: { TEST_DB: 'pglite' } },
  },
]
if (process.env.TEST_DATABASE_URL) {
  projects.push({ extends: true as const, test: { name: 'postgres', env: { TEST_DB: 'postgres' } } })
}

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'features/**/*.test.ts', 'app/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects,
  },
})
