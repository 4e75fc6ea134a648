/**
 * Backgrounds and atmosphere (fills, glows, grids, circuit traces, shading, ridges, clouds) and the perspective
 * helpers (solar fields, floors).
 */

import { between, range, type Rng } from './random'
import {
  C,
  circle,
  d,
  ellipse,
  g,
  line,
  path,
  points,
  poly,
  polyline,
  type Pt,
  rect,
  st,
  type Svg,
  type Vec4,
  xy,
} from './svg'

export function fill(s: Svg, paint: string): void {
  s.add(rect(0, 0, s.w, s.h, paint))
}

/** Soft radial light spot. */
export function glow(
  s: Svg,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
): void {
  s.add(
    ellipse(
      cx,
      cy,
      rx,
      ry,
      s.radial([st(0, color, opacity), st(0.45, color, opacity * 0.45), st(1, color, 0)]),
    ),
  )
}

/** Fine technical grid, faded out towards the edges of the given ellipse. */
export function grid(
  s: Svg,
  step: number,
  color: string,
  opacity: number,
  focus: Vec4 = [0.5, 0.5, 0.7, 0.7],
): void {
  const [fx, fy, rx, ry] = focus
  const pattern = s.pattern(
    step,
    step,
    path(d`M${step} 0H0V${step}`, 'none', { stroke: color, 'stroke-width': 1 }),
  )
  const fade = s.radial([st(0, '#fff', 1), st(0.6, '#fff', 0.5), st(1, '#fff', 0)])
  const m = s.mask(ellipse(fx * s.w, fy * s.h, rx * s.w, ry * s.h, fade))
  s.add(rect(0, 0, s.w, s.h, pattern, { opacity, mask: m }))
}

/** Circuit-board style traces: orthogonal runs with 45° jogs and round pads. */
export function traces(
  rng: Rng,
  box: Vec4,
  count: number,
  step: number,
  color: string,
  opacity: number,
  width = 2,
) {
  const [bx, by, bw, bh] = box
  const out: string[] = []
  for (const _ of range(count)) {
    let x = bx + Math.round((rng() * bw) / step) * step
    let y = by + Math.round((rng() * bh) / step) * step
    const dir = rng() < 0.5 ? 1 : -1
    const pts: Pt[] = xy(x, y)
    for (const seg of range(2 + Math.floor(rng() * 3))) {
      if (seg % 2 === 0) x += dir * step * Math.ceil(between(rng, 1, 6))
      else {
        const k = step * Math.ceil(between(rng, 0, 2)) * (rng() < 0.5 ? 1 : -1)
        x += dir * Math.abs(k)
        y += k
      }
      pts.push([x, y])
    }
    const [sx, sy] = pts[0] ?? [x, y]
    out.push(polyline(pts, color, width, { 'stroke-linejoin': 'round' }))
    out.push(circle(sx, sy, width * 2, color))
    out.push(circle(x, y, width * 2.4, 'none', { stroke: color, 'stroke-width': width }))
  }
  return g(out, { opacity })
}

/** Darkens the left part of a hero so white headline text stays readable. */
export function heroShade(s: Svg): void {
  s.add(
    rect(
      0,
      0,
      s.w,
      s.h,
      s.linear(
        [
          st(0, C.night, 0.9),
          st(0.3, C.night, 0.78),
          st(0.5, C.night, 0.45),
          st(0.66, C.night, 0.08),
          st(0.8, C.night, 0),
        ],
        [0, 0, 1, 0],
      ),
    ),
    rect(0, s.h * 0.6, s.w, s.h * 0.4, s.linear([st(0, C.night, 0), st(1, C.night, 0.45)])),
  )
}

export function vignette(s: Svg, opacity = 0.35, color: string = C.night): void {
  s.add(rect(0, 0, s.w, s.h, s.radial([st(0.55, color, 0), st(1, color, opacity)], [0.5, 0.5, 0.75])))
}

