/** Service pictures: maintenance (services/maintenance-N.webp). */

import { between, range, type Rng } from '../draw/random'
import {
  C,
  circle,
  d,
  ellipse,
  fmt,
  g,
  line,
  path,
  poly,
  polyline,
  type Pt,
  rect,
  st,
  Svg,
  xy,
} from '../draw/svg'
import { fill, glow, grid, ridge } from '../draw/backdrop'
import { cable, utilityPole } from '../draw/geometry'
import { wires } from '../draw/power-grid'
import { hardHat } from '../draw/equipment'

/** Combination spanner lying flat: ring end left, open jaw right. */
function spanner(s: Svg, x: number, y: number, len: number, angle: number, color: string): string {
  const r = len * 0.11
  const jaw = s.mask(
    rect(-len, -len, len * 3, len * 2, '#fff') +
      rect(len - r * 0.3, -r * 0.42, r * 1.6, r * 0.84, '#000') +
      circle(0, 0, r * 0.52, '#000'),
  )
  return g(
    [
      rect(0, -r * 0.38, len, r * 0.76, color, { rx: r * 0.3 }),
      circle(0, 0, r, color),
      circle(len, 0, r * 1.05, color),
      rect(r * 1.2, -r * 0.12, len - r * 2.6, r * 0.24, '#000', { opacity: 0.1, rx: r * 0.1 }),
    ],
    { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${angle})`, mask: jaw },
  )
}

function screwdriver(x: number, y: number, len: number, angle: number, handle: string): string {
  const w = len * 0.1
  return g(
    [
      rect(0, -w / 2, len * 0.38, w, handle, { rx: w * 0.45 }),
      rect(len * 0.05, -w * 0.12, len * 0.28, w * 0.24, '#000', { opacity: 0.18, rx: w * 0.1 }),
      rect(len * 0.36, -w * 0.28, len * 0.06, w * 0.56, C.grey5, { rx: w * 0.1 }),
      rect(len * 0.42, -w * 0.12, len * 0.52, w * 0.24, '#c3c9d1'),
      poly(xy(len * 0.94, -w * 0.12, len, -w * 0.05, len, w * 0.05, len * 0.94, w * 0.12), '#aab1ba'),
    ],
    { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${angle})` },
  )
}

function padlock(cx: number, cy: number, k: number, body: string): string {
  return g([
    path(
      d`M${cx - k * 0.32} ${cy}V${cy - k * 0.45}A${k * 0.32} ${k * 0.32} 0 0 1 ${cx + k * 0.32} ${cy - k * 0.45}V${cy}`,
      'none',
      {
        stroke: '#b7bec7',
        'stroke-width': k * 0.12,
      },
    ),
    rect(cx - k * 0.5, cy - k * 0.1, k, k * 0.85, body, { rx: k * 0.12 }),
    rect(cx - k * 0.5, cy - k * 0.1, k, k * 0.2, '#fff', { opacity: 0.2, rx: k * 0.1 }),
    circle(cx, cy + k * 0.32, k * 0.09, C.navy),
    rect(cx - k * 0.03, cy + k * 0.36, k * 0.06, k * 0.18, C.navy),
  ])
}

