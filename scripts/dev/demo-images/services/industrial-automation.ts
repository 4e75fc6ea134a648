/** Service pictures: industrial automation (services/industrial-automation-N.webp). */

import { range, type Rng } from '../draw/random'
import { C, circle, g, line, poly, quad, rect, st, Svg, xy } from '../draw/svg'
import { fill, glow, grid, perspectiveFloor, traces, vignette } from '../draw/backdrop'
import { shadow, subQuad } from '../draw/geometry'
import { conveyor, dinRow, gear, plcModule, robotArm, screen, wireDuct } from '../draw/equipment'

export function svcRobots(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#0f2a4d'), st(1, C.night)]))
  grid(s, 36, C.teal, 0.1, [0.5, 0.35, 0.6, 0.5])
  s.add(
    gear(1000, 170, 150, 18, C.teal, { opacity: 0.12 }),
    gear(1160, 330, 90, 12, C.teal, { opacity: 0.1 }),
  )
  s.add(traces(rng, [0, 40, 600, 300], 10, 24, C.teal, 0.3))
  s.add(rect(0, 600, 1200, 200, s.linear([st(0, '#15335a'), st(1, '#081a31')])))
  perspectiveFloor(s, 600, 600, 600, C.teal2, 0.08)
  glow(s, 330, 520, 330, 220, C.teal, 0.2)
  glow(s, 860, 520, 300, 200, C.blue2, 0.18)
  s.add(conveyor(rng, -20, 560, 1240, 34, '#274a78', '#0a1424', ['#d8b27c', '#c99a5e', '#e4c999']))
  s.add(shadow(s, 330, 765, 110, 14, 0.5), shadow(s, 880, 752, 100, 14, 0.5))
  s.add(robotArm(s, 330, 760, 88, 72, -38, '#e9eef4', '#15606a'))
  s.add(robotArm(s, 880, 748, 80, 108, 212, '#e9eef4', '#15606a'))
  vignette(s, 0.4)
  return s.toString()
}

export function svcControlRoom(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#071529'), st(1, '#0d2341')]))
  glow(s, 600, 280, 640, 300, C.blue2, 0.2)
  const kinds = ['trend', 'process', 'bars', 'bars', 'trend', 'process'] as const
  kinds.forEach((k, i) => {
    const col = i % 3
    const row = Math.floor(i / 3)
    s.add(screen(rng, 150 + col * 305, 70 + row * 180, 295, 170, i % 2 ? C.teal : C.blue2, k))
  })
  s.add(rect(140, 430, 920, 16, '#0a1628'))
  s.add(poly(xy(40, 610, 1160, 610, 1200, 700, 0, 700), '#1c3a63'), rect(0, 700, 1200, 100, '#0b1d36'))
  s.add(rect(0, 700, 1200, 6, C.blue2, { opacity: 0.35 }))
  for (const [i, x] of [200, 480, 760].entries()) {
    s.add(rect(x + 105, 585, 30, 30, '#0a1628'), rect(x + 70, 608, 100, 8, '#0a1628', { rx: 3 }))
    s.add(screen(rng, x, 455, 240, 140, i === 1 ? C.amber : C.teal, i === 1 ? 'process' : 'trend'))
    s.add(poly(xy(x + 40, 640, x + 200, 640, x + 210, 668, x + 30, 668), '#2b4c78'))
  }
  const chair = (cx: number): string =>
    g([
      rect(cx - 85, 680, 170, 200, '#050f20', {
        rx: 50,
        stroke: C.blue2,
        'stroke-opacity': 0.35,
        'stroke-width': 2,
      }),
      rect(cx - 55, 648, 110, 48, '#050f20', {
        rx: 22,
        stroke: C.blue2,
        'stroke-opacity': 0.35,
        'stroke-width': 2,
      }),
    ])
  s.add(chair(360), chair(840))
  vignette(s, 0.45)
  return s.toString()
}

export function svcPlcCabinet(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#f2efea'), st(1, '#e3ddd4')]))
  grid(s, 40, C.grey4, 0.08, [0.85, 0.4, 0.4, 0.6])
  s.add(rect(0, 730, 1200, 70, '#d4ccc0'))
  s.add(shadow(s, 690, 735, 420, 20, 0.35))
  s.add(poly(xy(340, 40, 130, 100, 130, 700, 340, 730), '#cfd4da'))
  s.add(poly(xy(320, 80, 160, 125, 160, 670, 320, 700), '#c1c7ce'))
  s.add(poly(subQuad(quad(320, 80, 160, 125, 160, 670, 320, 700), 0.2, 0.1, 0.8, 0.4), '#e9e6df'))
  s.add(rect(340, 40, 700, 690, '#c5cbd2', { rx: 6 }), rect(364, 64, 652, 642, '#f3f1ed'))
  s.add(
    wireDuct(380, 80, 620, 34),
    wireDuct(380, 262, 620, 34),
    wireDuct(380, 440, 620, 34),
    wireDuct(380, 640, 620, 34),
  )
  s.add(rect(380, 80, 30, 594, '#c3c8cf'), rect(970, 80, 30, 594, '#c3c8cf'))
  const rail = (y: number): string => rect(420, y, 540, 16, '#aeb5be')
  s.add(rail(180))
  s.add(plcModule(430, 130, 90, 118, C.navy, [C.green, C.green, C.amber, C.green]))
  const leds = [C.green, C.teal, C.teal, C.amber, C.teal]
  for (const i of range(6))
    s.add(plcModule(524 + i * 46, 130, 42, 118, '#3d4857', leds.slice(0, 2 + (i % 4))))
  s.add(rect(810, 130, 140, 118, '#e2e5e9', { rx: 4 }))
  for (const i of range(6)) s.add(rect(826, 146 + i * 12, 108, 5, '#9aa3ad'))
  s.add(circle(930, 226, 5, C.green))
  s.add(rail(352))
  const tb = ['#9aa3ad', '#9aa3ad', '#9aa3ad', C.blue2, '#9aa3ad', '#9aa3ad', C.blue2, '#d9c23a']
  for (const i of range(30)) s.add(rect(430 + i * 11, 312, 9, 96, tb[i % tb.length] ?? '#9aa3ad', { rx: 2 }))
  for (const i of range(5)) {
    s.add(rect(780 + i * 34, 318, 30, 86, '#4a6a8f', { rx: 3 }), circle(795 + i * 34, 334, 4, C.amber))
  }
  s.add(rail(540))
  const row = dinRow(rng, 430, 494, 290, 110, C.navy)
  s.add(row.svg)
  for (const i of range(3)) {
    const cx = 760 + i * 64
    s.add(rect(cx, 492, 56, 112, '#5b6675', { rx: 4 }), rect(cx + 10, 530, 36, 26, '#3a4350', { rx: 3 }))
    s.add(rect(cx + 20, 536, 16, 14, C.teal, { opacity: 0.8 }))
  }
  const wireColors = [C.blue, '#2a2f36', '#7b4a2c', '#9aa3ad', '#d9c23a']
  for (let x = 440; x < 960; x += 14) {
    const c = wireColors[Math.floor(rng() * wireColors.length)] ?? C.blue
    s.add(
      line(x, 114, x, 130, c, 3),
      line(x, 248, x, 262, c, 3),
      line(x, 296, x, 312, c, 3),
      line(x, 408, x, 440, c, 3),
    )
  }
  return s.toString()
}
