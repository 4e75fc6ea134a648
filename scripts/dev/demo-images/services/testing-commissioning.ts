/** Service pictures: testing and commissioning (services/testing-commissioning-N.webp). */

import { between, range, type Rng } from '../draw/random'
import { C, circle, d, ellipse, fmt, g, line, path, polyline, type Pt, rect, st, Svg, xy } from '../draw/svg'
import { fill, glow, grid, traces } from '../draw/backdrop'
import { segmentDigits, shinyCable } from '../draw/geometry'
import { dinBoard, dinRow, wireDuct } from '../draw/equipment'

/** Handheld digital multimeter; `k` is half its height. */
function multimeter(cx: number, cy: number, k: number, holster: string): string {
  const out = [
    rect(cx - k * 0.58, cy - k, k * 1.16, k * 2, holster, { rx: k * 0.16 }),
    rect(cx - k * 0.47, cy - k * 0.9, k * 0.94, k * 1.8, '#2a2f37', { rx: k * 0.1 }),
    rect(cx - k * 0.38, cy - k * 0.8, k * 0.76, k * 0.46, '#cfe3da', { rx: k * 0.04 }),
    segmentDigits(cx - k * 0.3, cy - k * 0.72, k * 0.2, '230.4', '#1c2a2f'),
    ...range(14).map((i) =>
      rect(cx - k * 0.3 + i * k * 0.043, cy - k * 0.44, k * 0.03, k * 0.04, '#1c2a2f', {
        opacity: i < 9 ? 0.9 : 0.15,
      }),
    ),
    ...range(4).map((i) =>
      rect(cx - k * 0.36 + i * k * 0.19, cy - k * 0.26, k * 0.15, k * 0.07, i === 0 ? holster : '#454c57', {
        rx: k * 0.03,
      }),
    ),
    circle(cx, cy + k * 0.2, k * 0.36, '#3a414b'),
    ...range(12).map((i) => {
      const a = (i / 12) * Math.PI * 2
      return line(
        cx + Math.cos(a) * k * 0.28,
        cy + k * 0.2 + Math.sin(a) * k * 0.28,
        cx + Math.cos(a) * k * 0.33,
        cy + k * 0.2 + Math.sin(a) * k * 0.33,
        '#b9c0c9',
        k * 0.015,
      )
    }),
    circle(cx, cy + k * 0.2, k * 0.24, '#1b1f25'),
    rect(cx - k * 0.04, cy - k * 0.02, k * 0.08, k * 0.26, holster, {
      rx: k * 0.03,
      transform: `rotate(-35 ${fmt(cx)} ${fmt(cy + k * 0.2)})`,
    }),
  ]
  for (const [i, c] of ['#1b1f25', '#1b1f25', '#1b1f25', C.red].entries()) {
    const jx = cx - k * 0.3 + i * k * 0.2
    out.push(circle(jx, cy + k * 0.72, k * 0.07, '#5a626d'), circle(jx, cy + k * 0.72, k * 0.045, c))
  }
  return g(out)
}

