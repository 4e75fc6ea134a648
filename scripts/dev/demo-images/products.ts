/** Product pictures (products/): a centred object on a light neutral background with a soft shadow. */

import { range, type Rng } from './draw/random'
import {
  C,
  circle,
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
  type Vec4,
  xy,
} from './draw/svg'
import { fill } from './draw/backdrop'
import { box3d, hazardSign, segmentDigits } from './draw/geometry'
import { BOLT } from './company'

/** An 800 × 800 product picture's canvas: the light backdrop, the floor and the object's shadow. */
function productCanvas(floorY: number, halfWidth: number): Svg {
  const s = new Svg(800, 800)
  fill(s, s.radial([st(0, '#fbfaf8'), st(0.65, '#efece7'), st(1, '#e2ded7')], [0.5, 0.42, 0.75]))
  s.add(rect(0, floorY - 40, s.w, s.h - floorY + 40, s.linear([st(0, '#000', 0), st(1, '#000', 0.04)])))
  s.add(
    ellipse(s.w / 2, floorY, halfWidth * 1.15, halfWidth * 0.11, '#3d3a36', {
      opacity: 0.22,
      filter: s.blur(22),
    }),
    ellipse(s.w / 2, floorY - 3, halfWidth * 0.9, halfWidth * 0.035, '#2a2723', {
      opacity: 0.35,
      filter: s.blur(6),
    }),
  )
  return s
}

/** Terminal screw head (pozidriv cross). */
function screw(cx: number, cy: number, r: number): string {
  return g([
    circle(cx, cy, r, '#8d949d'),
    circle(cx - r * 0.15, cy - r * 0.15, r * 0.8, '#c3c8ce'),
    line(cx - r * 0.55, cy, cx + r * 0.55, cy, '#5d646d', r * 0.22),
    line(cx, cy - r * 0.55, cx, cy + r * 0.55, '#5d646d', r * 0.22),
  ])
}

/** Front and right side faces of a modular DIN device body. */
function dinBody(s: Svg, x: number, y: number, w: number, h: number, front: string, side: string): string {
  const dx = w * 0.12
  const dy = w * 0.07
  return g([
    poly(xy(x + 8, y, x + 8 + dx, y - dy, x + w + dx, y - dy, x + w, y), '#fbfbfb'),
    poly(
      xy(x + w, y + 6, x + w + dx, y - dy + 6, x + w + dx, y + h - dy - 6, x + w, y + h - 6),
      s.linear([st(0, side), st(1, '#a9aeb5')], [0, 0, 1, 0]),
    ),
    rect(x, y, w, h, s.linear([st(0, '#ffffff'), st(0.15, front), st(1, '#d9dbde')], [0, 0, 1, 0]), {
      rx: 10,
    }),
    rect(x, y, w, h * 0.27, '#000', { opacity: 0.045, rx: 10 }),
    rect(x, y + h * 0.73, w, h * 0.27, '#000', { opacity: 0.045, rx: 10 }),
    rect(x, y + h * 0.27, w, 3, '#000', { opacity: 0.08 }),
    rect(x, y + h * 0.73 - 3, w, 3, '#000', { opacity: 0.1 }),
  ])
}

/**
 * A modular DIN device on the canvas: its body (front and side colours) with a row of terminals for `poles` poles
 * `rows[0]` below its top and `rows[1]` above its bottom; gives its box and the width of one pole.
 */
function dinDevice(
  s: Svg,
  [x, y, w, h]: Vec4,
  [front, side]: [string, string],
  poles: number,
  size: number,
  rows: [number, number],
) {
  s.add(dinBody(s, x, y, w, h, front, side))
  s.add(terminals(x, y + rows[0], w, poles, size), terminals(x, y + h - rows[1], w, poles, size))
  return { x, y, w, h, pw: w / poles }
}

/** Row of terminal openings with screws for `n` poles. */
function terminals(x: number, y: number, w: number, n: number, size: number): string {
  const pw = w / n
  return g(
    range(n).flatMap((i) => {
      const cx = x + pw * (i + 0.5)
      return [
        rect(cx - size * 0.75, y, size * 1.5, size * 1.15, '#2b2f36', { rx: size * 0.18 }),
        screw(cx, y + size * 0.58, size * 0.42),
        circle(cx, y - size * 0.45, size * 0.2, '#000', { opacity: 0.25 }),
      ]
    }),
  )
}

