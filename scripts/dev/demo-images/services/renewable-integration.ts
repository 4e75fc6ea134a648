/** Service pictures: renewable integration (services/renewable-integration-N.webp). */

import { range, type Rng } from '../draw/random'
import { C, circle, g, line, path, type Pt, rect, st, Svg, xy } from '../draw/svg'
import { type Cam, cloud, fill, glow, grid, ridge, solarField, vignette } from '../draw/backdrop'
import { box3d, cable, shadow } from '../draw/geometry'
import { pylonLine, turbine } from '../draw/power-grid'

export function svcSolarDay(rng: Rng): string {
  const s = new Svg(1200, 800)
  const horizon = 440
  fill(s, s.linear([st(0, '#3b8cff'), st(0.45, '#9dc6f5'), st(0.58, '#e6f0fb')]))
  glow(s, 1000, 120, 300, 260, '#ffffff', 0.9)
  s.add(circle(1000, 120, 40, '#fffdf5'))
  s.add(cloud(300, 130, 70, '#fff', 0.8), cloud(640, 220, 45, '#fff', 0.65))
  s.add(path(ridge(rng, 1200, 800, horizon, 16, 3), '#9cb6d4'))
  s.add(path(ridge(rng, 1200, 800, horizon + 18, 10, 2), '#b9c7bd'))
  s.add(rect(0, horizon + 24, 1200, 400, s.linear([st(0, '#ddd6c9'), st(1, '#c9c0b0')])))
  s.add(box3d(1010, horizon - 8, 90, 48, -22, 12, '#eef2f6', '#cbd4de', '#ffffff'))
  s.add(rect(1010, horizon + 30, 90, 6, C.teal))
  const cam: Cam = { cx: 380, horizon, f: 900, height: 4.4 }
  s.add(
    solarField(cam, {
      rows: 10,
      z0: 3.6,
      gap: 4.2,
      x0: -30,
      x1: 30,
      face: s.linear([st(0, '#6fa3e3'), st(0.4, '#2460ad'), st(1, '#0f2f5c')]),
      frame: '#dfe7f1',
      ground: '#b3a894',
    }),
  )
  return s.toString()
}

export function svcWindDusk(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, C.navy), st(0.45, '#294b7c'), st(0.66, '#c98b52'), st(0.74, '#f5b35a')]))
  glow(s, 280, 590, 520, 260, C.amber, 0.6)
  s.add(circle(280, 592, 40, '#fff0cc'))
  s.add(path(ridge(rng, 1200, 800, 590, 16, 3), '#45597e'))
  for (const [x, h, a] of [
    [520, 90, 15],
    [600, 80, 60],
    [690, 96, 100],
    [1090, 100, 40],
  ] as const) {
    s.add(turbine(x, 594, h, a, '#33476b'))
  }
  s.add(path(ridge(rng, 1200, 800, 640, 26, 3), '#1f365a'))
  s.add(
    pylonLine(
      [
        [-200, 680, 200],
        [180, 655, 120],
        [420, 640, 80],
        [590, 632, 56],
      ],
      '#15294a',
      '#15294a',
    ),
  )
  s.add(path(ridge(rng, 1200, 800, 720, 30, 2), '#0d1f3a'))
  s.add(
    turbine(800, 735, 540, 8, '#0a1930'),
    turbine(1060, 730, 420, 70, '#0a1930'),
    turbine(1180, 720, 300, 35, '#0a1930'),
  )
  vignette(s, 0.3)
  return s.toString()
}

/** Battery-storage container with doors, vents and a status stripe. */
function container(x: number, y: number, w: number, h: number, accent: string): string {
  const out = [box3d(x, y, w, h, 40, 26, '#f4f6f8', '#d3dae2', '#ffffff')]
  for (const i of range(4)) {
    const dx = x + (w / 4) * i
    out.push(line(dx, y, dx, y + h, '#c5ccd5', 2))
    for (const k of range(5)) out.push(rect(dx + w * 0.05, y + h * 0.18 + k * 9, w * 0.15, 4, '#b8c1cb'))
    out.push(circle(dx + w * 0.2, y + h * 0.7, 4, C.green))
  }
  out.push(rect(x, y + h - 14, w, 8, accent))
  return g(out)
}

export function svcStorage(rng: Rng): string {
  const s = new Svg(1200, 800)
  const horizon = 455
  fill(s, s.linear([st(0, '#b7ded8'), st(0.5, '#e4f2ef'), st(0.58, '#f4f1eb')]))
  grid(s, 40, C.teal, 0.1, [0.5, 0.2, 0.7, 0.35])
  s.add(cloud(240, 150, 60, '#fff', 0.85), cloud(930, 110, 44, '#fff', 0.7))
  for (const [x, h, a] of [
    [690, 150, 20],
    [790, 120, 80],
    [870, 105, 50],
  ] as const)
    s.add(turbine(x, horizon + 2, h, a, '#8fb0ab'))
  s.add(path(ridge(rng, 1200, 800, horizon, 9, 2), '#bfd6d0'))
  s.add(rect(0, horizon + 6, 1200, 400, s.linear([st(0, '#e7e1d6'), st(1, '#d5cdbf')])))
  const cam: Cam = { cx: 420, horizon, f: 560, height: 3.4 }
  s.add(
    solarField(cam, {
      rows: 12,
      z0: 12.5,
      gap: 3,
      x0: -40,
      x1: 40,
      face: s.linear([st(0, '#6f9fd8'), st(0.5, '#2a5c9c'), st(1, '#17406f')]),
      frame: '#e9eef4',
      ground: '#c9c0b0',
    }),
  )
  s.add(
    pylonLine(
      [
        [1140, 560, 200],
        [1500, 620, 320],
      ],
      '#5b6f8a',
      '#5b6f8a',
    ),
  )
  s.add(rect(0, 604, 1200, 196, s.linear([st(0, '#cec6b7'), st(1, '#c2b9a8')])))
  for (const x of [70, 400, 730]) {
    s.add(shadow(s, x + 170, 772, 190, 18, 0.3))
    s.add(container(x, 596, 300, 170, C.teal))
  }
  const flow: Pt[] = xy(40, 560, 220, 566, 370, 570, 700, 570, 1030, 570, 1120, 500)
  s.add(cable(flow, '#fff', 12, { opacity: 0.7 }), cable(flow, C.teal, 5, { 'stroke-dasharray': '2 14' }))
  for (const [x, y] of [
    [220, 566],
    [550, 570],
    [880, 570],
  ] as const)
    s.add(circle(x, y, 16, C.teal, { opacity: 0.25 }), circle(x, y, 9, C.teal))
  return s.toString()
}
