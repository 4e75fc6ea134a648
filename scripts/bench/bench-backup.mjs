// Part of `npm run bench` (prints figures, gates nothing): backup and restore of the demo company and of a content
// set BENCH_BACKUP_SCALE times larger (default 100: every content row and every media file 100 times), on embedded
// PGlite and (with TEST_DATABASE_URL or BENCH_DATABASE_URL) on PostgreSQL (docs/decisions/0024-backups.md):
//   - `npm run backup` and `npm run restore -- FILE --yes` as an operator runs them (each command's wall time,
//     Node and tsx start included) and the time each reports for its own work;
//   - `npm run backup -- --verify FILE` (a restore into a throw-away PGlite);
//   - the archive's size, and the rows and media files it holds.
// No server runs meanwhile: the commands open the database themselves.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { withScratchDatabase } from './server.mjs'

const scale = Number(process.env.BENCH_BACKUP_SCALE ?? 100)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL

/** Runs a TypeScript script as `npm run` does (tsx), and returns its output and wall time in seconds. */
function runTs(script, args, env) {
  const started = process.hrtime.bigint()
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (result.status !== 0) {
    throw new Error(
      `${script} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    )
  }
  return { stdout: result.stdout, seconds }
}

const reported = (output, pattern) => {
  const match = output.match(pattern)
  return match ? Number(match[1]) : NaN
}

async function measure(kind, copies) {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-backup-'))
  const source = path.join(work, 'source')
  const target = path.join(work, 'target')
  const file = path.join(work, 'site.tar.gz')
  const run = async (sourceUrl, targetUrl) => {
    const sourceEnv = { DATA_DIR: source, DATABASE_URL: sourceUrl ?? '' }
    const filled = JSON.parse(
      runTs('scripts/bench/bench-backup-fill.ts', [], { ...sourceEnv, BENCH_BACKUP_COPIES: String(copies) })
        .stdout.trim()
        .split('\n')
        .at(-1),
    )
    const backup = runTs('server/cli/backup.ts', ['--out', file], sourceEnv)
    const size = statSync(file).size
    const restore = runTs('server/cli/restore.ts', [file, '--yes'], {
      DATA_DIR: target,
      DATABASE_URL: targetUrl ?? '',
    })
    const verify = runTs('server/cli/backup.ts', ['--verify', file], sourceEnv)
    return {
      database: kind,
      content: copies === 0 ? 'demo company' : `${copies + 1}× demo`,
      rows: filled.rows,
      'media files': filled.mediaFiles,
      'media MB': +(filled.mediaBytes / 1e6).toFixed(1),
      'archive MB': +(size / 1e6).toFixed(1),
      'backup s': +backup.seconds.toFixed(1),
      'backup s (own)': reported(backup.stdout, /took\s+([\d.]+) s/),
      'restore s': +restore.seconds.toFixed(1),
      'restore s (own)': reported(restore.stdout, /media files in ([\d.]+) s/),
      'verify s': +verify.seconds.toFixed(1),
    }
  }
  try {
    if (kind === 'pglite') return await run(undefined, undefined)
    return await withScratchDatabase(serverUrl, 'bench_backup_source', (sourceUrl) =>
      withScratchDatabase(serverUrl, 'bench_backup_target', (targetUrl) => run(sourceUrl, targetUrl)),
    )
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

const rows = []
for (const kind of ['pglite', ...(serverUrl ? ['postgresql'] : [])]) {
  for (const copies of [0, scale - 1]) {
    if (
      copies < 0 ||
      (copies === 0 && rows.some((row) => row.database === kind && row.content === 'demo company'))
    )
      continue
    rows.push(await measure(kind, copies))
  }
}
console.log(
  '\nBackups (npm run backup / restore / backup --verify, each a process of its own; "own": the time the command ' +
    'reports for its work, without Node and tsx starting):',
)
console.table(rows)
