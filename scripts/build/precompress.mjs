// Writes .br and .gz beside every compressible file of the client build, so they are compressed once, at build.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

let count = 0
for await (const file of files(process.argv[2] ?? 'build/client')) {
  const data = await readFile(file)
  if (data.length < 1024) continue
  await writeFile(`${file}.br`, await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  await writeFile(`${file}.gz`, await gz(data, { level: 9 }))
  count += 1
}
console.log(`precompressed ${count} files`)
