// `npm run backup` and `npm run restore` as an operator runs them: separate processes, next to a running server.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readManifest } from '../../features/backups/backup.archive'
import { askServer, startBackupControl } from '../../features/backups/backup.control'
import { countRows } from '../../features/backups/backup.database'
import { rewriteArchive } from '../../features/backups/backup.test-support'
import { openDatabase } from '../../platform/db/database'
import { services } from '../../platform/db/tables'
import { createLocalStorage } from '../../platform/media/storage'
import { projectRoot } from '../../platform/paths'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { testConfig } from '../../tests/helpers/test-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { prepare, type Prepared } from '../bootstrap'
import { seedDemo } from '../seed/demo'

type Run = { code: number | null; stdout: string; stderr: string }

/** Runs one of the command-line scripts with tsx, as `npm run` does, answering `input` on its standard input. */
function run(script: string, args: string[], env: Record<string, string | undefined>, input?: string) {
  return new Promise<Run>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('server/cli', script), ...args], {
      cwd: projectRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    if (input !== undefined) child.stdin.write(input)
    child.stdin.end()
  })
}

// Each suite is defined in the run of its own database (the embedded one here, PostgreSQL below), not skipped in the other.
if (testDatabaseKind === 'pglite')
  describe('the command line on the embedded database', () => {
    let dataDir: string
    let prepared: Prepared | undefined
    let control: Awaited<ReturnType<typeof startBackupControl>>
    const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: undefined })
    const archive = () => path.join(dataDir, 'backups', 'cli.tar.gz')

    beforeAll(async () => {
      // Short: the control socket's path must fit in 100 bytes.
      dataDir = await mkdtemp(path.join(tmpdir(), 'sb-cli-'))
      // This process plays the running server: it holds DATA_DIR's lock and answers on its control socket.
      prepared = await prepare(testConfig(dataDir))
      await seedDemo(prepared.database.db, createLocalStorage(path.join(dataDir, 'uploads')))
      control = await startBackupControl({
        dataDir,
        database: prepared.database.db,
        media: createLocalStorage(path.join(dataDir, 'uploads')),
      })
    })
    afterAll(async () => {
      await control?.close()
      await prepared?.release()
      await rm(dataDir, { recursive: true, force: true })
    })

    it('backs up through the running server, refuses to restore under it, then asks before replacing', async () => {
      // Only the user running the server may ask it anything.
      expect((await stat(control!.path)).mode & 0o777).toBe(0o600)
      expect(await askServer(dataDir, { command: 'status' })).toEqual({
        ok: true,
        status: { pid: process.pid, database: 'pglite', backupRunning: false },
      })
      expect(await askServer(dataDir, { command: 'backup', file: 'relative.tar.gz' })).toEqual({
        ok: false,
        error: 'backup needs an absolute file path',
      })
      const backup = await run('backup.ts', ['--out', archive()], env())
      expect(backup.stderr).toBe('')
      expect(backup.code).toBe(0)
      expect(backup.stdout).toMatch(/Backup written by the running server \(pid \d+\): /)
      expect(backup.stdout).toMatch(/pglite, schema \d+ \(\d{4}_\w+\), \d+ tables/)
      expect((await stat(archive())).mode & 0o777).toBe(0o600)
      const manifest = await readManifest(archive())
      expect(manifest.tables).toEqual(await countRows(prepared!.database.db))

      const refused = await run('restore.ts', [archive(), '--yes'], env())
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/is running on DATA_DIR .*\nStop the server first/)
      expect(refused.stderr).toMatch(/Nothing was changed/)

      // A change after the backup, then the server stops.
      await prepared!.database.db
        .insert(services)
        .values({ title: 'After the backup', slug: 'after-the-backup', shortDescription: 'x' })
      await control?.close()
      control = undefined
      await prepared!.release()
      prepared = undefined

      const declined = await run('restore.ts', [archive()], env(), 'no\n')
      expect(declined.code).toBe(1)
      expect(declined.stdout).toMatch(/Type yes to continue: /)
      expect(declined.stdout).toMatch(/Nothing was changed/)
      const servicesLine = new RegExp(
        `services\\s+${manifest.tables.services! + 1}\\s+${manifest.tables.services}\\n`,
      )
      expect(declined.stdout).toMatch(servicesLine)

      const restored = await run('restore.ts', [archive(), '--yes'], env())
      expect(restored.stderr).toBe('')
      expect(restored.code).toBe(0)
      // The answer "no" changed nothing: the count shown is still the one with the extra service.
      expect(restored.stdout).toMatch(servicesLine)
      expect(restored.stdout).toMatch(/Restored \d+ tables \(\d+ rows\) and \d+ media files/)
      const reopened = await openDatabase({ dataDir: path.join(dataDir, 'db') })
      try {
        expect(await countRows(reopened.db)).toEqual(manifest.tables)
      } finally {
        await reopened.close()
      }
    }, 120_000)

    it('backup without a server opens the database itself; --verify passes a sound archive and fails a damaged one', async () => {
      const own = await run('backup.ts', ['--out', path.join(dataDir, 'backups', 'own.tar.gz')], env())
      expect(own.code).toBe(0)
      expect(own.stdout).toMatch(/^Backup written: /)

      const verified = await run('backup.ts', ['--verify', archive()], env())
      expect(verified.code).toBe(0)
      expect(verified.stdout).toMatch(/The archive is sound/)

      const damaged = path.join(dataDir, 'backups', 'damaged.tar.gz')
      const { cp, writeFile } = await import('node:fs/promises')
      await cp(archive(), damaged)
      await rewriteArchive(damaged, async (dir) => {
        await writeFile(path.join(dir, 'tables', 'services.jsonl'), '{"id": "tampered"}\n')
      })
      const failed = await run('backup.ts', ['--verify', damaged], env())
      expect(failed.code).toBe(1)
      expect(failed.stderr).toMatch(/FAILED verification[\s\S]*tables\/services.jsonl: checksum mismatch/)
      const refused = await run('restore.ts', [damaged, '--yes'], env())
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/the archive is damaged/)
    }, 120_000)
  })

