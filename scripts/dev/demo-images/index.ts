/**
 * Demo image generator.
 *
 * Draws every picture used by the demo content (company logo and hero scenes, service, category, event and
 * product illustrations, team and client portraits, partner logos) as hand-built SVG, renders it with sharp
 * and writes optimised WebP files to demo/images/<folder>/<name>.webp. It also writes the favicons
 * (public/favicon.svg, public/favicon.ico, public/apple-touch-icon.png). Nothing is downloaded and every
 * random choice comes from a PRNG seeded with the file name, so rerunning it reproduces the same files.
 *
 * This entry lists the files (JOBS) and writes them. Each group of pictures is drawn in its own module (company,
 * services/<service>, categories, events, products, portraits, partners); draw/ holds what they share: the
 * seeded randomness, the SVG building blocks, backgrounds, 2.5D geometry, power-grid structures and equipment.
 *
 * Run: npm run demo:images            (all files)
 *      npm run demo:images -- hero    (only files whose path contains "hero")
 */

import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { mulberry32, type Rng, seedOf } from './draw/random'
import { FAVICON_SVG, heroFactory, heroSolar, heroSubstation, logo } from './company'
import { catAutomation, catCables, catLighting, catSolarStorage, catSwitchgear } from './categories'
import { evCharging, evExpo, evOpenDay, evTraining, evWebinar } from './events'
import { logoAmpere, logoHelios, logoKestrel, logoMeridian, logoNorthGrid, logoVoltara } from './partners'
import { CLIENTS, portrait, TEAM } from './portraits'
import {
  prodAts,
  prodBusbar,
  prodContactor,
  prodEnclosure,
  prodMcb,
  prodMvSwitchgear,
  prodRccb,
  prodSmartMeter,
  prodSpd,
} from './products'
import { svcBuildingNight, svcInterior } from './services/building-electrical'
import { svcControlRoom, svcPlcCabinet, svcRobots } from './services/industrial-automation'
import { svcLineworker, svcTools } from './services/maintenance'
import { svcBoard, svcGridLandscape, svcSwitchroom } from './services/power-distribution'
import { svcSolarDay, svcStorage, svcWindDusk } from './services/renewable-integration'
import { svcMultimeter, svcThermal, svcWaveforms } from './services/testing-commissioning'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const IMAGES_DIR = join(ROOT, 'demo', 'images')
const PUBLIC_DIR = join(ROOT, 'public')

type Job = { file: string; width: number; height: number; draw: (rng: Rng) => string }

const job = (file: string, width: number, height: number, draw: (rng: Rng) => string): Job => ({
  file,
  width,
  height,
  draw,
})

const JOBS: Job[] = [
  job('company/logo.webp', 256, 256, () => logo(256)),
  job('company/hero-1.webp', 1920, 1080, heroSubstation),
  job('company/hero-2.webp', 1920, 1080, heroFactory),
  job('company/hero-3.webp', 1920, 1080, heroSolar),
  ...(
    [
      ['power-distribution-1', svcSwitchroom],
      ['power-distribution-2', svcGridLandscape],
      ['power-distribution-3', svcBoard],
      ['industrial-automation-1', svcRobots],
      ['industrial-automation-2', svcControlRoom],
      ['industrial-automation-3', svcPlcCabinet],
      ['renewable-integration-1', svcSolarDay],
      ['renewable-integration-2', svcWindDusk],
      ['renewable-integration-3', svcStorage],
      ['building-electrical-1', svcBuildingNight],
      ['building-electrical-2', svcInterior],
      ['testing-commissioning-1', svcMultimeter],
      ['testing-commissioning-2', svcWaveforms],
      ['testing-commissioning-3', svcThermal],
      ['maintenance-1', svcTools],
      ['maintenance-2', svcLineworker],
    ] as const
  ).map(([name, draw]) => job(`services/${name}.webp`, 1200, 800, draw)),
  job('categories/switchgear.webp', 1200, 800, catSwitchgear),
  job('categories/cables-wiring.webp', 1200, 800, catCables),
  job('categories/automation-controls.webp', 1200, 800, catAutomation),
  job('categories/lighting.webp', 1200, 800, catLighting),
  job('categories/solar-storage.webp', 1200, 800, catSolarStorage),
  job('events/expo.webp', 1200, 630, evExpo),
  job('events/webinar-arc-flash.webp', 1200, 630, evWebinar),
  job('events/training-plc.webp', 1200, 630, evTraining),
  job('events/open-day.webp', 1200, 630, evOpenDay),
  job('events/seminar-ev-charging.webp', 1200, 630, evCharging),
  job('products/mcb.webp', 800, 800, prodMcb),
  job('products/rccb.webp', 800, 800, prodRccb),
  job('products/ats-panel.webp', 800, 800, prodAts),
  job('products/mv-switchgear.webp', 800, 800, prodMvSwitchgear),
  job('products/busbar.webp', 800, 800, prodBusbar),
  job('products/surge-protector.webp', 800, 800, prodSpd),
  job('products/enclosure.webp', 800, 800, prodEnclosure),
  job('products/smart-meter.webp', 800, 800, prodSmartMeter),
  job('products/contactor.webp', 800, 800, prodContactor),
  ...TEAM.map((a, i) => job(`team/team-${i + 1}.webp`, 600, 600, () => portrait(a, 600))),
  ...CLIENTS.map((a, i) => job(`clients/client-${i + 1}.webp`, 400, 400, () => portrait(a, 400))),
  job('partners/voltara.webp', 480, 240, logoVoltara),
  job('partners/northgrid.webp', 480, 240, logoNorthGrid),
  job('partners/helios.webp', 480, 240, logoHelios),
  job('partners/ampere.webp', 480, 240, logoAmpere),
  job('partners/kestrel.webp', 480, 240, logoKestrel),
  job('partners/meridian.webp', 480, 240, logoMeridian),
]

