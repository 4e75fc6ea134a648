/** Service pictures: building electrical (services/building-electrical-N.webp). */

import { between, range, type Rng } from '../draw/random'
import { C, circle, ellipse, g, line, poly, quad, type Quad, rect, st, Svg, type Vec4, xy } from '../draw/svg'
import { fill, glow } from '../draw/backdrop'
import { quadPt, roomPlanes, subQuad } from '../draw/geometry'
import { pendant } from '../draw/equipment'

export function svcBuildingNight(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, C.night), st(0.55, '#163a6b'), st(1, '#2e62a3')]))
  s.add(
    g(
      range(40).map(() =>
        circle(between(rng, 0, 1200), between(rng, 0, 300), between(rng, 0.6, 1.4), '#fff', { opacity: 0.5 }),
      ),
    ),
  )
  const skyline: string[] = []
  for (let x = -20; x < 1200; x += between(rng, 70, 130)) {
    const h = between(rng, 140, 330)
    skyline.push(rect(x, 720 - h, between(rng, 60, 120), h, '#14305a'))
  }
  s.add(g(skyline))
  const tower = (
    x: number,
    y: number,
    w: number,
    h: number,
    cols: number,
    rows: number,
    face: string,
    lit: number,
  ) => {
    const out = [rect(x, y, w, h, face)]
    const cw = w / cols
    const rh = h / rows
    for (const r of range(rows)) {
      for (const c of range(cols)) {
        const v = rng()
        const col = v < lit * 0.7 ? C.amber2 : v < lit ? C.ice : '#0f2444'
        out.push(
          rect(x + c * cw + cw * 0.12, y + r * rh + rh * 0.18, cw * 0.76, rh * 0.64, col, {
            opacity: v < lit ? 0.9 : 1,
          }),
        )
      }
      out.push(rect(x, y + r * rh, w, 2, '#0b1c36'))
    }
    return g(out)
  }
  s.add(tower(150, 300, 260, 420, 6, 12, '#1a3359', 0.3))
  s.add(tower(470, 120, 380, 600, 9, 18, '#1d3a63', 0.45))
  s.add(poly(xy(850, 120, 930, 150, 930, 720, 850, 720), '#12284b'))
  s.add(rect(470, 100, 380, 20, '#24466f'), rect(640, 40, 6, 60, '#24466f'), circle(643, 40, 5, C.red))
  s.add(tower(930, 380, 220, 340, 5, 10, '#1a3359', 0.35))
  s.add(rect(0, 720, 1200, 80, '#081629'), rect(0, 730, 1200, 4, C.amber, { opacity: 0.4 }))
  for (const x of [90, 420, 760, 1090]) {
    s.add(line(x, 730, x, 600, '#0b1c36', 6), line(x, 600, x + 30, 600, '#0b1c36', 5))
    glow(s, x + 30, 606, 90, 90, C.amber2, 0.55)
    s.add(ellipse(x + 30, 606, 14, 5, '#fff2cf'))
  }
  return s.toString()
}

export function svcInterior(): string {
  const s = new Svg(1200, 800)
  const back: Vec4 = [360, 180, 480, 320]
  roomPlanes(s, back, {
    back: '#ebe6de',
    floor: '#d2c8b8',
    ceil: '#f3f0eb',
    left: '#ded7cb',
    right: '#e5dfd5',
  })
  const boards: string[] = []
  for (const i of range(13)) {
    const u = i / 12
    boards.push(line(360 + u * 480, 500, -400 + u * 2000, 800, '#bdb19e', 2))
  }
  s.add(g(boards, { opacity: 0.7 }))
  s.add(rect(430, 230, 340, 170, s.linear([st(0, '#8fbcf0'), st(1, '#e1eefb')])))
  s.add(
    line(600, 230, 600, 400, '#c9c1b5', 8),
    rect(430, 230, 340, 170, 'none', { stroke: '#c9c1b5', 'stroke-width': 8 }),
  )
  const ceiling: Quad = quad(0, 0, 1200, 0, 840, 180, 360, 180)
  for (const u of [0.22, 0.78]) {
    for (const [v0, v1] of [
      [0.06, 0.26],
      [0.42, 0.56],
      [0.68, 0.77],
    ] as const) {
      const q = subQuad(ceiling, u - 0.04, v0, u + 0.04, v1)
      s.add(
        poly(q, '#c9c2b7'),
        poly(subQuad(ceiling, u - 0.033, v0 + 0.015, u + 0.033, v1 - 0.015), '#fffdf7'),
      )
    }
  }
  const right: Quad = quad(1200, 0, 840, 180, 840, 500, 1200, 800)
  const tray = subQuad(right, 0, 0.1, 1, 0.16)
  s.add(poly(subQuad(right, 0, 0.04, 1, 0.1), '#6d7a8a'), poly(tray, '#a3adb9'))
  for (const i of range(12)) s.add(poly(subQuad(right, i / 12, 0.1, i / 12 + 0.01, 0.16), '#8a95a3'))
  s.add(poly(subQuad(right, 0, 0.16, 1, 0.172), '#7f8a98'))
  const left: Quad = quad(0, 0, 360, 180, 360, 500, 0, 800)
  s.add(poly(subQuad(left, 0.3, 0.34, 0.52, 0.66), '#000', { opacity: 0.08 }))
  s.add(
    poly(subQuad(left, 0.32, 0.36, 0.5, 0.62), '#d9dde2'),
    poly(subQuad(left, 0.34, 0.4, 0.48, 0.58), '#c6ccd3'),
  )
  s.add(poly(subQuad(left, 0.4, 0.05, 0.415, 0.36), '#b8bec6'))
  const [hx, hy] = quadPt(left, 0.45, 0.5)
  s.add(rect(hx - 3, hy - 14, 6, 28, '#8a939e', { rx: 3 }))
  s.add(
    poly(subQuad(left, 0.62, 0.7, 0.67, 0.74), '#fff'),
    poly(subQuad(left, 0.62, 0.55, 0.66, 0.6), '#fff'),
  )
  for (const x of [480, 720])
    s.add(
      rect(x, 440, 26, 26, '#fff', { rx: 4, stroke: '#c9c1b5' }),
      rect(x + 9, 447, 3, 12, '#9aa3ad'),
      rect(x + 15, 447, 3, 12, '#9aa3ad'),
    )
  s.add(rect(800, 330, 22, 34, '#fff', { rx: 4, stroke: '#c9c1b5' }))
  glow(s, 600, 700, 420, 90, '#fff6de', 0.5)
  for (const [x, y] of [
    [470, 330],
    [600, 360],
    [730, 330],
  ] as const)
    s.add(pendant(s, x, 118, y, 44, C.navy2, '#ffe7b0'))
  return s.toString()
}
