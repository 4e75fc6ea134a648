/** Event pictures (events/). */

import { between, lerp, range, type Rng } from './draw/random'
import { C, circle, d, fmt, g, line, path, poly, polyline, type Pt, rect, st, Svg, xy } from './draw/svg'
import { cloud, fill, glow, grid, ridge, traces, vignette } from './draw/backdrop'
import { cable, hazardSign, shadow } from './draw/geometry'
import { lattice } from './draw/power-grid'
import { cabinet, dinModule, hardHat, LIGHT_CABINETS, plcModule, screen } from './draw/equipment'
import { BOLT, BOLT_IN_RING } from './company'

/** Simple standing person silhouette (head, torso, legs). */
function person(x: number, base: number, h: number, body: string, skin = body): string {
  const head = h * 0.075
  return g([
    rect(x - h * 0.07, base - h * 0.48, h * 0.06, h * 0.48, body, { rx: h * 0.03 }),
    rect(x + h * 0.01, base - h * 0.48, h * 0.06, h * 0.48, body, { rx: h * 0.03 }),
    rect(x - h * 0.12, base - h * 0.8, h * 0.24, h * 0.4, body, { rx: h * 0.08 }),
    circle(x, base - h * 0.8 - head * 1.25, head, skin),
  ])
}

export function evExpo(rng: Rng): string {
  const s = new Svg(1200, 630)
  fill(s, s.linear([st(0, '#071529'), st(1, C.navy2)]))
  const far: string[] = []
  for (let x = -40; x < 1200; x += 180)
    far.push(
      rect(x, 230 + between(rng, 0, 40), 150, 200, '#17345c'),
      rect(x + 10, 250 + between(rng, 0, 30), 130, 8, C.blue2, { opacity: 0.3 }),
    )
  s.add(g(far, { opacity: 0.8 }))
  s.add(rect(0, 440, 1200, 190, s.linear([st(0, '#1c3a63'), st(1, '#0c1d36')])))
  s.add(lattice(0, 40, 1200, 36, false, '#33507a', 3))
  for (const x of [260, 520, 780, 1000]) {
    s.add(
      path(
        d`M${x - 10} 80H${x + 10}L${x + 160} 520H${x - 160}Z`,
        s.linear([st(0, '#fff3d6', 0.28), st(1, '#fff3d6', 0)]),
      ),
    )
    s.add(rect(x - 14, 76, 28, 22, '#0a1628', { rx: 4 }))
  }
  s.add(poly(xy(200, 520, 1000, 520, 1100, 600, 100, 600), '#27466f'))
  s.add(
    rect(260, 150, 680, 300, C.navy2),
    rect(260, 150, 680, 300, s.linear([st(0, C.blue, 0.5), st(1, C.navy, 0)], [0, 0, 1, 1])),
  )
  s.add(
    poly(xy(640, 150, 760, 150, 560, 450, 440, 450), C.amber, { opacity: 0.9 }),
    poly(xy(790, 150, 830, 150, 630, 450, 590, 450), C.amber, { opacity: 0.5 }),
  )
  s.add(g(logoMark(300, 190, 96)))
  s.add(rect(200, 150, 60, 370, C.teal), rect(940, 150, 60, 370, C.teal), rect(200, 130, 800, 22, '#0a1628'))
  s.add(screen(rng, 700, 210, 200, 120, C.teal, 'bars'))
  s.add(
    cabinet(s, 300, 330, 110, 180, LIGHT_CABINETS[1] ?? { body: '#e4e7eb', edge: '#9aa3ae', accent: C.blue }),
  )
  s.add(person(700, 520, 210, '#dfe6ee', '#8d5a3b'))
  s.add(
    rect(500, 420, 300, 100, '#e8edf3', { rx: 6 }),
    rect(500, 420, 300, 14, C.amber),
    rect(500, 505, 300, 15, '#b8c2cf'),
  )
  s.add(g(path(BOLT, C.navy2), { transform: 'translate(628 446) scale(0.46)' }))
  s.add(person(860, 600, 210, '#0a1830'), person(140, 610, 230, '#0a1830'), person(1060, 615, 220, '#0a1830'))
  vignette(s, 0.4)
  return s.toString()
}

