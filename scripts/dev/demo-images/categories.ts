/** Product-category pictures (categories/). */

import { between, range, type Rng } from './draw/random'
import {
  C,
  circle,
  ellipse,
  g,
  line,
  path,
  poly,
  quad,
  type Quad,
  rect,
  st,
  Svg,
  type Vec4,
  xy,
} from './draw/svg'
import { cloud, fill, glow, grid, ridge, traces, vignette } from './draw/backdrop'
import { cable, quadPt, roomPlanes, shadow, shinyCable, subQuad } from './draw/geometry'
import { pendant, plcModule, screen } from './draw/equipment'

/** Cabinet front mapped onto a perspective quad. */
function quadCabinet(q: Quad, body: string, edge: string, accent: string, lamp: string): string {
  const out = [poly(q, body)]
  out.push(poly(subQuad(q, 0.06, 0.03, 0.94, 0.24), 'none', { stroke: edge, 'stroke-width': 1.5 }))
  out.push(poly(subQuad(q, 0.06, 0.27, 0.94, 0.94), 'none', { stroke: edge, 'stroke-width': 1.5 }))
  out.push(poly(subQuad(q, 0.15, 0.07, 0.55, 0.15), C.night))
  out.push(poly(subQuad(q, 0.18, 0.08, 0.52, 0.14), accent, { opacity: 0.8 }))
  out.push(poly(subQuad(q, 0.66, 0.09, 0.76, 0.14), lamp), poly(subQuad(q, 0.8, 0.09, 0.9, 0.14), C.green))
  out.push(poly(subQuad(q, 0.3, 0.38, 0.7, 0.5), C.night, { opacity: 0.8 }))
  out.push(poly(subQuad(q, 0.485, 0.55, 0.515, 0.86), accent, { opacity: 0.8 }))
  out.push(poly(subQuad(q, 0.42, 0.64, 0.58, 0.72), 'none', { stroke: accent, 'stroke-width': 2 }))
  out.push(poly(subQuad(q, 0.84, 0.5, 0.88, 0.62), edge))
  out.push(poly(subQuad(q, 0, 0.96, 1, 1), edge))
  return g(out)
}

export function catSwitchgear(): string {
  const s = new Svg(1200, 800)
  const back: Vec4 = [480, 250, 240, 190]
  roomPlanes(s, back, {
    back: '#0f2647',
    floor: '#1a3a63',
    ceil: '#071629',
    left: '#0d2341',
    right: '#0d2341',
  })
  const ceiling: Quad = quad(0, 0, 1200, 0, 720, 250, 480, 250)
  for (const u of [0.42, 0.58]) s.add(poly(subQuad(ceiling, u - 0.012, 0, u + 0.012, 1), '#e6f0ff'))
  glow(s, 600, 160, 500, 160, C.blue2, 0.3)
  s.add(rect(570, 300, 60, 140, '#0a1a31'), rect(585, 285, 30, 8, C.green, { opacity: 0.9 }))
  const floor: Quad = quad(480, 440, 720, 440, 1200, 800, 0, 800)
  s.add(poly(subQuad(floor, 0.3, 0, 0.7, 1), '#122a4a'))
  s.add(poly(subQuad(floor, 0.49, 0, 0.51, 1), C.amber, { opacity: 0.55 }))
  const depth = (t: number): number => (1 - 1 / (1 + 3 * t)) / (1 - 1 / 4)
  const walls: Quad[] = [quad(0, 0, 480, 250, 480, 440, 0, 800), quad(1200, 0, 720, 250, 720, 440, 1200, 800)]
  for (const wall of walls) {
    for (let i = 6; i >= 0; i--) {
      const u0 = depth(i / 7)
      const u1 = depth((i + 1) / 7)
      const q = subQuad(wall, u0, 0.22, u1 - (u1 - u0) * 0.04, 1)
      s.add(quadCabinet(q, '#cfd6df', '#8894a4', C.blue, i % 3 ? C.green : C.amber))
    }
    s.add(poly(subQuad(wall, 0, 0.19, 1, 0.22), '#8894a4'))
  }
  glow(s, 600, 640, 420, 140, C.blue2, 0.15)
  vignette(s, 0.5)
  return s.toString()
}

/** Cable end seen head-on: sheath, insulated cores and copper conductors. */
function cableEnd(cx: number, cy: number, r: number, sheath: string, cores: readonly string[]): string {
  const out = [circle(cx, cy, r, sheath), circle(cx, cy, r * 0.84, '#e9e4dc')]
  const n = cores.length
  const cr = n === 1 ? r * 0.55 : (r * 0.8) / (1 + 1 / Math.sin(Math.PI / n))
  cores.forEach((c, i) => {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2
    const off = n === 1 ? 0 : r * 0.8 - cr
    const x = cx + Math.cos(a) * off
    const y = cy + Math.sin(a) * off
    out.push(
      circle(x, y, cr, c),
      circle(x, y, cr * 0.55, C.amber2),
      circle(x - cr * 0.15, y - cr * 0.15, cr * 0.2, '#fff', { opacity: 0.5 }),
    )
  })
  out.push(circle(cx - r * 0.3, cy - r * 0.35, r * 0.18, '#fff', { opacity: 0.12 }))
  return g(out)
}

