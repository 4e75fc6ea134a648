import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    // *.pg.test.ts need a PostgreSQL server (LISTEN/NOTIFY, outages): they run in the postgres project only.
    test: {
      name: 'pglite',
      env: { TEST_DB: 'pglite' },
      exclude: ['**/*.pg.test.ts', 'tests/e2e/**', 'node_modules/**'],
    },
  },
]
if (process.env.TEST_DATABASE_URL) {
  projects.push({ extends: true, test: { name: 'postgres', env: { TEST_DB: 'postgres' } } })
}

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'platform/**/*.test.ts',
      'ui/**/*.test.ts',
      'features/**/*.test.ts',
      'app/**/*.test.ts',
      'tests/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects,
  },
})
