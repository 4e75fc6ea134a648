import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_ADMIN, loadConfig } from './config'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, { persistSecret: false })
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('loadConfig', () => {
  const dirs: string[] = []
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })

  it('applies the documented defaults outside production', () => {
    const config = loadConfig({}, { persistSecret: false })
    expect(config.port).toBe(3000)
    expect(config.host).toBe('127.0.0.1')
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.databaseUrl).toBeUndefined()
    expect(config.admin).toEqual({ ...DEFAULT_ADMIN, isDefault: true })
    expect(config.seedDemo).toBe(true)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.logLevel).toBe('info')
    expect(config.isProduction).toBe(false)
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32)
    // No SMTP server: mail is kept in the outbox, from the company's name at no-reply@ the site's host.
    expect(config.mail).toEqual({ smtpUrl: undefined, from: undefined })
    expect(config.revisions).toEqual({ keepAllDays: 30, keepDays: 365 })
    expect(config.backupDir).toBe(path.resolve('./data/backups'))
    expect(config.backups).toEqual({ schedule: { hourUtc: 3, minuteUtc: 0 } })
  })

  it('reads the backup schedule: daily, daily@HH:MM (UTC) or off, with a clear message', () => {
    const at = (value: string) => loadConfig({ BACKUP_SCHEDULE: value }, { persistSecret: false }).backups
    expect(at('daily@01:30').schedule).toEqual({ hourUtc: 1, minuteUtc: 30 })
    expect(at(' Daily@23:05 ').schedule).toEqual({ hourUtc: 23, minuteUtc: 5 })
    expect(at('off').schedule).toBeNull()
    for (const wrong of ['weekly', 'daily@24:00', 'daily@3', 'daily@03:60', 'hourly']) {
      expect(problemsOf({ BACKUP_SCHEDULE: wrong })).toEqual([
        'BACKUP_SCHEDULE: must be daily (every day at 03:00 UTC), daily@HH:MM (a UTC time such as daily@01:30) or off',
      ])
    }
  })

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/srv/switchboard',
        DATABASE_URL: 'postgres://app@db:5432/site',
        JWT_SECRET: 'x'.repeat(40),
        ADMIN_EMAIL: 'ops@company.test',
        ADMIN_PASSWORD: 'a-long-password',
        SEED_DEMO: 'false',
        PUBLIC_URL: 'https://www.company.test/',
        LOG_LEVEL: 'warn',
        SMTP_URL: 'smtps://mailer:secret@mail.company.test:465',
        MAIL_FROM: ' Company <no-reply@company.test> ',
        REVISIONS_KEEP_ALL_DAYS: '14',
        REVISIONS_KEEP_DAYS: '730',
      },
      { persistSecret: false },
    )
    expect(config).toMatchObject({
      mail: {
        smtpUrl: 'smtps://mailer:secret@mail.company.test:465',
        from: 'Company <no-reply@company.test>',
      },
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/switchboard',
      backupDir: '/srv/switchboard/backups',
      databaseUrl: 'postgres://app@db:5432/site',
      jwtSecret: 'x'.repeat(40),
      admin: { email: 'ops@company.test', password: 'a-long-password', isDefault: false },
      seedDemo: false,
      publicUrl: 'https://www.company.test',
      logLevel: 'warn',
      revisions: { keepAllDays: 14, keepDays: 730 },
    })
  })

  it('writes backups to BACKUP_DIR, else DATA_DIR/backups', () => {
    expect(
      loadConfig({ DATA_DIR: '/srv/site', BACKUP_DIR: '/mnt/backups' }, { persistSecret: false }).backupDir,
    ).toBe('/mnt/backups')
    expect(loadConfig({ DATA_DIR: '/srv/site' }, { persistSecret: false }).backupDir).toBe(
      '/srv/site/backups',
    )
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, { persistSecret: false })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    })
  })

  it('reports one line per invalid variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      JWT_SECRET: 'short',
      SEED_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
    })
    expect(problems).toHaveLength(5)
    expect(problems).toContain('PORT: must be a port number')
    expect(problems).toContain('DATABASE_URL: must start with postgres:// or postgresql://')
    expect(problems).toContain('JWT_SECRET: must be at least 32 characters long')
    expect(problems.find((line) => line.startsWith('SEED_DEMO: '))).toBeDefined()
    expect(problems.find((line) => line.startsWith('LOG_LEVEL: '))).toBeDefined()
  })

  it('checks the mail settings without ever printing them (SMTP_URL holds a password)', () => {
    const problems = problemsOf({
      SMTP_URL: 'http://user:hunter22@mail.company.test',
      MAIL_FROM: 'no address here',
    })
    expect(problems).toEqual([
      'SMTP_URL: must be a URL such as smtp://user:password@mail.example.com:587 or smtps://…',
      'MAIL_FROM: must be an address, optionally with a name: Company <info@example.com>',
    ])
    expect(problems.join('\n')).not.toContain('hunter22')
    expect(problemsOf({ MAIL_FROM: 'Company <info@company.test>\r\nBcc: x@evil.test' })).toHaveLength(1)
    expect(
      loadConfig(
        { SMTP_URL: 'smtp://mail.company.test:587', MAIL_FROM: 'info@company.test' },
        { persistSecret: false },
      ).mail,
    ).toEqual({ smtpUrl: 'smtp://mail.company.test:587', from: 'info@company.test' })
  })

  it('reads the per-client limits: on by default, numbers checked, off with CLIENT_LIMITS=false', () => {
    expect(loadConfig({}, { persistSecret: false }).clientLimits).toEqual({
      burst: 100,
      perSecond: 10,
      maxClients: 50_000,
    })
    expect(
      loadConfig(
        { CLIENT_LIMIT_BURST: '300', CLIENT_LIMIT_PER_SECOND: '2.5', CLIENT_LIMIT_ADDRESSES: '1000' },
        { persistSecret: false },
      ).clientLimits,
    ).toEqual({ burst: 300, perSecond: 2.5, maxClients: 1000 })
    expect(loadConfig({ CLIENT_LIMITS: 'false' }, { persistSecret: false }).clientLimits).toBe(false)
    expect(
      problemsOf({ CLIENT_LIMIT_BURST: '5', CLIENT_LIMIT_PER_SECOND: '0', CLIENT_LIMIT_ADDRESSES: 'many' }),
    ).toEqual([
      'CLIENT_LIMIT_BURST: must be at least 10 (one sign-in costs 10)',
      'CLIENT_LIMIT_PER_SECOND: must be more than 0',
      'CLIENT_LIMIT_ADDRESSES: must be a number',
    ])
  })

  it('rejects a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: must be between 0 and 65535'])
  })

  it('requires a secret and real credentials in production, with no development defaults', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: required in production (at least 32 characters)',
      'ADMIN_EMAIL: required in production',
      'ADMIN_PASSWORD: required in production',
    ])
    expect(
      problemsOf({
        NODE_ENV: 'production',
        JWT_SECRET: 'y'.repeat(32),
        ADMIN_EMAIL: 'a@b.test',
        ADMIN_PASSWORD: DEFAULT_ADMIN.password,
      }),
    ).toEqual(['ADMIN_PASSWORD: the development default cannot be used in production'])
  })

  it('does not seed demo content in production unless asked', () => {
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'z'.repeat(32),
      ADMIN_EMAIL: 'a@b.test',
      ADMIN_PASSWORD: 'secret-1',
    }
    expect(loadConfig(base).seedDemo).toBe(false)
    expect(loadConfig({ ...base, SEED_DEMO: 'true' }).seedDemo).toBe(true)
  })

  it('generates the development signing key once and keeps it in DATA_DIR', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-config-'))
    dirs.push(dir)
    const first = loadConfig({ DATA_DIR: dir })
    const second = loadConfig({ DATA_DIR: dir })
    expect(first.jwtSecret).toHaveLength(64)
    expect(second.jwtSecret).toBe(first.jwtSecret)
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret)
  })
})