export function catCables(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#f3f0ea'), st(1, '#e2dbd0')], [0, 0, 1, 1]))
  grid(s, 40, C.grey4, 0.08)
  const sh = s.shadow(10, 22, 20, 0.28)
  const drum: string[] = [ellipse(250, 420, 110, 330, '#1d3e66'), rect(250, 130, 260, 580, '#1a1f26')]
  for (let y = 140; y < 710; y += 22)
    drum.push(
      rect(250, y, 260, 14, '#2c333d', { rx: 7 }),
      rect(250, y + 2, 260, 4, '#fff', { opacity: 0.12 }),
    )
  drum.push(
    ellipse(510, 420, 118, 340, C.steel),
    ellipse(510, 420, 100, 318, '#2c5688'),
    ellipse(510, 420, 34, 100, '#1a3458'),
    ellipse(510, 420, 18, 54, '#0b1f3a'),
  )
  for (const i of range(8)) {
    const a = (i / 8) * Math.PI * 2
    drum.push(ellipse(510 + Math.cos(a) * 62, 420 + Math.sin(a) * 190, 7, 18, '#1a3458'))
  }
  s.add(g(drum, { filter: sh }))
  s.add(shinyCable(xy(470, 700, 600, 740, 760, 700, 880, 640), '#1f252d', 30))
  const bundle: Array<[string, readonly string[]]> = [
    ['#1f252d', ['#7b4a2c', '#2a2f36', '#9aa3ad', C.blue]],
    [C.amber, ['#7b4a2c', C.blue, '#2a2f36']],
    ['#2a2f36', ['#7b4a2c', '#2a2f36', '#9aa3ad']],
    [C.navy, ['#7b4a2c', C.blue]],
    [C.teal, ['#7b4a2c', C.blue, '#2a2f36', '#9aa3ad', '#d9c23a']],
    ['#1f252d', ['#7b4a2c', '#2a2f36', '#9aa3ad', C.blue]],
    ['#8a939e', [C.blue]],
  ]
  const r = 64
  const ends = bundle.map(([sheath, cores], i) => {
    const a = ((i - 1) / 6) * Math.PI * 2
    const [x, y] = i === 0 ? [960, 360] : [960 + Math.cos(a) * r * 2.02, 360 + Math.sin(a) * r * 2.02]
    return cableEnd(x, y, r, sheath, cores)
  })
  s.add(g(ends, { filter: sh }))
  s.add(cableEnd(890, 640, 40, '#1f252d', ['#7b4a2c', '#2a2f36', '#9aa3ad']))
  const colors = [C.blue, C.amber, '#2a2f36', C.teal]
  for (const [i, c] of colors.entries()) {
    const y0 = 760 - i * 14
    s.add(shinyCable(xy(-20, y0 - 40, 200, y0 - between(rng, 0, 30), 420, y0 + 10), c, 12))
  }
  return s.toString()
}

export function catAutomation(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, C.navy2), st(1, C.night)], [0, 0, 1, 1]))
  grid(s, 32, C.blue2, 0.1)
  s.add(
    traces(rng, [0, 0, 1200, 160], 12, 32, C.teal, 0.35),
    traces(rng, [0, 690, 1200, 110], 10, 32, C.blue2, 0.3),
  )
  glow(s, 420, 400, 460, 300, C.blue2, 0.22)
  s.add(rect(60, 410, 720, 40, '#8f99a6'), rect(60, 424, 720, 10, '#6d7785'))
  const rack: string[] = [
    plcModule(90, 200, 160, 420, C.navy, [C.green, C.green, C.amber, C.green, C.teal, C.green]),
  ]
  for (const i of range(6))
    rack.push(
      plcModule(
        262 + i * 80,
        200,
        74,
        420,
        '#35414f',
        [C.teal, C.teal, C.amber, C.teal, C.green, C.teal].slice(0, 3 + (i % 4)),
      ),
    )
  s.add(g(rack, { filter: s.shadow(0, 18, 20, 0.45) }))
  s.add(
    rect(110, 250, 120, 60, '#0a1628', { rx: 6 }),
    rect(118, 258, 104, 44, C.teal, { opacity: 0.5, rx: 4 }),
  )
  const hmi = g(
    [rect(820, 170, 330, 260, '#1a2230', { rx: 18 }), screen(rng, 840, 190, 290, 220, C.teal, 'process')],
    { filter: s.shadow(0, 18, 20, 0.45) },
  )
  s.add(hmi)
  s.add(rect(820, 480, 330, 170, '#d8dde3', { rx: 14, filter: s.shadow(0, 18, 20, 0.45) }))
  for (const [i, c] of [C.green, C.red, C.amber].entries()) {
    const x = 880 + i * 80
    s.add(
      circle(x, 530, 28, '#9aa3ad'),
      circle(x, 530, 22, c),
      circle(x - 6, 524, 7, '#fff', { opacity: 0.35 }),
    )
  }
  s.add(
    circle(985, 605, 34, '#f1c40f'),
    circle(985, 605, 25, C.red),
    circle(978, 598, 8, '#fff', { opacity: 0.3 }),
  )
  s.add(
    circle(1080, 605, 24, '#2a2f36'),
    rect(1075, 583, 10, 30, '#cfd6df', { rx: 4, transform: 'rotate(35 1080 605)' }),
  )
  return s.toString()
}