export function prodMcb(): string {
  const s = productCanvas(640, 170)
  const { x, y, w, h, pw } = dinDevice(s, [285, 170, 230, 460], ['#f1f1ef', '#d0d3d7'], 3, 44, [30, 80])
  for (const i of range(3)) {
    const px = x + pw * i
    if (i) s.add(line(px, y + 8, px, y + h - 8, '#000', 1.5, { opacity: 0.12 }))
    s.add(rect(px + 22, y + 150, pw - 44, 96, '#3a3f47', { rx: 8 }))
    s.add(rect(px + 25, y + 153, pw - 50, 46, s.linear([st(0, '#2c4a78'), st(1, '#15294a')]), { rx: 6 }))
    s.add(rect(px + 30, y + 258, pw - 60, 12, C.red, { rx: 3 }))
    s.add(
      rect(px + 18, y + 286, pw - 36, 6, '#9aa1aa', { rx: 3 }),
      rect(px + 18, y + 298, (pw - 36) * 0.6, 6, '#b8bec5', { rx: 3 }),
    )
  }
  s.add(rect(x + 22, y + 168, w - 44, 12, '#15294a', { rx: 4 }))
  s.add(rect(x + 14, y + 318, w - 28, 14, C.blue, { rx: 3, opacity: 0.85 }))
  s.add(rect(x + w / 2 - 22, y + h - 4, 44, 14, '#c9ccd1', { rx: 3 }))
  return s.toString()
}

export function prodRccb(): string {
  const s = productCanvas(640, 200)
  const { x, y, w, h } = dinDevice(s, [245, 170, 310, 460], ['#f1f1ef', '#d0d3d7'], 4, 40, [30, 76])
  s.add(rect(x + 60, y + 146, 120, 104, '#3a3f47', { rx: 10 }))
  s.add(rect(x + 66, y + 150, 108, 50, s.linear([st(0, C.blue2), st(1, C.blue)]), { rx: 8 }))
  s.add(
    rect(x + 210, y + 160, 56, 56, '#d8dbdf', { rx: 10 }),
    rect(x + 218, y + 168, 40, 40, '#f2c94c', { rx: 8 }),
  )
  s.add(rect(x + 88, y + 262, 64, 14, C.green, { rx: 3 }))
  const sym: string[] = [
    rect(x + 196, y + 236, 84, 56, 'none', { stroke: '#7d848d', 'stroke-width': 3, rx: 4 }),
    ellipse(x + 238, y + 264, 22, 12, 'none', { stroke: '#7d848d', 'stroke-width': 3 }),
    line(x + 214, y + 250, x + 262, y + 278, '#7d848d', 3),
  ]
  s.add(g(sym))
  s.add(
    rect(x + 26, y + 300, w - 52, 6, '#9aa1aa', { rx: 3 }),
    rect(x + 26, y + 312, (w - 52) * 0.5, 6, '#b8bec5', { rx: 3 }),
  )
  s.add(rect(x + 20, y + 326, w - 40, 12, C.teal, { rx: 3, opacity: 0.85 }))
  s.add(rect(x + w / 2 - 22, y + h - 4, 44, 14, '#c9ccd1', { rx: 3 }))
  return s.toString()
}

/** Floor-standing cabinet in three-quarter view; returns the group and the door rectangle. */
function cabinet3d(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
): { svg: string; door: Vec4 } {
  const dx = depth * 0.8
  const dy = depth * 0.45
  const front = s.linear([st(0, '#f1f2f4'), st(1, '#d7dbe0')], [0, 0, 1, 0])
  const side = s.linear([st(0, '#bfc5cc'), st(1, '#a9b0b9')], [0, 0, 1, 0])
  return {
    svg: g([
      box3d(x, y, w, h, dx, dy, front, side, '#f3f4f6'),
      rect(x, y + h - 34, w, 34, '#4a5260'),
      poly(
        xy(x + w, y + h - 34, x + w + dx, y + h - 34 - dy, x + w + dx, y + h - dy, x + w, y + h),
        '#3a414c',
      ),
      ...range(6).map((i) =>
        poly(
          xy(
            x + w + dx * 0.25,
            y + h * 0.72 + i * 14 - dy * 0.25,
            x + w + dx * 0.75,
            y + h * 0.72 + i * 14 - dy * 0.75,
            x + w + dx * 0.75,
            y + h * 0.72 + i * 14 + 5 - dy * 0.75,
            x + w + dx * 0.25,
            y + h * 0.72 + i * 14 + 5 - dy * 0.25,
          ),
          '#8f97a1',
        ),
      ),
    ]),
    door: [x + 12, y + 12, w - 24, h - 58],
  }
}