/** Smooth random ridge line (hills, tree lines) closed down to the bottom edge. */
export function ridge(rng: Rng, w: number, h: number, baseY: number, amp: number, waves = 3): string {
  const comps = range(waves).map((i) => ({
    f: ((i + 1) * between(rng, 0.8, 1.3) * Math.PI * 2) / w,
    p: rng() * Math.PI * 2,
    a: 1 / (i + 1),
  }))
  const pts: Pt[] = []
  for (let x = -20; x <= w + 20; x += 16) {
    const v = comps.reduce((acc, c) => acc + Math.sin(x * c.f + c.p) * c.a, 0)
    pts.push([x, baseY - amp * v])
  }
  return `M-20 ${h + 10}L${points(pts).replace(/ /g, 'L')}L${w + 20} ${h + 10}Z`
}

/** Flat stylised cloud. */
export function cloud(cx: number, cy: number, size: number, color: string, opacity: number): string {
  const r = size
  return g(
    [
      circle(cx - r * 0.9, cy, r * 0.55, color),
      circle(cx - r * 0.2, cy - r * 0.35, r * 0.75, color),
      circle(cx + r * 0.6, cy - r * 0.1, r * 0.6, color),
      rect(cx - r * 1.45, cy, r * 2.65, r * 0.55, color, { rx: r * 0.27 }),
    ],
    { opacity },
  )
}

export type Cam = { cx: number; horizon: number; f: number; height: number }

const project = (c: Cam, x: number, y: number, z: number): Pt => [
  c.cx + (c.f * x) / z,
  c.horizon + (c.f * (c.height - y)) / z,
]

type SolarField = {
  rows: number
  z0: number
  gap: number
  x0: number
  x1: number
  face: string
  frame: string
  ground?: string
}

/** Rows of tilted PV modules facing the viewer, drawn back to front. */
export function solarField(c: Cam, o: SolarField): string {
  const out: string[] = []
  for (let i = o.rows - 1; i >= 0; i--) {
    const z = o.z0 + i * o.gap
    const a = project(c, o.x0, 0.7, z)
    const b = project(c, o.x1, 0.7, z)
    const cc = project(c, o.x1, 2, z + 1.2)
    const dd = project(c, o.x0, 2, z + 1.2)
    const legs: string[] = []
    for (let x = o.x0 + 1; x < o.x1; x += 4) {
      const [lx, ly] = project(c, x, 0, z + 0.5)
      const [tx, ty] = project(c, x, 1.3, z + 0.6)
      legs.push(line(lx, ly, tx, ty, o.frame, Math.max(0.6, (c.f / z) * 0.06)))
    }
    if (o.ground) {
      const s0 = project(c, o.x0, 0, z + 0.2)
      const s1 = project(c, o.x1, 0, z + 0.2)
      const s2 = project(c, o.x1, 0, z + 1.6)
      const s3 = project(c, o.x0, 0, z + 1.6)
      out.push(poly([s0, s1, s2, s3], o.ground))
    }
    out.push(g(legs), poly([a, b, cc, dd], o.face))
    const dividers: string[] = []
    const spacing = c.f / z
    if (spacing > 5) {
      for (let x = o.x0; x <= o.x1; x += 1.05) {
        const p = project(c, x, 0.7, z)
        const q = project(c, x, 2, z + 1.2)
        dividers.push(line(p[0], p[1], q[0], q[1], o.frame, Math.max(0.5, spacing * 0.025)))
      }
    }
    const m0 = project(c, o.x0, 1.35, z + 0.6)
    const m1 = project(c, o.x1, 1.35, z + 0.6)
    dividers.push(line(m0[0], m0[1], m1[0], m1[1], o.frame, Math.max(0.5, spacing * 0.03)))
    out.push(g(dividers, { opacity: 0.65 }))
    out.push(line(dd[0], dd[1], cc[0], cc[1], o.frame, Math.max(0.6, spacing * 0.05)))
  }
  return g(out)
}

/** Floor lines converging on a vanishing point plus receding cross lines. */
export function perspectiveFloor(
  s: Svg,
  top: number,
  vx: number,
  vy: number,
  color: string,
  opacity: number,
): void {
  const out: string[] = []
  for (let x = -s.w; x <= s.w * 2; x += 120) out.push(line(vx + (x - vx) * 0.02, top, x, s.h, color, 1.2))
  for (let k = 1; k < 14; k++) {
    const y = vy + (s.h - vy) * Math.pow(k / 13, 2.2)
    if (y > top) out.push(line(0, y, s.w, y, color, 1))
  }
  s.add(g(out, { opacity }))
}