type Row = { file: string; dims: string; bytes: number }

/** Size budget for the committed images (bytes). */
const BUDGET = { total: 2_500_000, hero: 120_000, other: 50_000 }

const WEBP = { quality: 74, alphaQuality: 90, effort: 6, smartSubsample: true } as const

async function writeFavicons(): Promise<Row[]> {
  await mkdir(PUBLIC_DIR, { recursive: true })
  await writeFile(join(PUBLIC_DIR, 'favicon.svg'), FAVICON_SVG)
  const png32 = await sharp(Buffer.from(FAVICON_SVG), { density: 72 * (32 / 100) * 4 })
    .resize(32, 32)
    .ensureAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer()
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // ICONDIR: reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // image count
  header.writeUInt8(32, 6) // ICONDIRENTRY: width
  header.writeUInt8(32, 7) // height
  header.writeUInt8(0, 8) // palette size
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png32.length, 14) // image data size
  header.writeUInt32LE(22, 18) // image data offset
  const ico = Buffer.concat([header, png32])
  await writeFile(join(PUBLIC_DIR, 'favicon.ico'), ico)
  const touch = await sharp(Buffer.from(logo(180, true)))
    .png({ compressionLevel: 9, palette: true, quality: 95 })
    .toBuffer()
  await writeFile(join(PUBLIC_DIR, 'apple-touch-icon.png'), touch)
  return [
    { file: 'public/favicon.svg', dims: 'vector', bytes: Buffer.byteLength(FAVICON_SVG) },
    { file: 'public/favicon.ico', dims: '32x32', bytes: ico.length },
    { file: 'public/apple-touch-icon.png', dims: '180x180', bytes: touch.length },
  ]
}

const VARIANT_WIDTHS = [480, 960, 1600] as const

async function render(j: Job): Promise<Row> {
  const img = sharp(Buffer.from(j.draw(mulberry32(seedOf(j.file)))))
  const meta = await img.metadata()
  if (meta.width !== j.width || meta.height !== j.height) {
    throw new Error(`${j.file}: drawing is ${meta.width}x${meta.height}, expected ${j.width}x${j.height}`)
  }
  const buf = await img.webp(WEBP).toBuffer()
  const out = join(IMAGES_DIR, j.file)
  await mkdir(dirname(out), { recursive: true })
  await writeFile(out, buf)
  // The responsive copies the upload pipeline writes for every image (features/media/image-pipeline.ts), so the
  // seeded demo gets srcset candidates without processing images at start-up.
  for (const width of VARIANT_WIDTHS) {
    const variant = await sharp(buf)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
    await writeFile(out.replace(/\.webp$/, `-${width}w.webp`), variant)
  }
  return { file: `demo/images/${j.file}`, dims: `${j.width}x${j.height}`, bytes: buf.length }
}

function printTable(images: readonly Row[], extra: readonly Row[]): void {
  const all = [...images, ...extra]
  const w = Math.max(...all.map((r) => r.file.length), 20)
  const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`
  const row = (a: string, b: string, c: string, e: string): string =>
    `${a.padEnd(w)}  ${b.padEnd(10)}  ${c.padStart(9)}  ${e.padStart(9)}`
  console.log(row('file', 'dimensions', 'bytes', 'size'))
  console.log('-'.repeat(w + 36))
  for (const r of all) console.log(row(r.file, r.dims, String(r.bytes), kb(r.bytes)))
  const total = images.reduce((acc, r) => acc + r.bytes, 0)
  console.log('-'.repeat(w + 36))
  console.log(row(`demo/images total (${images.length} files)`, '', String(total), kb(total)))
  const over = images.filter((r) => r.bytes > (r.file.includes('/hero-') ? BUDGET.hero : BUDGET.other))
  for (const r of over) console.warn(`warning: ${r.file} is over its size budget (${kb(r.bytes)})`)
  if (total > BUDGET.total)
    console.warn(`warning: demo/images total ${kb(total)} exceeds ${kb(BUDGET.total)}`)
}

async function main(): Promise<void> {
  const only = process.argv[2]
  const images: Row[] = []
  for (const j of JOBS.filter((x) => !only || x.file.includes(only))) images.push(await render(j))
  const extra = only ? [] : await writeFavicons()
  printTable(images, extra)
}

await main()