/** The company symbol (rounded square with bolt) at any position and size. */
function logoMark(x: number, y: number, size: number): string {
  const k = size / 100
  return g(
    [
      rect(0, 0, 100, 100, C.navy, { rx: 22 }),
      rect(7, 7, 86, 86, 'none', { rx: 18, stroke: C.blue, 'stroke-width': 2.4, opacity: 0.6 }),
      path(BOLT, C.amber, { transform: BOLT_IN_RING }),
    ],
    { transform: `translate(${fmt(x)} ${fmt(y)}) scale(${Math.round(k * 1000) / 1000})` },
  )
}

/** Jagged electric arc between two points. */
function arc(rng: Rng, a: Pt, b: Pt, jitter: number, color: string, width: number): string {
  const n = 9
  const pts: Pt[] = range(n + 1).map((i) => {
    const t = i / n
    const j = i === 0 || i === n ? 0 : between(rng, -jitter, jitter)
    return [lerp(a[0], b[0], t) + j * 0.4, lerp(a[1], b[1], t) + j]
  })
  return g([
    polyline(pts, color, width * 3, { opacity: 0.25, 'stroke-linejoin': 'round' }),
    polyline(pts, '#fff', width, { 'stroke-linejoin': 'round' }),
  ])
}

export function evWebinar(rng: Rng): string {
  const s = new Svg(1200, 630)
  fill(s, s.linear([st(0, C.navy), st(1, C.night)], [0, 0, 1, 1]))
  grid(s, 30, C.blue2, 0.1, [0.7, 0.5, 0.6, 0.8])
  s.add(traces(rng, [820, 40, 380, 560], 10, 30, C.amber, 0.3))
  glow(s, 520, 300, 520, 300, C.blue2, 0.25)
  s.add(
    g(
      [
        rect(210, 70, 620, 400, '#1a2230', { rx: 18 }),
        poly(xy(140, 470, 900, 470, 960, 520, 80, 520), '#c9d0d9'),
        rect(80, 520, 880, 14, '#9aa3ad', { rx: 7 }),
      ],
      { filter: s.shadow(0, 20, 24, 0.5) },
    ),
  )
  s.add(rect(450, 478, 140, 10, '#9aa3ad', { rx: 5 }))
  const sx = 232
  const sy = 92
  s.add(rect(sx, sy, 576, 356, '#0b1f3a'))
  glow(s, sx + 260, sy + 170, 240, 160, C.amber, 0.55)
  s.add(
    arc(rng, [sx + 120, sy + 120], [sx + 260, sy + 170], 24, C.amber, 4),
    arc(rng, [sx + 400, sy + 110], [sx + 260, sy + 170], 24, C.amber, 3),
  )
  s.add(hazardSign(sx + 260, sy + 180, 150))
  s.add(
    rect(sx + 430, sy + 20, 126, 90, C.steel, { rx: 8 }),
    circle(sx + 493, sy + 58, 18, '#c68b63'),
    path(d`M${sx + 460} ${sy + 110}Q${sx + 493} ${sy + 70} ${sx + 526} ${sy + 110}Z`, C.navy2),
  )
  s.add(circle(sx + 28, sy + 28, 8, C.red), rect(sx + 44, sy + 23, 50, 10, '#fff', { opacity: 0.6, rx: 5 }))
  s.add(
    rect(sx + 20, sy + 320, 536, 8, '#fff', { opacity: 0.2, rx: 4 }),
    rect(sx + 20, sy + 320, 210, 8, C.amber, { rx: 4 }),
    circle(sx + 230, sy + 324, 10, '#fff'),
  )
  s.add(g(hardHat(1020, 470, 80, C.amber), { filter: s.shadow(0, 14, 14, 0.4) }))
  return s.toString()
}

