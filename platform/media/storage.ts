import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded media lives. Local disk now; an S3-compatible bucket can implement the same interface. */
export interface MediaStorage {
  readonly driver: 'local'
  /** Stores bytes under a key such as `services/ab12….webp` and returns its public URL. */
  put(key: string, data: Buffer): Promise<string>
  remove(key: string): Promise<void>
  /** Removes a file and its responsive variants (`name-480w.webp` … beside `name.ext`). */
  removeWithVariants(key: string): Promise<void>
  /** Bytes and file count of everything stored. */
  usage(): Promise<{ bytes: number; files: number }>
  publicUrl(key: string): string
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9][a-z0-9._-]*)+$/i

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`)
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
      let bytes = 0
      let files = 0
      const walk = async (dir: string) => {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
        for (const entry of entries) {
          const full = path.join(dir, entry.name)
          if (entry.isDirectory()) await walk(full)
          else if (entry.isFile()) {
            bytes += (await stat(full)).size
            files += 1
          }
        }
      }
      await walk(root)
      return { bytes, files }
    },
    publicUrl(key) {
      assertSafeKey(key)
      return `/uploads/${key}`
    },
  }
}