export function prodAts(): string {
  const s = productCanvas(680, 230)
  const [x, y, w, h] = [240, 130, 290, 560]
  const cab = cabinet3d(s, x, y, w, h, 110)
  s.add(cab.svg)
  const [dx, dy, dw, dh] = cab.door
  s.add(rect(dx, dy, dw, dh, 'none', { stroke: '#b3bac3', 'stroke-width': 2.5, rx: 6 }))
  s.add(
    rect(dx + 30, dy + 28, 150, 96, '#1b2330', { rx: 8 }),
    rect(dx + 38, dy + 36, 134, 80, C.navy2, { rx: 4 }),
  )
  s.add(
    circle(dx + 70, dy + 70, 14, 'none', { stroke: C.teal2, 'stroke-width': 3 }),
    circle(dx + 140, dy + 70, 14, 'none', { stroke: C.ice, 'stroke-width': 3, opacity: 0.5 }),
  )
  s.add(
    polyline(
      xy(dx + 70, dy + 84, dx + 70, dy + 100, dx + 105, dy + 100, dx + 140, dy + 100, dx + 140, dy + 84),
      C.teal2,
      3,
    ),
    line(dx + 105, dy + 100, dx + 105, dy + 110, C.teal2, 3),
  )
  for (const [i, c] of [C.green, C.green, C.amber, C.red].entries()) {
    s.add(
      circle(dx + 210 + (i % 2) * 34, dy + 46 + Math.floor(i / 2) * 40, 13, '#6d7684'),
      circle(dx + 210 + (i % 2) * 34, dy + 46 + Math.floor(i / 2) * 40, 9, c),
    )
  }
  const mimic: string[] = [
    line(dx + 70, dy + 170, dx + 70, dy + 240, C.navy2, 5),
    line(dx + 196, dy + 170, dx + 196, dy + 240, C.navy2, 5),
    rect(dx + 58, dy + 200, 24, 24, '#eef0f2', { stroke: C.navy2, 'stroke-width': 4 }),
    rect(dx + 184, dy + 200, 24, 24, '#eef0f2', { stroke: C.navy2, 'stroke-width': 4 }),
    polyline(xy(dx + 70, dy + 240, dx + 70, dy + 262, dx + 196, dy + 262, dx + 196, dy + 240), C.navy2, 5),
    line(dx + 133, dy + 262, dx + 133, dy + 320, C.navy2, 5),
    circle(dx + 70, dy + 164, 9, C.amber),
    circle(dx + 196, dy + 164, 9, C.teal),
  ]
  s.add(g(mimic))
  for (const i of range(2))
    s.add(
      circle(dx + 90 + i * 86, dy + 380, 24, '#2b3038'),
      rect(dx + 84 + i * 86, dy + 358, 12, 44, '#e9ecef', {
        rx: 5,
        transform: `rotate(${i ? 35 : -35} ${dx + 90 + i * 86} ${dy + 380})`,
      }),
    )
  s.add(rect(dx + dw - 26, dy + dh / 2 - 40, 14, 80, '#3a414c', { rx: 6 }))
  for (const i of range(5)) s.add(rect(dx + 60, dy + dh - 70 + i * 11, dw - 120, 5, '#aab1ba', { rx: 2 }))
  s.add(hazardSign(dx + 230, dy + 330, 40))
  return s.toString()
}