export function evTraining(rng: Rng): string {
  const s = new Svg(1200, 630)
  fill(s, s.linear([st(0, '#f2efea'), st(1, '#e4ded4')]))
  grid(s, 36, C.blue, 0.08)
  s.add(rect(0, 470, 1200, 160, '#cbbfae'), rect(0, 470, 1200, 16, '#b5a894'))
  s.add(
    rect(120, 60, 620, 410, '#dfe3e8', { rx: 10, filter: s.shadow(0, 12, 16, 0.25) }),
    rect(140, 80, 580, 370, '#c4cad2', { rx: 4 }),
  )
  s.add(rect(160, 150, 540, 14, '#9aa3ad'))
  s.add(plcModule(170, 100, 70, 114, C.navy, [C.green, C.green, C.amber]))
  for (const i of range(4))
    s.add(plcModule(246 + i * 40, 100, 36, 114, '#3d4857', [C.teal, C.teal, C.amber].slice(0, 1 + (i % 3))))
  s.add(rect(420, 100, 110, 114, '#eceef0', { rx: 4 }))
  for (const i of range(4)) s.add(rect(436, 116 + i * 12, 78, 4, '#9aa3ad'))
  s.add(g(range(4).map((i) => dinModule(550 + i * 36, 100, 34, 114, '#f6f6f4', C.navy))))
  const btn = [C.green, C.red, C.amber, C.blue2, C.green]
  btn.forEach((c, i) => s.add(circle(200 + i * 70, 280, 24, '#5a626d'), circle(200 + i * 70, 280, 18, c)))
  s.add(circle(580, 280, 32, '#f1c40f'), circle(580, 280, 24, C.red))
  for (const i of range(12))
    s.add(
      circle(190 + i * 44, 380, 10, i % 3 === 0 ? C.red : i % 3 === 1 ? '#1b1f25' : C.blue, {
        stroke: '#6d7684',
        'stroke-width': 3,
      }),
    )
  const patch = [C.red, C.blue, '#1b1f25', C.amber, C.teal]
  patch.forEach((c, i) => {
    const a = 190 + i * 88
    const b = a + 44 * between(rng, 1, 3)
    s.add(cable(xy(a, 380, (a + b) / 2, 470 + between(rng, 10, 60), b, 380), c, 6))
  })
  s.add(
    g(
      [
        rect(780, 210, 330, 215, '#1a2230', { rx: 14 }),
        poly(xy(745, 425, 1145, 425, 1175, 462, 715, 462), '#c9d0d9'),
      ],
      { filter: s.shadow(0, 14, 14, 0.3) },
    ),
  )
  s.add(rect(798, 228, 294, 180, '#f7f8fa'))
  const lad: string[] = [line(815, 240, 815, 396, C.navy, 3), line(1075, 240, 1075, 396, C.navy, 3)]
  for (const i of range(4)) {
    const y = 262 + i * 38
    lad.push(line(815, y, 1075, y, C.navy, 2))
    lad.push(
      rect(850, y - 10, 8, 20, '#f7f8fa'),
      line(850, y - 10, 850, y + 10, C.navy, 3),
      line(858, y - 10, 858, y + 10, C.navy, 3),
    )
    if (i % 2)
      lad.push(
        rect(910, y - 10, 8, 20, '#f7f8fa'),
        line(910, y - 10, 910, y + 10, C.navy, 3),
        line(918, y - 10, 918, y + 10, C.navy, 3),
      )
    lad.push(circle(1030, y, 11, '#f7f8fa', { stroke: i === 1 ? C.green : C.navy, 'stroke-width': 3 }))
  }
  s.add(g(lad), rect(844, 244 + 38, 180, 3, C.green))
  return s.toString()
}