if (testDatabaseKind === 'postgres')
  describe('the command line on PostgreSQL, with a server running', () => {
    const h = useAdminApp()
    let dir: string
    const env = () => ({ DATABASE_URL: h.database.url, DATA_DIR: h.config.dataDir })
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'sb-cli-pg-'))
      await seedDemo(h.db, createLocalStorage(path.join(h.config.dataDir, 'uploads')))
    })
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true })
    })
    const serviceCount = async () =>
      ((await h.call('GET', '/api/services', undefined, false)).json().data as []).length

    it('backs up, asks before restoring, restores, and the server forgets what it cached', async () => {
      const file = path.join(dir, 'pg.tar.gz')
      const backup = await run('backup.ts', ['--out', file], env())
      expect(backup.stderr).toBe('')
      expect(backup.code).toBe(0)
      expect(backup.stdout).toMatch(/postgresql, schema \d+/)
      const archived = (await readManifest(file)).tables

      // A service added through the API after the backup: the server's cached list shows it.
      const added = await h.call('POST', '/api/services', {
        title: 'After the backup',
        shortDescription: 'x',
      })
      expect(added.statusCode).toBe(201)
      const withIt = await serviceCount()

      const declined = await run('restore.ts', [file], env(), 'no\n')
      expect(declined.code).toBe(1)
      expect(declined.stdout).toMatch(/Nothing was changed/)
      expect((await countRows(h.db)).services).toBe(archived.services! + 1)

      const restored = await run('restore.ts', [file, '--yes'], env())
      expect(restored.stderr).toBe('')
      expect(restored.code).toBe(0)
      expect(restored.stdout).toMatch(/Running servers were told to forget their caches/)
      expect(restored.stdout).toMatch(/Signed-in staff may have to sign in again/)
      const counts = await countRows(h.db)
      // Only the rows written since the backup differ: the sign-in made by this suite's setup is in the archive.
      expect(counts).toEqual(archived)
      // The cached list is forgotten once the notification arrives.
      const deadline = Date.now() + 5_000
      let now = await serviceCount()
      while (now === withIt && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        now = await serviceCount()
      }
      expect(now).toBe(withIt - 1)
      expect(existsSync(path.join(h.config.dataDir, 'uploads', 'demo'))).toBe(true)
    }, 120_000)
  })