export function catLighting(): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#0a1a33'), st(1, '#132f55')]))
  s.add(rect(0, 640, 1200, 160, s.linear([st(0, '#1b3050'), st(1, '#0c1d36')])))
  for (const [x, y, k, shade] of [
    [190, 300, 70, C.amber],
    [420, 400, 56, '#e8e3dc'],
    [640, 250, 84, C.navy2],
    [870, 380, 60, C.teal],
    [1060, 300, 66, '#e8e3dc'],
  ] as const) {
    glow(s, x, 660, k * 3.2, k * 0.6, '#ffd58a', 0.35)
    s.add(pendant(s, x, 0, y, k, shade, '#ffe1a3'))
    glow(s, x, y + k * 0.7, k * 2.2, k * 1.6, '#ffd58a', 0.35)
  }
  s.add(rect(0, 636, 1200, 6, '#0a1830', { opacity: 0.6 }))
  vignette(s, 0.45)
  return s.toString()
}

export function catSolarStorage(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#5d9cf0'), st(0.6, '#cfe2fb'), st(0.7, '#eef4fb')]))
  glow(s, 240, 120, 280, 240, '#fff', 0.9)
  s.add(circle(240, 120, 42, '#fffdf2'), cloud(640, 130, 55, '#fff', 0.8))
  s.add(path(ridge(rng, 1200, 800, 540, 14, 2), '#b9cbb9'))
  s.add(rect(0, 560, 1200, 240, s.linear([st(0, '#ddd5c6'), st(1, '#cbc1af')])))
  s.add(
    rect(700, 80, 520, 720, '#ece6dc'),
    rect(700, 80, 520, 720, s.linear([st(0, '#000', 0.1), st(0.15, '#000', 0)], [0, 0, 1, 0])),
  )
  s.add(g(range(24).map((i) => rect(700, 110 + i * 30, 520, 2, '#d8d0c3'))))
  const panel: Quad = quad(60, 360, 560, 260, 640, 560, 110, 700)
  s.add(line(200, 650, 190, 760, '#6b7684', 12), line(520, 560, 530, 720, '#6b7684', 12))
  s.add(
    poly(panel, '#dfe6ee'),
    poly(
      subQuad(panel, 0.015, 0.02, 0.985, 0.98),
      s.linear([st(0, '#5f93d6'), st(0.5, '#1f4f8f'), st(1, '#0f2c55')], [0, 0, 1, 1]),
    ),
  )
  const cells: string[] = []
  for (const i of range(11)) {
    const a = quadPt(panel, 0.015 + (i / 10) * 0.97, 0.02)
    const b = quadPt(panel, 0.015 + (i / 10) * 0.97, 0.98)
    cells.push(line(a[0], a[1], b[0], b[1], '#cfe0f5', 1.5))
  }
  for (const j of range(7)) {
    const a = quadPt(panel, 0.015, 0.02 + (j / 6) * 0.96)
    const b = quadPt(panel, 0.985, 0.02 + (j / 6) * 0.96)
    cells.push(line(a[0], a[1], b[0], b[1], '#cfe0f5', 1.5))
  }
  s.add(g(cells, { opacity: 0.55 }))
  s.add(poly(subQuad(panel, 0.05, 0.05, 0.4, 0.3), '#fff', { opacity: 0.12 }))
  s.add(shadow(s, 980, 770, 190, 14, 0.3))
  s.add(
    g(
      [
        rect(760, 300, 180, 220, '#f8f9fa', { rx: 14 }),
        rect(790, 340, 120, 60, C.navy, { rx: 6 }),
        rect(800, 350, 100, 40, C.teal, { opacity: 0.55, rx: 3 }),
      ],
      { filter: s.shadow(0, 10, 12, 0.2) },
    ),
  )
  for (const i of range(4)) s.add(rect(800 + i * 26, 450, 16, 40, '#d5dbe2', { rx: 3 }))
  s.add(
    g(
      [
        rect(980, 260, 190, 510, '#fbfbfc', { rx: 20 }),
        rect(1000, 300, 8, 320, C.teal, { rx: 4 }),
        circle(1075, 710, 16, '#dfe4ea'),
      ],
      { filter: s.shadow(0, 10, 12, 0.2) },
    ),
  )
  for (const i of range(5))
    s.add(rect(1030, 330 + i * 26, 110, 10, i < 4 ? C.teal : '#d5dbe2', { rx: 5, opacity: 0.85 }))
  s.add(
    rect(842, 520, 16, 280, '#b9c0c9'),
    rect(940, 480, 40, 14, '#b9c0c9'),
    cable(xy(600, 560, 700, 600, 780, 560, 800, 520), '#2a2f36', 10),
  )
  return s.toString()
}