export function prodMvSwitchgear(): string {
  const s = productCanvas(690, 270)
  const [x, y, w, h] = [170, 120, 400, 580]
  const cab = cabinet3d(s, x, y, w, h, 120)
  s.add(cab.svg)
  s.add(rect(x, y, w, 30, C.navy2), line(x + w / 2, y, x + w / 2, y + h - 34, '#aeb5be', 3))
  for (const i of range(2)) {
    const px = x + i * (w / 2)
    const pw = w / 2
    s.add(rect(px + 14, y + 44, pw - 28, 130, 'none', { stroke: '#b3bac3', 'stroke-width': 2, rx: 4 }))
    s.add(
      rect(px + 30, y + 60, 84, 60, '#1b2330', { rx: 5 }),
      rect(px + 36, y + 66, 72, 32, C.teal, { opacity: 0.6, rx: 3 }),
    )
    for (const k of range(3)) s.add(rect(px + 36 + k * 26, y + 104, 18, 8, '#4a5260', { rx: 2 }))
    for (const k of range(4))
      s.add(circle(px + 136, y + 66 + k * 16, 5, k === 0 ? C.green : k === 3 ? C.red : C.amber))
    s.add(rect(px + 14, y + 186, pw - 28, 240, 'none', { stroke: '#b3bac3', 'stroke-width': 2, rx: 4 }))
    s.add(
      rect(px + 40, y + 200, pw - 80, 74, '#2a323e', { rx: 6 }),
      rect(px + 46, y + 206, pw - 92, 62, s.linear([st(0, '#50627a'), st(1, '#232c38')]), { rx: 4 }),
    )
    s.add(
      line(px + pw / 2, y + 290, px + pw / 2, y + 410, C.navy2, 5),
      rect(px + pw / 2 - 13, y + 320, 26, 26, '#eef0f2', { stroke: C.navy2, 'stroke-width': 4 }),
    )
    s.add(
      line(px + pw / 2, y + 366, px + pw / 2 + 26, y + 384, C.navy2, 4),
      line(px + pw / 2 + 20, y + 396, px + pw / 2 + 34, y + 396, C.teal, 4),
    )
    s.add(circle(px + 40, y + 388, 10, '#4a5260'), circle(px + pw - 40, y + 388, 10, '#4a5260'))
    s.add(rect(px + 14, y + 438, pw - 28, 100, 'none', { stroke: '#b3bac3', 'stroke-width': 2, rx: 4 }))
    for (const k of range(4)) s.add(rect(px + 44, y + 462 + k * 12, pw - 88, 5, '#aab1ba', { rx: 2 }))
  }
  return s.toString()
}

export function prodBusbar(): string {
  const s = productCanvas(548, 310)
  const copper = s.linear([st(0, '#f6c08f'), st(0.3, '#e0965c'), st(1, '#a65a2d')])
  const steel = s.linear([st(0, '#c3c9d1'), st(1, '#8e97a3')])
  const [len, bh, front] = [470, 84, 470]
  const step: Pt = [48, -30]
  const depth: Pt = [step[0] * 3 + 44, -(step[1] * 3) + 27]
  const x0 = 400 - (len + depth[0]) / 2
  const supports = [x0 + 70, x0 + len - 126]
  s.add(box3d(x0 - 16, front + 44, len + 32, 22, depth[0], depth[1], steel, '#7c8591', '#dde1e6'))
  for (const sx of supports)
    s.add(box3d(sx, front, 56, 44, depth[0], depth[1], '#b5483c', '#8e352c', '#cf6a5c'))
  for (let i = 3; i >= 0; i--) {
    const bx = x0 + step[0] * i
    const by = front - bh + step[1] * i
    s.add(
      poly(xy(bx, by, bx + 12, by - 8, bx + len + 12, by - 8, bx + len, by), '#fbd3a8'),
      poly(xy(bx + len, by, bx + len + 12, by - 8, bx + len + 12, by + bh - 8, bx + len, by + bh), '#9c552b'),
      rect(bx, by, len, bh, copper),
      rect(bx, by + 6, len, 4, '#fff', { opacity: 0.35 }),
    )
    for (let hx = bx + 34; hx < bx + len - 20; hx += 58) {
      if (supports.some((sx) => Math.abs(hx - (sx + 28 + step[0] * i)) < 30)) continue
      s.add(ellipse(hx, by + bh / 2, 8, 10, '#7a3f1e'), ellipse(hx + 1, by + bh / 2 + 2, 5, 6, '#5e2f15'))
    }
    for (const sx of supports) {
      const cx = sx + 28 + step[0] * i
      s.add(
        circle(cx, by + bh / 2, 15, '#7d8590'),
        circle(cx - 2, by + bh / 2 - 2, 12, '#c3c9d1'),
        circle(cx, by + bh / 2, 5, '#8d949d'),
      )
    }
  }
  return s.toString()
}