export function svcTools(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#eee9e1'), st(1, '#e0d9ce')], [0, 0, 1, 1]))
  grid(s, 48, C.grey4, 0.07)
  const sh = s.shadow(8, 18, 14, 0.28)
  s.add(g(hardHat(300, 360, 170, C.amber), { filter: sh }))
  s.add(
    g([rect(640, 150, 360, 480, '#1f2a38', { rx: 28 }), rect(664, 178, 312, 424, '#f7f8fa', { rx: 8 })], {
      transform: 'rotate(7 820 390)',
      filter: sh,
    }),
  )
  const list: string[] = []
  for (const i of range(6)) {
    const y = 220 + i * 60
    const done = i < 4
    list.push(
      rect(700, y, 30, 30, done ? C.teal : '#fff', {
        rx: 6,
        stroke: done ? C.teal : '#b8c0ca',
        'stroke-width': 3,
      }),
    )
    if (done)
      list.push(
        polyline(xy(707, y + 15, 713, y + 22, 724, y + 8), '#fff', 4, {
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      )
    list.push(
      rect(750, y + 6, between(rng, 120, 180), 8, '#c5ccd5', { rx: 4 }),
      rect(750, y + 20, between(rng, 60, 110), 6, '#dde2e8', { rx: 3 }),
    )
  }
  s.add(g(list, { transform: 'rotate(7 820 390)' }))
  s.add(g(spanner(s, 160, 640, 430, -12, '#b9c0c9'), { filter: sh }))
  s.add(g(screwdriver(400, 765, 420, -12, C.blue), { filter: sh }))
  s.add(g(padlock(1080, 600, 130, C.red), { filter: sh }))
  const coil: string[] = []
  for (const i of range(7))
    coil.push(
      circle(1100, 160, 120 - i * 9, 'none', { stroke: i % 2 ? '#1b2330' : '#2a3545', 'stroke-width': 9 }),
    )
  s.add(g(coil, { filter: sh }), cable(xy(1040, 250, 980, 300, 1010, 340, 1070, 330), '#2a3545', 9))
  return s.toString()
}

export function svcLineworker(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, C.navy2), st(0.5, '#3a6499'), st(0.78, '#e9a95c'), st(0.86, '#f5c27a')]))
  glow(s, 220, 660, 560, 240, C.amber, 0.6)
  const city: string[] = []
  for (let x = -10; x < 1200; x += between(rng, 30, 70))
    city.push(rect(x, 690 - between(rng, 20, 90), between(rng, 28, 60), 120, '#33507c'))
  s.add(g(city, { opacity: 0.8 }))
  s.add(path(ridge(rng, 1200, 800, 700, 8, 2), '#1a3054'))
  const sil = '#0b1a31'
  const p1 = utilityPole(760, 720, 600, sil, '#3c5478')
  const p2 = utilityPole(180, 705, 440, sil, '#3c5478')
  const far: Pt[] = p2.tips.map(([x, y]) => [x - 600, y + 40])
  const right: Pt[] = p1.tips.map(([x, y]) => [x + 700, y - 60])
  s.add(
    wires(far, p2.tips, 0.05, sil, 2),
    wires(p2.tips, p1.tips, 0.05, sil, 2),
    wires(p1.tips, right, 0.05, sil, 2),
  )
  s.add(p2.svg, p1.svg)
  s.add(rect(752, 205, 40, 60, sil, { rx: 8 }))
  s.add(rect(0, 720, 1200, 80, '#081529'))
  const truck: string[] = [
    rect(880, 640, 250, 60, sil, { rx: 6 }),
    path(d`M1130 700V620Q1130 600 1150 600H1190L1220 640V700Z`, sil),
    poly(xy(1150, 608, 1185, 608, 1205, 636, 1150, 636), '#3c6aa3', { opacity: 0.8 }),
    circle(930, 705, 28, sil),
    circle(1080, 705, 28, sil),
    circle(1170, 705, 28, sil),
    ...[930, 1080, 1170].map((x) => circle(x, 705, 10, '#2b4166')),
    rect(900, 650, 210, 8, C.amber, { opacity: 0.9 }),
    rect(930, 610, 70, 32, sil),
  ]
  s.add(g(truck))
  s.add(
    line(965, 615, 900, 430, sil, 22, { 'stroke-linecap': 'round' }),
    line(900, 430, 835, 300, sil, 16, { 'stroke-linecap': 'round' }),
  )
  s.add(circle(900, 430, 16, '#1f3558'))
  s.add(rect(790, 270, 80, 64, '#dfe5ec', { rx: 6 }), rect(790, 270, 80, 10, C.amber))
  s.add(ellipse(822, 226, 20, 24, sil), rect(800, 244, 46, 32, sil, { rx: 12 }))
  s.add(
    path(d`M800 222Q802 196 822 196Q842 196 844 222Z`, C.amber),
    rect(796, 218, 52, 6, C.amber, { rx: 3 }),
  )
  s.add(line(836, 250, 790, 215, sil, 10, { 'stroke-linecap': 'round' }))
  glow(s, 1180, 596, 60, 60, C.amber, 0.8)
  s.add(rect(1172, 590, 16, 10, C.amber2, { rx: 3 }))
  return s.toString()
}
