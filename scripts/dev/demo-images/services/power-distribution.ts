/** Service pictures: power distribution (services/power-distribution-N.webp). */

import { range, type Rng } from '../draw/random'
import { C, g, line, path, poly, rect, st, Svg, xy } from '../draw/svg'
import { cloud, fill, glow, grid, perspectiveFloor, ridge, traces, vignette } from '../draw/backdrop'
import { cable, hazardSign, shadow } from '../draw/geometry'
import { gantry, insulator, pylonLine, transformer } from '../draw/power-grid'
import { cabinetRow, dinBoard, LIGHT_CABINETS } from '../draw/equipment'

/** Cable tray with a bundle of cables running across the top of a room. */
function cableTray(x: number, y: number, w: number, colors: readonly string[]): string {
  const out: string[] = colors.map((c, i) => line(x, y + 12 + i * 7, x + w, y + 12 + i * 7, c, 8))
  out.push(rect(x, y, w, 8, '#9aa5b3'), rect(x, y + 42, w, 8, '#8793a2'))
  for (let rx = x + 10; rx < x + w; rx += 36) out.push(rect(rx, y + 8, 4, 34, '#aab4c1'))
  return g(out)
}

export function svcSwitchroom(): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#f0f3f7'), st(1, '#dde3ea')]))
  grid(s, 40, C.steel, 0.08, [0.5, 0.3, 0.8, 0.6])
  const floorY = 640
  s.add(rect(0, floorY, 1200, 160, s.linear([st(0, '#c7ced8'), st(1, '#aeb8c5')])))
  perspectiveFloor(s, floorY, 600, floorY, C.steel, 0.14)
  s.add(rect(0, 720, 1200, 8, C.amber, { opacity: 0.85 }))
  s.add(cableTray(0, 70, 1200, ['#2a3340', '#0b1f3a', '#3d4a5c', '#1d6fd8', '#2a3340']))
  for (const i of range(6)) {
    const cx = 130 + i * 160 + 80
    s.add(cable(xy(cx - 30, 112, cx - 10, 170, cx, 250), '#2a3340', 7))
  }
  s.add(cabinetRow(s, 130, 250, 960, 390, 6, LIGHT_CABINETS))
  s.add(hazardSign(70, 330, 56))
  vignette(s, 0.18, C.steel)
  return s.toString()
}

export function svcGridLandscape(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#8dbaf0'), st(0.55, '#d2e5fb'), st(0.7, '#f1f5fa')]))
  glow(s, 980, 110, 320, 240, '#ffffff', 0.8)
  s.add(
    cloud(260, 150, 70, '#fff', 0.85),
    cloud(720, 90, 50, '#fff', 0.7),
    cloud(1080, 230, 60, '#fff', 0.75),
  )
  s.add(path(ridge(rng, 1200, 800, 520, 22, 3), '#b5c8de'))
  s.add(path(ridge(rng, 1200, 800, 566, 12, 2), '#c9d3cf'))
  s.add(rect(0, 590, 1200, 210, s.linear([st(0, '#e6e0d5'), st(1, '#d2c9bb')])))
  s.add(
    pylonLine(
      [
        [-520, 760, 980],
        [150, 650, 520],
        [560, 585, 260],
        [780, 556, 150],
        [905, 542, 94],
        [985, 535, 60],
      ],
      '#50637d',
      '#50637d',
    ),
  )
  s.add(poly(xy(640, 800, 1200, 800, 1200, 612, 800, 612), '#cbc3b4'))
  s.add(gantry(760, 700, 430, 250, '#6f7d8f'))
  s.add(shadow(s, 930, 768, 170, 18, 0.3))
  s.add(transformer(830, 765, 200, 230, '#8796a8', '#5e6c7e'))
  for (const i of range(4)) s.add(insulator(1080 + i * 30, 760, 60, 12, '#6f7d8f'))
  const fence: string[] = [line(800, 612, 1200, 612, '#8b96a3', 2), line(640, 800, 800, 612, '#8b96a3', 2)]
  for (let x = 810; x <= 1200; x += 28) fence.push(line(x, 612, x, 580, '#8b96a3', 1.5))
  fence.push(line(800, 580, 1200, 580, '#8b96a3', 1.5))
  s.add(g(fence, { opacity: 0.8 }))
  return s.toString()
}

export function svcBoard(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, C.navy2), st(1, C.night)], [0, 0, 1, 1]))
  grid(s, 32, C.blue2, 0.1, [0.2, 0.5, 0.5, 0.8])
  glow(s, 760, 400, 560, 440, C.blue2, 0.25)
  s.add(rect(300, 40, 840, 800, '#b9c0c8', { rx: 18, filter: s.shadow(0, 20, 30, 0.5) }))
  s.add(rect(326, 66, 788, 800, '#eceef0', { rx: 8 }))
  s.add(rect(326, 66, 788, 40, s.linear([st(0, '#000', 0.18), st(1, '#000', 0)])))
  s.add(dinBoard(rng, 370, 170, 700, 4, 135, C.navy).svg)
  s.add(
    g(traces(rng, [0, 60, 220, 700], 9, 24, C.blue2, 0.35), {
      'clip-path': s.clip(rect(0, 0, 290, 800, '#000')),
    }),
  )
  return s.toString()
}
