// `npm test`: everything CI runs, in order, stopping at the first failure: lint, typecheck, unit and API tests
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), build, end-to-end tests in Chromium.
// Ends with one summary line, "N passed, N failed", counted from the runners' JSON reports.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const reports = path.resolve('.cache/test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const vitestReport = path.join(reports, 'vitest.json')
const playwrightReport = path.join(reports, 'playwright.json')

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  [
    'unit and API tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ['build', 'npm', ['run', 'build']],
  [
    'end-to-end tests',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  ],
]

function counts() {
  let passed = 0
  let failed = 0
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'))
    passed += report.numPassedTests
    failed += report.numFailedTests
  }
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'))
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
  }
  return { passed, failed }
}

const started = Date.now()
let failedStep
for (const [name, command, args, env = {}] of steps) {
  const stepStart = Date.now()
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(
    `  ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`,
  )
  if (result.status !== 0) {
    failedStep = name
    break
  }
}

const { passed, failed } = counts()
console.log(
  `\nnpm test ${failedStep ? `failed at: ${failedStep}` : 'finished'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
)
console.log(`${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed`)
process.exit(failedStep ? 1 : 0)
