/** Power-grid structures: pylons and their wires, insulators, transformers, gantries and wind turbines. */

import { lerp, range } from './random'
import { circle, d, fmt, g, line, path, poly, polyline, type Pt, rect, xy } from './svg'

/** Lattice transmission tower (elevation). Returns the drawing and the conductor attachment points. */
function pylon(x: number, base: number, h: number, color: string, opacity = 1): { svg: string; tips: Pt[] } {
  const sw = Math.max(0.9, h / 170)
  const half = (t: number): number =>
    t < 0.55 ? lerp(0.15, 0.05, t / 0.55) * h : lerp(0.05, 0.024, (t - 0.55) / 0.45) * h
  const Y = (t: number): number => base - t * h
  const levels = [0, 0.13, 0.26, 0.4, 0.55, 0.66, 0.77, 0.88, 1]
  const parts: string[] = [
    polyline(
      levels.map((t) => [x - half(t), Y(t)] as const),
      color,
      sw * 1.6,
    ),
    polyline(
      levels.map((t) => [x + half(t), Y(t)] as const),
      color,
      sw * 1.6,
    ),
  ]
  levels.slice(1).forEach((t1, i) => {
    const t0 = levels[i] ?? 0
    parts.push(
      line(x - half(t0), Y(t0), x + half(t1), Y(t1), color, sw),
      line(x + half(t0), Y(t0), x - half(t1), Y(t1), color, sw),
      line(x - half(t1), Y(t1), x + half(t1), Y(t1), color, sw),
    )
  })
  const tips: Pt[] = []
  for (const [t, span] of [
    [0.6, 0.25],
    [0.76, 0.31],
    [0.91, 0.22],
  ] as const) {
    for (const side of [-1, 1]) {
      const tipX = x + side * span * h
      parts.push(
        line(x + side * half(t), Y(t), tipX, Y(t), color, sw * 1.3),
        line(x + side * half(t - 0.045), Y(t - 0.045), tipX, Y(t), color, sw),
        line(tipX, Y(t), tipX, Y(t) + 0.055 * h, color, sw * 1.8),
      )
      tips.push([tipX, Y(t) + 0.055 * h])
    }
  }
  parts.push(polyline(xy(x - half(1), Y(1), x, Y(1.06), x + half(1), Y(1)), color, sw * 1.3))
  return {
    svg: g(parts, { opacity, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    tips,
  }
}

/** Sagging conductors between matching attachment points. */
export function wires(
  a: readonly Pt[],
  b: readonly Pt[],
  sag: number,
  color: string,
  width: number,
  opacity = 1,
) {
  const out = a.flatMap(([x1, y1], i) => {
    const q = b[i]
    if (!q) return []
    const [x2, y2] = q
    const s = sag * Math.abs(x2 - x1)
    return [path(d`M${x1} ${y1}Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + 2 * s} ${x2} ${y2}`, 'none')]
  })
  return g(out, { stroke: color, 'stroke-width': width, opacity })
}

/** Row of pylons receding in depth, with conductors. */
export function pylonLine(
  stations: ReadonlyArray<readonly [x: number, base: number, h: number]>,
  color: string,
  wire: string,
) {
  const towers = stations.map(([x, base, h]) => pylon(x, base, h, color))
  const out: string[] = []
  towers.forEach((t, i) => {
    const next = towers[i + 1]
    if (next) out.push(wires(t.tips, next.tips, 0.06, wire, Math.max(0.7, (stations[i]?.[2] ?? 100) / 320)))
  })
  return g([...towers.map((t) => t.svg), ...out])
}

/** Ribbed insulator column. */
export function insulator(x: number, base: number, h: number, w: number, color: string): string {
  const ribs = Math.max(3, Math.round(h / (w * 0.9)))
  const out = [rect(x - w * 0.18, base - h, w * 0.36, h, color)]
  for (const i of range(ribs))
    out.push(rect(x - w / 2, base - h + (i + 0.3) * (h / ribs), w, w * 0.22, color, { rx: w * 0.1 }))
  return g(out)
}

/** Power transformer in elevation: tank, radiators, conservator and bushings. */
export function transformer(
  x: number,
  base: number,
  w: number,
  h: number,
  body: string,
  detail: string,
): string {
  const tankTop = base - h * 0.62
  const out: string[] = [
    rect(x - w * 0.05, base - h * 0.06, w * 1.1, h * 0.06, detail),
    rect(x, tankTop, w, h * 0.56, body, { rx: w * 0.02 }),
    rect(x + w * 0.04, tankTop + h * 0.04, w * 0.92, h * 0.03, detail, { opacity: 0.5 }),
  ]
  for (const i of range(8))
    out.push(rect(x + w * (0.08 + i * 0.12), tankTop + h * 0.12, w * 0.014, h * 0.38, detail))
  for (const side of [-1, 1]) {
    const rx0 = side < 0 ? x - w * 0.22 : x + w * 1.02
    for (const i of range(6))
      out.push(rect(rx0 + i * w * 0.035, tankTop + h * 0.08, w * 0.022, h * 0.42, detail))
  }
  out.push(
    rect(x + w * 0.55, tankTop - h * 0.17, w * 0.42, h * 0.1, body, { rx: h * 0.05 }),
    rect(x + w * 0.72, tankTop - h * 0.08, w * 0.03, h * 0.08, detail),
  )
  for (const i of range(3))
    out.push(insulator(x + w * (0.12 + i * 0.14), tankTop, h * 0.36, w * 0.07, detail))
  for (const i of range(3))
    out.push(insulator(x + w * (0.6 + i * 0.12), tankTop - h * 0.17, h * 0.14, w * 0.045, detail))
  return g(out)
}

/** Lattice frame member between two corners (vertical when `vertical`). */
export function lattice(
  x: number,
  y: number,
  w: number,
  h: number,
  vertical: boolean,
  color: string,
  sw: number,
) {
  const out = [rect(x, y, w, h, 'none', { stroke: color, 'stroke-width': sw * 1.4 })]
  const len = vertical ? h : w
  const cell = vertical ? w : h
  const n = Math.max(1, Math.round(len / cell))
  const pts: Pt[] = range(n + 1).map((i) =>
    vertical ? [i % 2 ? x + w : x, y + (i * h) / n] : [x + (i * w) / n, i % 2 ? y + h : y],
  )
  out.push(polyline(pts, color, sw))
  return g(out)
}

/** Substation gantry: two lattice columns and a lattice beam with hanging insulators. */
export function gantry(x: number, base: number, w: number, h: number, color: string): string {
  const cw = h * 0.07
  const sw = Math.max(1, h / 140)
  const out = [
    lattice(x, base - h, cw, h, true, color, sw),
    lattice(x + w - cw, base - h, cw, h, true, color, sw),
    lattice(x, base - h, w, cw, false, color, sw),
  ]
  for (const i of range(3)) {
    const ix = x + w * (0.25 + i * 0.25)
    out.push(line(ix, base - h + cw, ix, base - h + cw + h * 0.16, color, sw * 2.2))
  }
  return g(out)
}

/** Wind turbine silhouette; `angle` rotates the rotor. */
export function turbine(
  x: number,
  base: number,
  h: number,
  angle: number,
  color: string,
  opacity = 1,
): string {
  const hubY = base - h
  const L = h * 0.52
  const bw = h * 0.045
  const blade = path(
    d`M${-bw * 0.45} 0C${-bw} ${-L * 0.3} ${-bw * 0.35} ${-L * 0.8} 0 ${-L}C${bw * 0.2} ${-L * 0.75} ${bw * 0.7} ${-L * 0.3} ${bw * 0.45} 0Z`,
    color,
  )
  return g(
    [
      poly(xy(x - h * 0.028, base, x + h * 0.028, base, x + h * 0.012, hubY, x - h * 0.012, hubY), color),
      rect(x - h * 0.025, hubY - h * 0.02, h * 0.08, h * 0.04, color, { rx: h * 0.015 }),
      ...[0, 120, 240].map((a) =>
        g(blade, { transform: `translate(${fmt(x)} ${fmt(hubY)}) rotate(${a + angle})` }),
      ),
      circle(x, hubY, h * 0.022, color),
    ],
    { opacity },
  )
}
