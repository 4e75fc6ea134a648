import { deferUntilCommit } from '../../platform/db/unit-of-work'
import { sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import type { MediaStorage } from '../../platform/media/storage'

const UPLOAD_PREFIX = '/uploads/'

/** Whether any stored content still points at this media URL. */
export async function isReferenced(db: Database, url: string): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(sql`
    select (
      exists (select 1 from services where main_image_url = ${url})
      or exists (select 1 from service_images where url = ${url})
      or exists (select 1 from categories where image_url = ${url})
      or exists (select 1 from events where image_url = ${url})
      or exists (select 1 from products where image_url = ${url})
      or exists (select 1 from team_members where image_url = ${url})
      or exists (select 1 from partners where logo = ${url})
      or exists (select 1 from clients where image_url = ${url})
      or exists (
        select 1 from company_info
        where logo ->> 'imageUrl' = ${url}
           or hero_images @> jsonb_build_array(jsonb_build_object('imageUrl', ${url}::text))
      )
    ) as used`)
  return Boolean(result.rows[0]?.used)
}

/**
 * Removes uploaded files (and their responsive variants) that nothing references any more. Called after an entity
 * is deleted or its image replaced; external URLs and files still in use are left alone.
 */
export function createMediaReleaser(db: Database, storage: MediaStorage, log?: (message: string) => void) {
  async function release(urls: Iterable<string | null | undefined>): Promise<void> {
    for (const url of new Set(urls)) {
      if (!url || !url.startsWith(UPLOAD_PREFIX)) continue
      try {
        if (await isReferenced(db, url)) continue
        await storage.removeWithVariants(url.slice(UPLOAD_PREFIX.length))
      } catch (error) {
        // Clean-up is best effort: a file left behind costs disk space, never correctness.
        log?.(`could not release ${url}: ${(error as Error).message}`)
      }
    }
  }
  // Inside a unit of work the files go once it has committed: a write rolled back keeps the files it names.
  return async function releaseUnused(urls: Iterable<string | null | undefined>): Promise<void> {
    const list = [...urls]
    if (!deferUntilCommit(() => release(list))) await release(list)
  }
}

export type MediaReleaser = ReturnType<typeof createMediaReleaser>
