/** Company: the logo symbol, the favicon and the hero scenes (company/). */

import { between, range, type Rng } from './draw/random'
import { C, circle, g, line, path, poly, polyline, type Pt, rect, st, Svg, xy } from './draw/svg'
import { type Cam, fill, glow, heroShade, perspectiveFloor, ridge, solarField } from './draw/backdrop'
import { gantry, insulator, pylonLine, transformer, turbine, wires } from './draw/power-grid'
import { cabinetRow, conveyor, highBay, robotArm, screen } from './draw/equipment'

/** Lightning bolt on a 100 x 100 grid, shared by the logo and every favicon. */
export const BOLT = 'M50 9h21L57 40h18L37 93l10-35H26z'

/** Inside the logo's inner ring the bolt is drawn at 86 %. */
export const BOLT_IN_RING = 'translate(7 7) scale(0.86)'

/** Favicon: no inner ring and a full-size bolt, so it stays crisp at 16-32 px. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
  '<rect width="100" height="100" rx="22" fill="#0b1f3a"/>' +
  `<path d="${BOLT}" fill="#f5a524"/></svg>\n`

export function logo(size: number, fullBleed = false): string {
  const s = new Svg(100, 100)
  const bg = s.linear([st(0, C.navy2), st(1, C.night)], [0, 0, 1, 1])
  const bolt = s.linear([st(0, C.amber2), st(1, C.amber)], [0, 0, 0.4, 1])
  if (fullBleed) s.add(rect(0, 0, 100, 100, bg))
  else s.add(rect(2, 2, 96, 96, bg, { rx: 22 }))
  s.add(
    rect(7, 7, 86, 86, 'none', { rx: 18, stroke: C.blue, 'stroke-width': 2.4, opacity: 0.55 }),
    g([path(BOLT, C.night, { opacity: 0.35, transform: 'translate(1.5 2.5)' }), path(BOLT, bolt)], {
      transform: BOLT_IN_RING,
    }),
  )
  return s.toString(size, size)
}

export function heroSubstation(rng: Rng): string {
  const s = new Svg(1920, 1080)
  const horizon = 800
  fill(
    s,
    s.linear([
      st(0, '#050f20'),
      st(0.4, C.navy),
      st(0.6, '#1d3b66'),
      st(0.7, '#3b5783'),
      st(0.75, '#61688a'),
    ]),
  )
  const stars = range(70).map(() =>
    circle(between(rng, 0, 1920), between(rng, 0, 420), between(rng, 0.6, 1.6), '#fff', {
      opacity: between(rng, 0.2, 0.7),
    }),
  )
  s.add(g(stars))
  glow(s, 1420, horizon, 980, 340, C.amber, 0.75)
  glow(s, 1420, horizon, 320, 110, '#ffe2a8', 0.75)
  s.add(path(ridge(rng, 1920, 1080, horizon + 4, 18, 4), '#142b4f'))
  s.add(
    pylonLine(
      [
        [838, horizon + 4, 50],
        [890, horizon + 6, 80],
        [975, horizon + 10, 132],
        [1105, horizon + 16, 222],
        [1330, horizon + 28, 390],
        [1745, horizon + 60, 740],
        [2400, horizon + 120, 1150],
      ],
      '#0a1a31',
      '#0a1a31',
    ),
  )
  s.add(path(ridge(rng, 1920, 1080, horizon + 60, 10, 3), '#0b1d35'))
  const sil = '#081528'
  const base = 1000
  s.add(
    gantry(900, base, 460, 300, sil),
    gantry(1380, base, 520, 360, sil),
    transformer(1020, base, 230, 270, sil, '#0d2240'),
    transformer(1560, base, 200, 240, sil, '#0d2240'),
    rect(1020, base - 270 * 0.62, 230, 3, C.amber, { opacity: 0.35 }),
    rect(1560, base - 240 * 0.62, 200, 3, C.amber, { opacity: 0.35 }),
    wires(
      xy(1015, base - 252, 1130, base - 252, 1245, base - 252),
      xy(1510, base - 312, 1640, base - 312, 1770, base - 312),
      0.03,
      sil,
      2.4,
    ),
  )
  for (const i of range(9)) s.add(insulator(940 + i * 110, base, 70 + (i % 2) * 20, 16, sil))
  s.add(rect(0, base - 4, 1920, 90, sil))
  const lamps = [
    [1000, base - 150],
    [1355, base - 190],
    [1880, base - 170],
  ] as const
  for (const [lx, ly] of lamps) {
    s.add(line(lx, base, lx, ly, sil, 4))
    glow(s, lx, ly, 60, 60, C.amber2, 0.55)
    s.add(circle(lx, ly, 4, '#fff2d0'))
  }
  const fence: string[] = [line(0, base + 14, 1920, base + 14, '#183560', 3)]
  for (let x = 0; x <= 1920; x += 48) fence.push(line(x, base + 14, x, 1080, '#183560', 3))
  s.add(g(fence, { opacity: 0.9 }))
  heroShade(s)
  return s.toString()
}

export function heroFactory(rng: Rng): string {
  const s = new Svg(1920, 1080)
  const floor = 830
  fill(s, s.linear([st(0, '#081730'), st(0.2, C.navy), st(0.75, '#17365f')]))
  const windows: string[] = []
  for (let x = 40; x < 1920; x += 190) {
    windows.push(rect(x, 230, 150, 210, s.linear([st(0, C.ice, 0.35), st(1, C.blue2, 0.08)]), { rx: 4 }))
    windows.push(line(x + 75, 230, x + 75, 440, C.navy, 6), line(x, 335, x + 150, 335, C.navy, 6))
  }
  s.add(g(windows))
  const truss: string[] = [rect(0, 120, 1920, 12, C.night), rect(0, 200, 1920, 10, C.night)]
  const web: Pt[] = range(33).map((i) => [i * 60, i % 2 ? 205 : 125])
  truss.push(polyline(web, C.night, 6))
  s.add(rect(0, 0, 1920, 125, '#050f20'), g(truss))
  for (const x of [260, 640, 1020, 1400, 1780]) s.add(highBay(s, x, 230, 40, 240, '#0a1830', '#dcecff'))
  s.add(rect(0, floor, 1920, 250, s.linear([st(0, '#1b3a63'), st(1, '#071429')])))
  perspectiveFloor(s, floor, 1150, floor, C.ice, 0.08)
  s.add(poly(xy(1130, floor, 1170, floor, 820, 1080, 700, 1080), C.amber, { opacity: 0.5 }))
  s.add(
    cabinetRow(s, 1000, 540, 840, 290, 6, [
      { body: '#c9d2dd', edge: '#8694a6', accent: C.blue, lights: [C.green, C.amber], screen: true },
      { body: '#c9d2dd', edge: '#8694a6', accent: C.blue, lights: [C.green], vents: true },
      { body: '#c9d2dd', edge: '#8694a6', accent: C.blue, lights: [C.green, C.red, C.amber], mimic: true },
      { body: '#c9d2dd', edge: '#8694a6', accent: C.blue, lights: [C.green], vents: true },
    ]),
  )
  s.add(screen(rng, 430, 560, 300, 190, C.teal, 'trend'), rect(570, 750, 20, 80, C.night))
  s.add(robotArm(s, 1250, floor + 40, 58, 120, 200, C.amber, '#1c2b40'))
  s.add(conveyor(rng, 700, 915, 1300, 42, '#1e3558', '#0a1424', ['#d8b27c', '#c99a5e', '#e2c596']))
  s.add(robotArm(s, 1530, 1070, 100, 62, -30, C.amber, '#14233a'))
  glow(s, 1700, 620, 500, 300, C.blue2, 0.18)
  heroShade(s)
  return s.toString()
}

export function heroSolar(rng: Rng): string {
  const s = new Svg(1920, 1080)
  const horizon = 700
  fill(
    s,
    s.linear([
      st(0, C.navy),
      st(0.3, '#1a3f70'),
      st(0.5, '#4f78aa'),
      st(0.6, '#b9a08a'),
      st(0.65, '#f2b35a'),
    ]),
  )
  glow(s, 1420, horizon - 20, 900, 420, C.amber, 0.55)
  glow(s, 1420, horizon - 20, 220, 200, '#fff0c8', 0.9)
  s.add(circle(1420, horizon - 30, 58, '#fff6df'))
  s.add(path(ridge(rng, 1920, 1080, horizon + 4, 16, 3), '#6d86a8', { opacity: 0.85 }))
  for (const [x, h, a] of [
    [980, 120, 10],
    [1080, 135, 55],
    [1190, 120, 95],
    [1620, 150, 30],
    [1760, 135, 75],
  ] as const) {
    s.add(turbine(x, horizon + 6, h, a, '#3e5b84', 0.9))
  }
  s.add(path(ridge(rng, 1920, 1080, horizon + 36, 24, 3), '#2a4872'))
  for (const [x, h, a] of [
    [1300, 300, 20],
    [1520, 360, 70],
    [1850, 330, 100],
  ] as const) {
    s.add(turbine(x, horizon + 46, h, a, '#1b355c'))
  }
  s.add(
    pylonLine(
      [
        [760, horizon + 40, 70],
        [930, horizon + 46, 100],
        [1140, horizon + 54, 140],
        [1420, horizon + 66, 190],
        [1800, horizon + 84, 260],
        [2300, horizon + 110, 360],
      ],
      '#142c4f',
      '#142c4f',
    ),
  )
  s.add(rect(0, horizon + 60, 1920, 400, s.linear([st(0, '#1f3857'), st(1, '#0a1a30')])))
  const cam: Cam = { cx: 1250, horizon, f: 1150, height: 3.4 }
  s.add(
    solarField(cam, {
      rows: 16,
      z0: 4.2,
      gap: 3.3,
      x0: -40,
      x1: 40,
      face: s.linear([st(0, '#6f9dd6'), st(0.5, '#2a5c9c'), st(1, '#0e2a52')]),
      frame: '#c7d5e8',
      ground: '#0b1b31',
    }),
  )
  glow(s, 1420, 830, 700, 220, C.amber, 0.28)
  heroShade(s)
  return s.toString()
}