export function prodSpd(): string {
  const s = productCanvas(640, 200)
  const { x, y, w, h, pw } = dinDevice(s, [250, 170, 300, 460], ['#ececea', '#cdd0d4'], 4, 38, [30, 74])
  for (const i of range(4)) {
    const px = x + i * pw
    const last = i === 3
    s.add(rect(px + 6, y + 128, pw - 12, 206, '#000', { opacity: 0.12, rx: 8 }))
    s.add(
      rect(
        px + 4,
        y + 124,
        pw - 12,
        206,
        s.linear([st(0, last ? '#5f6f85' : '#fbfbfb'), st(1, last ? '#4a5a70' : '#e6e8eb')]),
        { rx: 8 },
      ),
    )
    s.add(rect(px + 4, y + 124, pw - 12, 28, last ? '#3f4d61' : C.navy2, { rx: 8 }))
    s.add(
      rect(px + 18, y + 176, pw - 40, 26, '#2a2f36', { rx: 4 }),
      rect(px + 22, y + 180, pw - 48, 18, C.green, { rx: 3 }),
    )
    s.add(
      g(path(BOLT, last ? '#e8edf3' : C.amber), {
        transform: `translate(${fmt(px + pw / 2 - 20)} ${y + 222}) scale(0.34)`,
      }),
    )
    s.add(rect(px + 16, y + 296, pw - 36, 6, last ? '#8d9bb0' : '#c5cad1', { rx: 3 }))
  }
  s.add(
    rect(x + w - 80, y + h - 4, 56, 20, '#f0a032', { rx: 4 }),
    rect(x + w - 72, y + h + 2, 10, 8, '#2a2f36'),
    rect(x + w - 57, y + h + 2, 10, 8, '#2a2f36'),
    rect(x + w - 42, y + h + 2, 10, 8, '#2a2f36'),
  )
  return s.toString()
}

export function prodEnclosure(): string {
  const s = productCanvas(650, 220)
  const [x, y, w, h] = [225, 190, 330, 430]
  const dx = 70
  const dy = 40
  s.add(
    box3d(
      x,
      y,
      w,
      h,
      dx,
      dy,
      s.linear([st(0, '#f3f4f5'), st(1, '#d8dbdf')], [0, 0, 1, 1]),
      s.linear([st(0, '#c4c9cf'), st(1, '#aab0b8')], [0, 0, 1, 0]),
      '#f6f7f8',
    ),
  )
  s.add(rect(x + 14, y + 14, w - 28, h - 28, 'none', { stroke: '#c0c5cc', 'stroke-width': 3, rx: 10 }))
  s.add(
    rect(x + 20, y + 20, w - 40, h - 40, s.linear([st(0, '#fff', 0.4), st(1, '#fff', 0)], [0, 0, 1, 1]), {
      rx: 8,
    }),
  )
  for (const hy of [y + 60, y + h - 110]) s.add(rect(x - 6, hy, 12, 50, '#b2b8c0', { rx: 4 }))
  for (const ly of [y + 110, y + h - 110]) {
    s.add(
      circle(x + w - 44, ly, 18, '#4a5260'),
      circle(x + w - 44, ly, 12, '#2f353e'),
      rect(x + w - 46, ly - 10, 4, 20, '#9aa3ad'),
    )
  }
  s.add(hazardSign(x + w / 2, y + 130, 86))
  for (const [gx, gy] of [
    [x + w + 24, y + h - 30],
    [x + w + 48, y + h - 44],
  ] as const) {
    s.add(ellipse(gx, gy, 12, 16, '#3a414c'), ellipse(gx, gy, 7, 10, '#1f242b'))
  }
  s.add(
    rect(x + 40, y + h - 70, 130, 34, '#fff', { rx: 4, stroke: '#c0c5cc' }),
    rect(x + 52, y + h - 60, 80, 6, '#b8c0ca', { rx: 3 }),
    rect(x + 52, y + h - 48, 56, 5, '#d1d7de', { rx: 2 }),
  )
  return s.toString()
}