/** Test probe: handle with finger guard and metal tip, pointing along `angle` degrees. */
function probe(x: number, y: number, len: number, angle: number, color: string): string {
  return g(
    [
      rect(0, -len * 0.045, len * 0.62, len * 0.09, color, { rx: len * 0.04 }),
      rect(len * 0.6, -len * 0.07, len * 0.05, len * 0.14, color, { rx: len * 0.02 }),
      rect(len * 0.65, -len * 0.02, len * 0.3, len * 0.04, '#c9ced6', { rx: len * 0.02 }),
    ],
    { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${angle})` },
  )
}

export function svcMultimeter(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#f3f0ea'), st(1, '#e2dbd0')], [0, 0, 1, 1]))
  grid(s, 32, C.blue, 0.1, [0.5, 0.5, 0.8, 0.8])
  s.add(traces(rng, [600, 40, 560, 200], 7, 32, C.blue, 0.25))
  s.add(rect(700, 300, 420, 420, '#d6dadf', { rx: 14, filter: s.shadow(0, 16, 18, 0.25) }))
  const row = dinRow(rng, 730, 380, 360, 170, C.navy)
  s.add(row.svg)
  s.add(wireDuct(720, 600, 380, 40))
  s.add(
    g(multimeter(360, 410, 250, C.amber), {
      transform: 'rotate(-8 360 410)',
      filter: s.shadow(10, 24, 22, 0.3),
    }),
  )
  s.add(shinyCable(xy(300, 590, 360, 760, 640, 770, 760, 660, 840, 600), '#1b1f25', 16))
  s.add(shinyCable(xy(420, 580, 520, 700, 700, 700, 900, 640, 950, 600), C.red, 16))
  s.add(probe(830, 610, 190, -72, '#1b1f25'), probe(945, 600, 190, -62, C.red))
  return s.toString()
}

export function svcWaveforms(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, C.navy), st(1, C.night)], [0, 0, 1, 1]))
  grid(s, 40, C.blue2, 0.1, [0.5, 0.5, 0.8, 0.8])
  glow(s, 560, 380, 600, 380, C.blue2, 0.2)
  s.add(rect(110, 90, 980, 600, '#101c2e', { rx: 28, filter: s.shadow(0, 24, 30, 0.5) }))
  s.add(rect(150, 130, 760, 520, '#0d2445', { rx: 8 }))
  const scr: string[] = []
  for (let x = 150; x <= 910; x += 38) scr.push(line(x, 130, x, 650, C.ice, 1))
  for (let y = 130; y <= 650; y += 40) scr.push(line(150, y, 910, y, C.ice, 1))
  s.add(g(scr, { opacity: 0.1 }), line(150, 330, 910, 330, C.ice, 1.5, { opacity: 0.35 }))
  for (const [i, col] of [C.blue2, C.amber, C.teal].entries()) {
    const pts: Pt[] = range(153).map((k) => [
      160 + k * 4.9,
      330 - 140 * Math.sin((k / 152) * Math.PI * 5 + (i * 2 * Math.PI) / 3),
    ])
    s.add(polyline(pts, col, 4, { 'stroke-linejoin': 'round' }))
  }
  for (const i of range(16)) {
    const h = i === 0 ? 120 : 110 * Math.exp(-i * 0.35) * between(rng, 0.5, 1.1) + 6
    s.add(rect(190 + i * 44, 630 - h, 28, h, i % 2 ? C.teal : C.blue2, { opacity: 0.85, rx: 3 }))
  }
  for (const i of range(5))
    s.add(
      rect(945, 150 + i * 62, 110, 44, '#24344c', { rx: 8 }),
      rect(960, 168 + i * 62, 40, 8, C.ice, { opacity: 0.35, rx: 4 }),
    )
  s.add(
    circle(1000, 540, 56, '#24344c'),
    circle(1000, 540, 40, '#1a2638'),
    rect(996, 492, 8, 30, C.amber, { rx: 4 }),
  )
  for (const [i, col] of [C.blue2, C.amber, C.teal, '#9aa3ad'].entries()) {
    const x = 330 + i * 170
    s.add(
      shinyCable(xy(x, 700, x + 14, 750, x - 24, 830), col, 14),
      rect(x - 16, 686, 32, 30, '#2a3a52', { rx: 5 }),
    )
  }
  return s.toString()
}

export function svcThermal(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, '#cfd4da')
  s.add(rect(40, 40, 1120, 760, '#e9ecef', { rx: 10 }))
  const board = dinBoard(rng, 90, 150, 1020, 3, 150, C.navy)
  s.add(board.svg)
  s.add(rect(0, 0, 1200, 800, C.night, { opacity: 0.45 }))
  const [sx, sy, sw, sh] = [560, 150, 520, 380]
  const body = g(
    [
      path(d`M${sx + 200} ${sy + sh}L${sx + 330} ${sy + sh}L${sx + 380} 820H${sx + 250}Z`, '#1d2229'),
      rect(sx + 215, sy + sh + 40, 18, 60, C.amber, {
        rx: 8,
        transform: `rotate(-17 ${sx + 224} ${sy + sh + 70})`,
      }),
      rect(sx - 30, sy - 30, sw + 60, sh + 60, '#2a3038', { rx: 30 }),
      rect(sx - 30, sy - 30, sw + 60, 24, C.amber, { rx: 12 }),
      rect(sx - 30, sy + sh + 6, sw + 60, 24, '#2a3038'),
      ...range(3).map((i) => circle(sx + 60 + i * 40, sy + sh + 16, 9, i === 0 ? C.amber : '#454c57')),
    ],
    { filter: s.shadow(0, 20, 26, 0.45) },
  )
  const heat = s.clip(rect(sx, sy, sw, sh, '#000', { rx: 8 }))
  const scene: string[] = [rect(sx, sy, sw, sh, s.linear([st(0, '#241a5c'), st(1, '#0b1f3a')]))]
  const scale = sw / 700
  for (const sl of board.slots) {
    const mx = sx + (sl.x - 420) * scale
    const my = sy + (sl.y - 150) * scale + 20
    if (mx + sl.w * scale < sx || mx > sx + sw) continue
    scene.push(rect(mx, my, sl.w * scale - 3, sl.h * scale, '#2b4fb0', { rx: 3, opacity: 0.9 }))
    scene.push(
      rect(mx, my + sl.h * scale * 0.45, sl.w * scale - 3, sl.h * scale * 0.55, C.teal, { opacity: 0.3 }),
    )
  }
  const [hx, hy] = [sx + sw * 0.58, sy + sh * 0.36]
  const hot = s.radial([
    st(0, '#ffffff', 1),
    st(0.18, C.amber2, 1),
    st(0.45, C.amber, 0.85),
    st(0.75, '#c2414e', 0.5),
    st(1, '#c2414e', 0),
  ])
  scene.push(
    ellipse(hx, hy, 120, 100, hot),
    ellipse(
      sx + sw * 0.22,
      sy + sh * 0.72,
      90,
      60,
      s.radial([st(0, C.amber, 0.7), st(0.5, '#c2414e', 0.35), st(1, '#c2414e', 0)]),
    ),
  )
  const scaleBar = s.linear([
    st(0, '#ffffff'),
    st(0.2, C.amber2),
    st(0.45, C.amber),
    st(0.65, '#c2414e'),
    st(0.85, '#2b4fb0'),
    st(1, '#241a5c'),
  ])
  const overlay = [
    circle(hx, hy, 26, 'none', { stroke: '#fff', 'stroke-width': 3 }),
    ...[
      [-46, 0, -14, 0],
      [14, 0, 46, 0],
      [0, -46, 0, -14],
      [0, 14, 0, 46],
    ].map(([x1 = 0, y1 = 0, x2 = 0, y2 = 0]) => line(hx + x1, hy + y1, hx + x2, hy + y2, '#fff', 3)),
    rect(sx + sw - 34, sy + 30, 16, sh - 60, scaleBar, { rx: 4, stroke: '#fff', 'stroke-opacity': 0.5 }),
    rect(sx + 20, sy + 20, 70, 10, '#fff', { opacity: 0.5, rx: 5 }),
  ]
  s.add(
    g([body, g(g(scene, { filter: s.blur(5) }), { 'clip-path': heat }), ...overlay], {
      transform: `rotate(-4 ${sx + sw / 2} ${sy + sh / 2})`,
    }),
  )
  return s.toString()
}