export function evOpenDay(rng: Rng): string {
  const s = new Svg(1200, 630)
  fill(s, s.linear([st(0, '#6aa6f2'), st(0.7, '#d7e8fb')]))
  s.add(cloud(180, 110, 60, '#fff', 0.9), cloud(1000, 80, 46, '#fff', 0.8))
  s.add(path(ridge(rng, 1200, 630, 470, 10, 2), '#a9c2a8'))
  s.add(rect(0, 480, 1200, 150, s.linear([st(0, '#d8d0c2'), st(1, '#c4b9a6')])))
  const roof: Pt[] = xy(140, 200)
  for (const i of range(6)) roof.push([140 + i * 150 + 110, 130], [140 + (i + 1) * 150, 200])
  s.add(poly([...roof, [1040, 480], [140, 480]], '#e7e2da'))
  s.add(rect(140, 200, 900, 16, '#cfc7bb'))
  for (const i of range(6))
    s.add(
      poly(xy(140 + i * 150 + 110, 130, 140 + (i + 1) * 150, 200, 140 + i * 150 + 118, 200), '#9fb9d6', {
        opacity: 0.7,
      }),
    )
  for (const i of range(7)) s.add(rect(170 + i * 125, 240, 80, 60, '#8fb0d3', { rx: 4 }))
  s.add(rect(420, 300, 340, 180, '#3a2f22'))
  glow(s, 590, 430, 240, 160, C.amber2, 0.9)
  s.add(
    rect(440, 360, 90, 120, '#5b4a36', { opacity: 0.8 }),
    rect(640, 380, 100, 100, '#5b4a36', { opacity: 0.7 }),
  )
  for (const i of range(4)) s.add(rect(420, 300 + i * 9, 340, 5, '#b9b1a4'))
  s.add(rect(410, 290, 360, 12, '#b9b1a4'))
  s.add(logoMark(560, 150, 64))
  s.add(poly(xy(420, 480, 760, 480, 900, 630, 300, 630), '#e2dbcf'))
  const flags = [C.amber, C.teal, C.blue, C.amber2, C.blue2]
  const bunting: string[] = [cable(xy(140, 230, 400, 270, 640, 250, 880, 275, 1040, 230), '#6b7684', 2)]
  for (const i of range(22)) {
    const t = i / 21
    const x = lerp(160, 1020, t)
    const y = 232 + Math.sin(t * Math.PI * 4) * 16 + 24
    bunting.push(poly(xy(x - 12, y - 10, x + 12, y - 10, x, y + 14), flags[i % flags.length] ?? C.amber))
  }
  s.add(g(bunting))
  for (const [x, r] of [
    [70, 70],
    [1110, 80],
    [1170, 60],
  ] as const)
    s.add(
      rect(x - 6, 420, 12, 70, '#6b5a46'),
      circle(x, 400, r, '#5f8f7e'),
      circle(x - r * 0.3, 380, r * 0.6, '#74a490'),
    )
  s.add(
    person(880, 560, 120, C.navy2, '#8d5a3b'),
    person(930, 566, 110, C.teal, '#f1d3bd'),
    person(300, 585, 130, C.steel, '#e0b08f'),
    person(340, 590, 90, C.amber, '#e0b08f'),
  )
  return s.toString()
}