export function prodSmartMeter(rng: Rng): string {
  const s = productCanvas(660, 190)
  const [x, y, w, h] = [250, 140, 300, 500]
  s.add(
    poly(
      xy(x + w - 10, y + 20, x + w + 24, y + 4, x + w + 24, y + h - 30, x + w - 10, y + h - 10),
      '#c9cdd2',
    ),
  )
  s.add(rect(x, y, w, h, s.linear([st(0, '#ffffff'), st(1, '#e3e6e9')], [0, 0, 1, 1]), { rx: 28 }))
  s.add(
    rect(x + 28, y + 40, w - 56, 112, '#2a2f36', { rx: 10 }),
    rect(x + 38, y + 50, w - 76, 92, '#c6dcd4', { rx: 4 }),
  )
  s.add(segmentDigits(x + 56, y + 66, 44, '04821.7', '#23312e'))
  for (const i of range(5))
    s.add(rect(x + 56 + i * 14, y + 122, 10, 10, '#23312e', { opacity: i < 3 ? 0.9 : 0.2, rx: 2 }))
  s.add(rect(x + 170, y + 122, 52, 10, '#23312e', { opacity: 0.6, rx: 2 }))
  s.add(circle(x + 60, y + 190, 8, C.red), circle(x + 100, y + 190, 8, '#f0b04a', { opacity: 0.6 }))
  s.add(
    rect(x + 46, y + 208, 30, 5, '#b8c0ca', { rx: 2 }),
    rect(x + 86, y + 208, 30, 5, '#b8c0ca', { rx: 2 }),
  )
  s.add(
    circle(x + 220, y + 196, 26, '#d5d9de'),
    circle(x + 220, y + 196, 16, '#2a2f36'),
    circle(x + 220, y + 196, 6, '#59616d'),
  )
  s.add(ellipse(x + 70, y + 250, 24, 13, C.navy2), ellipse(x + 130, y + 250, 24, 13, C.navy2))
  const qr: string[] = [rect(x + 190, y + 240, 68, 68, '#fff', { stroke: '#c0c5cc' })]
  for (const i of range(8))
    for (const j of range(8))
      if (rng() < 0.45 || (i < 2 && j < 2) || (i > 5 && j < 2) || (i < 2 && j > 5))
        qr.push(rect(x + 194 + i * 7.5, y + 244 + j * 7.5, 7.5, 7.5, '#2a2f36'))
  s.add(g(qr))
  for (const i of range(3)) s.add(rect(x + 40, y + 290 + i * 14, 120 - i * 30, 6, '#c5ccd5', { rx: 3 }))
  s.add(
    rect(x, y + 350, w, h - 350, '#d3d7dc', { rx: 28 }),
    rect(x, y + 350, w, 30, '#d3d7dc'),
    rect(x, y + 350, w, 4, '#b3b9c1'),
  )
  s.add(circle(x + w / 2, y + 392, 10, '#9aa3ad'), rect(x + w / 2 - 6, y + 390, 12, 4, '#6d7684'))
  for (const i of range(6)) s.add(rect(x + 36 + i * 40, y + h - 40, 28, 40, '#b9bfc7', { rx: 6 }))
  return s.toString()
}

export function prodContactor(): string {
  const s = productCanvas(640, 190)
  const { x, y, w, h } = dinDevice(s, [265, 180, 270, 450], ['#e3e5e8', '#bfc4ca'], 3, 46, [28, 84])
  s.add(screw(x + 28, y + 118, 14), screw(x + w - 28, y + h - 110, 14))
  s.add(rect(x + 30, y + 140, w - 60, 170, s.linear([st(0, '#525c69'), st(1, '#3a424d')]), { rx: 12 }))
  s.add(rect(x + 30, y + 140, w - 60, 10, '#fff', { opacity: 0.12, rx: 5 }))
  s.add(
    rect(x + w / 2 - 40, y + 176, 80, 74, '#2a3038', { rx: 8 }),
    rect(x + w / 2 - 26, y + 186, 52, 46, '#e9ecef', { rx: 4 }),
  )
  s.add(rect(x + w / 2 - 26, y + 214, 52, 18, C.teal, { rx: 2, opacity: 0.85 }))
  s.add(
    rect(x + 54, y + 270, w - 108, 8, '#8d97a4', { rx: 4 }),
    rect(x + 54, y + 284, (w - 108) * 0.6, 8, '#8d97a4', { rx: 4 }),
  )
  s.add(rect(x + 40, y + 320, w - 80, 12, C.blue, { rx: 3, opacity: 0.85 }))
  return s.toString()
}
