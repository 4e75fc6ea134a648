/** Geometry helpers for 2.5D objects: quads, boxes, shadows, cables, digits, signs, rooms and poles. */

import { lerp } from './random'
import {
  type Attrs,
  C,
  d,
  ellipse,
  fmt,
  g,
  line,
  path,
  poly,
  type Pt,
  type Quad,
  rect,
  type Svg,
  type Vec4,
  xy,
} from './svg'

/** Point inside a quad (top-left, top-right, bottom-right, bottom-left) by bilinear interpolation. */
export function quadPt(q: Quad, u: number, v: number): Pt {
  const [a, b, c, e] = q
  const top: Pt = [lerp(a[0], b[0], u), lerp(a[1], b[1], u)]
  const bottom: Pt = [lerp(e[0], c[0], u), lerp(e[1], c[1], u)]
  return [lerp(top[0], bottom[0], v), lerp(top[1], bottom[1], v)]
}

export const subQuad = (q: Quad, u0: number, v0: number, u1: number, v1: number): Quad => [
  quadPt(q, u0, v0),
  quadPt(q, u1, v0),
  quadPt(q, u1, v1),
  quadPt(q, u0, v1),
]

/** Box with a visible top and side face; dx < 0 shows the left side instead of the right. */
export function box3d(
  x: number,
  y: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  front: string,
  side: string,
  top: string,
) {
  const sx = dx >= 0 ? x + w : x
  return g([
    poly(xy(x, y, x + dx, y - dy, x + w + dx, y - dy, x + w, y), top),
    poly(xy(sx, y, sx + dx, y - dy, sx + dx, y + h - dy, sx, y + h), side),
    rect(x, y, w, h, front),
  ])
}

/** Soft elliptical contact shadow. */
export function shadow(
  s: Svg,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.3,
  color: string = C.night,
) {
  return ellipse(cx, cy, rx, ry, color, { opacity, filter: s.blur(ry * 0.6) })
}

/** Smooth cable through the given points (Catmull-Rom to Bézier). */
export function cable(pts: readonly Pt[], color: string, width: number, a: Attrs = {}): string {
  if (pts.length < 2) return ''
  let dd = `M${fmt(pts[0]?.[0] ?? 0)} ${fmt(pts[0]?.[1] ?? 0)}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i] ?? [0, 0]
    const p1 = pts[i] ?? [0, 0]
    const p2 = pts[i + 1] ?? p1
    const p3 = pts[i + 2] ?? p2
    dd += d`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`
  }
  return path(dd, 'none', { stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', ...a })
}

/** Cable with a subtle highlight along its length. */
export function shinyCable(pts: readonly Pt[], color: string, width: number): string {
  return g([
    cable(pts, color, width),
    cable(pts, '#fff', width * 0.22, { opacity: 0.22, transform: `translate(0 ${fmt(-width * 0.22)})` }),
  ])
}

/** Seven-segment style reading drawn from rectangles (no font needed). */
export function segmentDigits(x: number, y: number, h: number, digits: string, color: string): string {
  const w = h * 0.5
  const t = h * 0.11
  const segs: Record<string, string> = {
    '0': 'abcdef',
    '1': 'bc',
    '2': 'abged',
    '3': 'abgcd',
    '4': 'fgbc',
    '5': 'afgcd',
    '6': 'afgedc',
    '7': 'abc',
    '8': 'abcdefg',
    '9': 'abcdfg',
  }
  const out: string[] = []
  let cx = x
  for (const ch of digits) {
    if (ch === '.') {
      out.push(rect(cx - w * 0.12, y + h - t, t, t, color))
      cx += w * 0.25
      continue
    }
    const on = segs[ch] ?? ''
    const seg: Record<string, Vec4> = {
      a: [cx + t, y, w - 2 * t, t],
      b: [cx + w - t, y + t, t, h / 2 - 1.5 * t],
      c: [cx + w - t, y + h / 2 + t / 2, t, h / 2 - 1.5 * t],
      d: [cx + t, y + h - t, w - 2 * t, t],
      e: [cx, y + h / 2 + t / 2, t, h / 2 - 1.5 * t],
      f: [cx, y + t, t, h / 2 - 1.5 * t],
      g: [cx + t, y + h / 2 - t / 2, w - 2 * t, t],
    }
    for (const [k, [sx, sy, sw, sh]] of Object.entries(seg)) {
      out.push(rect(sx, sy, sw, sh, color, { opacity: on.includes(k) ? 1 : 0.08, rx: t * 0.3 }))
    }
    cx += w + t * 1.6
  }
  return g(out)
}

/** Warning triangle with a bolt (graphic symbol only). */
export function hazardSign(cx: number, cy: number, size: number, fillColor: string = C.amber): string {
  const h = size * 0.87
  return g([
    path(d`M${cx} ${cy - h / 2}L${cx + size / 2} ${cy + h / 2}H${cx - size / 2}Z`, fillColor, {
      stroke: fillColor,
      'stroke-width': size * 0.08,
      'stroke-linejoin': 'round',
    }),
    path(
      d`M${cx - size * 0.02} ${cy - h * 0.2}L${cx - size * 0.12} ${cy + h * 0.12}H${cx}L${cx - size * 0.04} ${cy + h * 0.36}L${cx + size * 0.12} ${cy + h * 0.02}H${cx + size * 0.02}L${cx + size * 0.08} ${cy - h * 0.2}Z`,
      C.navy,
    ),
  ])
}

/** Wall/ceiling plane of a one-point perspective room. */
export function roomPlanes(
  s: Svg,
  back: Vec4,
  colors: { back: string; floor: string; ceil: string; left: string; right: string },
) {
  const [bx, by, bw, bh] = back
  s.add(
    poly(xy(0, 0, s.w, 0, bx + bw, by, bx, by), colors.ceil),
    poly(xy(0, s.h, s.w, s.h, bx + bw, by + bh, bx, by + bh), colors.floor),
    poly(xy(0, 0, bx, by, bx, by + bh, 0, s.h), colors.left),
    poly(xy(s.w, 0, bx + bw, by, bx + bw, by + bh, s.w, s.h), colors.right),
    rect(bx, by, bw, bh, colors.back),
  )
}

/** Lattice-free wooden/steel utility pole with crossarm and insulators; returns conductor points. */
export function utilityPole(x: number, base: number, h: number, color: string, insulatorColor: string) {
  const top = base - h
  const arm = h * 0.22
  const tips: Pt[] = xy(
    x - arm * 0.9,
    top + h * 0.06,
    x - arm * 0.35,
    top + h * 0.06,
    x + arm * 0.9,
    top + h * 0.06,
  )
  return {
    svg: g([
      poly(xy(x - h * 0.016, base, x + h * 0.016, base, x + h * 0.01, top, x - h * 0.01, top), color),
      rect(x - arm, top + h * 0.08, arm * 2, h * 0.018, color),
      line(x - arm * 0.5, top + h * 0.098, x, top + h * 0.2, color, h * 0.008),
      line(x + arm * 0.5, top + h * 0.098, x, top + h * 0.2, color, h * 0.008),
      ...tips.map(([tx, ty]) =>
        rect(tx - h * 0.008, ty, h * 0.016, h * 0.022, insulatorColor, { rx: h * 0.004 }),
      ),
    ]),
    tips,
  }
}
