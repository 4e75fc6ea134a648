import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded media lives. Local disk now; an S3-compatible bucket can implement the same interface. */
export interface MediaStorage {
  readonly driver: 'local'
  /** The folder the files are kept in (backups read and restore it whole). */
  readonly root: string
  /** Stores bytes under a key such as `services/ab12….webp` and returns its public URL. */
  put(key: string, data: Buffer): Promise<string>
  remove(key: string): Promise<void>
  /** Removes a file and its responsive variants (`name-480w.webp` … beside `name.ext`). */
  removeWithVariants(key: string): Promise<void>
  /** Bytes and file count of everything stored. */
  usage(): Promise<{ bytes: number; files: number }>
  /** Every stored file's key and when it was last written. */
  list(): Promise<{ key: string; modifiedAt: Date }[]>
  publicUrl(key: string): string
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9][a-z0-9._-]*)+$/i

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`)
}

/** Every file below a folder, with its size and when it was last written (none when the folder is missing). */
async function walk(dir: string): Promise<{ full: string; size: number; modifiedAt: Date }[]> {
  const found: { full: string; size: number; modifiedAt: Date }[] = []
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await walk(full)))
    else if (entry.isFile()) {
      const info = await stat(full)
      found.push({ full, size: info.size, modifiedAt: info.mtime })
    }
  }
  return found
}

export function createLocalStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    assertSafeKey(key)
    const file = path.resolve(root, key)
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Unsafe media key: ${key}`)
    return file
  }
  return {
    driver: 'local',
    root: path.resolve(root),
    async put(key, data) {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data)
      return `/uploads/${key}`
    },
    async remove(key) {
      await rm(resolve(key), { force: true })
    },
    async removeWithVariants(key) {
      const file = resolve(key)
      const dir = path.dirname(file)
      const stem = path.basename(file).replace(/\.[^.]+$/, '')
      const variant = new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+w\\.webp$`)
      const siblings = await readdir(dir).catch(() => [] as string[])
      await Promise.all(
        [path.basename(file), ...siblings.filter((name) => variant.test(name))].map((name) =>
          rm(path.join(dir, name), { force: true }),
        ),
      )
    },
    async usage() {
      const files = await walk(root)
      return { bytes: files.reduce((sum, file) => sum + file.size, 0), files: files.length }
    },
    async list() {
      return (await walk(root)).map(({ full, modifiedAt }) => ({
        key: path.relative(root, full).split(path.sep).join('/'),
        modifiedAt,
      }))
    },
    publicUrl(key) {
      assertSafeKey(key)
      return `/uploads/${key}`
    },
  }
}