/** Hatchback in side view, facing left. */
function car(x: number, base: number, w: number, body: string): string {
  const h = w * 0.36
  return g([
    path(
      d`M${x} ${base - h * 0.28}Q${x} ${base - h * 0.55} ${x + w * 0.08} ${base - h * 0.6}L${x + w * 0.26} ${base - h * 0.66}L${x + w * 0.4} ${base - h * 0.98}Q${x + w * 0.45} ${base - h} ${x + w * 0.52} ${base - h}H${x + w * 0.8}Q${x + w * 0.9} ${base - h} ${x + w * 0.95} ${base - h * 0.75}L${x + w} ${base - h * 0.45}V${base - h * 0.15}Q${x + w} ${base - h * 0.08} ${x + w * 0.95} ${base - h * 0.08}H${x + w * 0.05}Q${x} ${base - h * 0.08} ${x} ${base - h * 0.28}Z`,
      body,
    ),
    path(
      d`M${x + w * 0.33} ${base - h * 0.66}L${x + w * 0.44} ${base - h * 0.9}H${x + w * 0.62}V${base - h * 0.66}Z`,
      '#cfe2fb',
      { opacity: 0.85 },
    ),
    path(
      d`M${x + w * 0.65} ${base - h * 0.66}V${base - h * 0.9}H${x + w * 0.82}Q${x + w * 0.88} ${base - h * 0.9} ${x + w * 0.9} ${base - h * 0.66}Z`,
      '#cfe2fb',
      { opacity: 0.85 },
    ),
    rect(x + w * 0.02, base - h * 0.4, w * 0.05, h * 0.06, C.amber2, { rx: 3 }),
    rect(x + w * 0.05, base - h * 0.52, w * 0.9, h * 0.03, '#fff', { opacity: 0.25 }),
    ...[0.22, 0.78].flatMap((t) => [
      circle(x + w * t, base - h * 0.1, h * 0.22, '#1b1f25'),
      circle(x + w * t, base - h * 0.1, h * 0.11, '#aab4c1'),
    ]),
  ])
}

export function evCharging(rng: Rng): string {
  const s = new Svg(1200, 630)
  fill(s, s.linear([st(0, C.navy), st(0.7, '#1d4272'), st(1, '#2d5d96')]))
  const city: string[] = []
  for (let x = -20; x < 1200; x += between(rng, 60, 110)) {
    const h = between(rng, 80, 240)
    const w = between(rng, 50, 100)
    city.push(rect(x, 440 - h, w, h, '#17355f'))
    for (let wy = 440 - h + 14; wy < 420; wy += 22) {
      for (let wx = x + 8; wx < x + w - 14; wx += 16)
        if (rng() < 0.3) city.push(rect(wx, wy, 8, 10, C.amber2, { opacity: 0.55 }))
    }
  }
  s.add(g(city))
  s.add(rect(0, 440, 1200, 190, s.linear([st(0, '#243f66'), st(1, '#0f2342')])))
  s.add(
    poly(xy(330, 470, 360, 470, 300, 630, 250, 630), '#e8edf3', { opacity: 0.6 }),
    poly(xy(1000, 470, 1030, 470, 1110, 630, 1060, 630), '#e8edf3', { opacity: 0.6 }),
  )
  s.add(shadow(s, 680, 560, 290, 20, 0.5))
  s.add(car(400, 570, 560, C.blue))
  s.add(shadow(s, 1090, 560, 60, 10, 0.5))
  s.add(
    rect(1040, 220, 100, 340, '#eef2f6', { rx: 16 }),
    rect(1040, 220, 100, 30, C.teal, { rx: 12 }),
    rect(1058, 270, 64, 80, C.navy, { rx: 6 }),
  )
  s.add(
    rect(1066, 280, 48, 40, C.teal, { opacity: 0.6, rx: 3 }),
    rect(1066, 326, 48, 14, C.green, { opacity: 0.8, rx: 3 }),
  )
  s.add(rect(1066, 380, 48, 60, '#cfd6df', { rx: 8 }), rect(1040, 540, 100, 20, '#c5ccd5', { rx: 4 }))
  s.add(cable(xy(1090, 420, 1050, 520, 990, 560, 930, 470), '#1b1f25', 10))
  s.add(rect(920, 455, 26, 26, '#1b1f25', { rx: 6 }))
  glow(s, 640, 220, 170, 170, C.teal, 0.5)
  s.add(
    circle(640, 220, 70, 'none', { stroke: C.teal2, 'stroke-width': 6 }),
    g(path(BOLT, C.teal2), { transform: 'translate(595 175) scale(0.9)' }),
  )
  for (const [i, o] of [0.9, 0.6, 0.3].entries())
    s.add(rect(590 + i * 36, 315, 26, 12, C.teal2, { opacity: o, rx: 4 }))
  return s.toString()
}
