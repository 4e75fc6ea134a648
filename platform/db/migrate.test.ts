import { sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { createCategory, createEvent } from '../../tests/factories/categories'
import { createCompany } from '../../tests/factories/company'
import { createService } from '../../tests/factories/services'
import { useTestDatabase, testDatabaseKind } from '../../tests/helpers/test-db'
import { runMigrations } from './migrate'
import { categories, events, serviceImages, services } from './tables'

const TABLES = [
  'admin_users',
  'audit_log',
  'backups',
  'categories',
  'clients',
  'company_info',
  'contact_message_reads',
  'contact_messages',
  'contact_replies',
  'content_drafts',
  'content_revisions',
  'content_slugs',
  'events',
  'jobs',
  'login_failures',
  'mail_outbox',
  'mail_settings',
  'newsletter_announcements',
  'newsletter_subscribers',
  'not_found_paths',
  'partners',
  'password_reset_tokens',
  'preview_links',
  'privacy_requests',
  'products',
  'recovery_codes',
  'redirects',
  'security_settings',
  'service_images',
  'services',
  'staff_invitations',
  'staff_sessions',
  'team_members',
  'trash_groups',
]

async function errorOf(promise: Promise<unknown>): Promise<{ code?: string; cause?: { code?: string } }> {
  try {
    await promise
  } catch (error) {
    return error as { code?: string; cause?: { code?: string } }
  }
  throw new Error('expected the statement to fail')
}
const sqlState = (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code

describe(`migrations on ${testDatabaseKind}`, () => {
  const database = useTestDatabase()

  /** The rows of `table` whose `column` holds `value`. */
  const rowsWhere = <Table extends PgTable>(table: Table, column: PgColumn, value: string) =>
    database.db
      .select()
      .from(table as PgTable)
      .where(sql`${column} = ${value}`) as Promise<Table['$inferSelect'][]>

  it('creates every table of the schema', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    expect(result.rows.map((row) => row.table_name)).toEqual(TABLES)
  })

  it('is idempotent: applying the history again changes nothing', async () => {
    await runMigrations(database)
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    expect(result.rows[0]?.n).toBeGreaterThanOrEqual(1)
  })

  it('refuses two categories whose titles differ only by case', async () => {
    await createCategory(database.db, { title: 'Switchgear' })
    expect(sqlState(await errorOf(createCategory(database.db, { title: 'SWITCHGEAR' })))).toBe('23505')
  })

  it('refuses a service status outside active / inactive and defaults to active', async () => {
    const service = await createService(database.db)
    expect(service.status).toBe('active')
    const bad = database.db.execute(
      sql`insert into services (title, slug, short_description, status) values ('X', 'x', 'Y', 'archived')`,
    )
    expect(sqlState(await errorOf(bad))).toBe('23514')
  })

  it('allows a single company record only', async () => {
    await createCompany(database.db)
    expect(sqlState(await errorOf(createCompany(database.db)))).toBe('23505')
  })

  it('deletes a category’s events with it and keeps its subcategories as top level', async () => {
    const parent = await createCategory(database.db)
    const child = await createCategory(database.db, { parentId: parent.id })
    await createEvent(database.db, parent.id)
    await database.db.delete(categories).where(sql`${categories.id} = ${parent.id}`)
    expect(await rowsWhere(events, events.categoryId, parent.id)).toHaveLength(0)
    const [orphan] = await rowsWhere(categories, categories.id, child.id)
    expect(orphan?.parentId).toBeNull()
  })

  it('deletes a service’s images with it', async () => {
    const service = await createService(database.db, { images: ['/uploads/a.webp', '/uploads/b.webp'] })
    await database.db.delete(services).where(sql`${services.id} = ${service.id}`)
    expect(await rowsWhere(serviceImages, serviceImages.serviceId, service.id)).toHaveLength(0)
  })

  it('refuses a negative product price', async () => {
    const category = await createCategory(database.db)
    const bad = database.db.execute(
      sql`insert into products (category_id, name, price) values (${category.id}, 'Breaker', -1)`,
    )
    expect(sqlState(await errorOf(bad))).toBe('23514')
  })
})
