/**
 * Equipment: cabinets, screens, gears, robot arms, conveyors, high-bay lights and DIN-rail boards; and the
 * pieces scenes of different groups share (light cabinets, PLC modules, pendant lights, hard hats).
 */

import { between, pick, range, type Rng } from './random'
import {
  type Attrs,
  C,
  circle,
  d,
  ellipse,
  fmt,
  g,
  line,
  path,
  polyline,
  type Pt,
  rect,
  st,
  type Svg,
  xy,
} from './svg'

type CabinetStyle = {
  body: string
  edge: string
  accent: string
  lights?: readonly string[]
  screen?: boolean
  mimic?: boolean
  vents?: boolean
  window?: boolean
}

/** Switchgear / control cabinet in front elevation. */
export function cabinet(s: Svg, x: number, y: number, w: number, h: number, o: CabinetStyle): string {
  const u = w / 100
  const out: string[] = [
    rect(x, y, w, h, o.body),
    rect(x, y, w, h, s.linear([st(0, '#fff', 0.1), st(0.5, '#fff', 0), st(1, '#000', 0.12)], [0, 0, 1, 0])),
    rect(x, y + h - 6 * u, w, 6 * u, o.edge),
    rect(x + 4 * u, y + 4 * u, w - 8 * u, h * 0.22, 'none', { stroke: o.edge, 'stroke-width': 1.2 * u }),
    rect(x + 4 * u, y + h * 0.22 + 8 * u, w - 8 * u, h * 0.78 - 16 * u, 'none', {
      stroke: o.edge,
      'stroke-width': 1.2 * u,
    }),
    rect(x + w - 12 * u, y + h * 0.52, 3.5 * u, 16 * u, o.edge, { rx: 1.5 * u }),
  ]
  const lights = o.lights ?? []
  lights.forEach((c, i) => {
    const lx = x + (16 + i * 14) * u
    const ly = y + 4 * u + h * 0.16
    out.push(circle(lx, ly, 5 * u, c, { opacity: 0.35 }), circle(lx, ly, 3 * u, c))
  })
  if (o.screen) {
    out.push(
      rect(x + 14 * u, y + 9 * u, 40 * u, h * 0.1, C.night, { rx: 1.5 * u }),
      rect(x + 16 * u, y + 11 * u, 36 * u, h * 0.1 - 4 * u, o.accent, { opacity: 0.75 }),
    )
  }
  if (o.window) out.push(rect(x + 30 * u, y + h * 0.3, 40 * u, 16 * u, C.night, { rx: 2 * u, opacity: 0.75 }))
  if (o.mimic) {
    const mx = x + 50 * u
    const top = y + h * 0.22 + 14 * u
    const bottom = y + h * 0.84
    out.push(
      line(mx, top, mx, bottom, o.accent, 2.2 * u),
      line(x + 14 * u, top, x + w - 14 * u, top, o.accent, 2.2 * u),
      rect(mx - 6 * u, top + (bottom - top) * 0.3, 12 * u, 12 * u, o.body, {
        stroke: o.accent,
        'stroke-width': 2 * u,
      }),
      circle(mx, top + (bottom - top) * 0.68, 6 * u, o.body, { stroke: o.accent, 'stroke-width': 2 * u }),
    )
  }
  if (o.vents) {
    for (const i of range(4))
      out.push(rect(x + 30 * u, y + h - 22 * u + i * 3.5 * u, 40 * u, 1.6 * u, o.edge))
  }
  return g(out)
}

/** A row of equal cabinets with a shared top cornice and floor shadow. */
export function cabinetRow(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  n: number,
  styles: readonly CabinetStyle[],
) {
  const cw = w / n
  const out: string[] = [
    ellipse(x + w / 2, y + h, w * 0.56, h * 0.05, C.night, { opacity: 0.35, filter: s.blur(h * 0.02) }),
  ]
  for (const i of range(n)) {
    const st = styles[i % styles.length]
    if (st) out.push(cabinet(s, x + i * cw, y, cw - 2, h, st))
  }
  const first = styles[0]
  if (first) out.push(rect(x - 4, y - h * 0.025, w + 6, h * 0.025, first.edge))
  return g(out)
}

/** Monitor/HMI with chart content. */
export function screen(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  accent: string,
  kind: 'trend' | 'bars' | 'process',
) {
  const pad = Math.max(4, w * 0.035)
  const ix = x + pad
  const iy = y + pad
  const iw = w - pad * 2
  const ih = h - pad * 2
  const out: string[] = [rect(x, y, w, h, '#0a1628', { rx: pad * 0.8 }), rect(ix, iy, iw, ih, C.navy2)]
  out.push(rect(ix, iy, iw, ih * 0.1, C.steel))
  for (const i of range(3))
    out.push(circle(ix + ih * 0.05 + i * ih * 0.08, iy + ih * 0.05, ih * 0.022, C.ice, { opacity: 0.5 }))
  const cx0 = ix + iw * 0.06
  const cw = iw * 0.88
  const cy0 = iy + ih * 0.2
  const ch = ih * 0.7
  for (const k of range(4))
    out.push(line(cx0, cy0 + (k * ch) / 3, cx0 + cw, cy0 + (k * ch) / 3, C.ice, 1, { opacity: 0.15 }))
  if (kind === 'trend') {
    for (const [ci, col] of [accent, C.amber].entries()) {
      let v = between(rng, 0.3, 0.7)
      const pts: Pt[] = range(24).map((i) => {
        v = Math.min(0.95, Math.max(0.05, v + between(rng, -0.12, 0.12)))
        return [cx0 + (i * cw) / 23, cy0 + ch * (1 - v) + ci * 4]
      })
      out.push(polyline(pts, col, Math.max(1.5, w * 0.008), { 'stroke-linejoin': 'round' }))
    }
  } else if (kind === 'bars') {
    for (const i of range(10)) {
      const bh = ch * between(rng, 0.25, 0.95)
      out.push(
        rect(
          cx0 + i * (cw / 10) + cw * 0.015,
          cy0 + ch - bh,
          cw / 10 - cw * 0.03,
          bh,
          i % 3 ? accent : C.amber,
          { opacity: 0.9 },
        ),
      )
    }
  } else {
    const tw = cw * 0.14
    for (const i of range(3)) {
      const tx = cx0 + cw * (0.08 + i * 0.32)
      const level = between(rng, 0.3, 0.85)
      out.push(
        rect(tx, cy0 + ch * 0.15, tw, ch * 0.7, 'none', { stroke: C.ice, 'stroke-width': 1.5, rx: tw * 0.2 }),
        rect(tx + 2, cy0 + ch * 0.15 + ch * 0.7 * (1 - level), tw - 4, ch * 0.7 * level - 2, accent, {
          opacity: 0.8,
          rx: 2,
        }),
      )
      if (i < 2) {
        out.push(
          polyline(xy(tx + tw, cy0 + ch * 0.7, tx + cw * 0.32, cy0 + ch * 0.7), C.ice, 2, { opacity: 0.7 }),
          circle(tx + tw + (cw * 0.32 - tw) / 2, cy0 + ch * 0.7, ch * 0.06, i ? C.green : C.amber),
        )
      }
    }
  }
  return g(out)
}

/** Spur gear with a bore. */
export function gear(cx: number, cy: number, r: number, teeth: number, color: string, a: Attrs = {}): string {
  const rin = r * 0.82
  const parts: string[] = []
  for (const i of range(teeth)) {
    const a0 = (i / teeth) * Math.PI * 2
    const step = (Math.PI * 2) / teeth
    const ang = [a0, a0 + step * 0.18, a0 + step * 0.42, a0 + step * 0.6]
    const rad = [rin, r, r, rin]
    ang.forEach((a, k) => {
      const rr = rad[k] ?? r
      parts.push(`${parts.length ? 'L' : 'M'}${fmt(cx + Math.cos(a) * rr)} ${fmt(cy + Math.sin(a) * rr)}`)
    })
  }
  const hole = r * 0.35
  const dd =
    `${parts.join('')}Z` +
    d`M${cx + hole} ${cy}A${hole} ${hole} 0 1 0 ${cx - hole} ${cy}A${hole} ${hole} 0 1 0 ${cx + hole} ${cy}Z`
  return path(dd, color, { 'fill-rule': 'evenodd', ...a })
}

/** Six-axis robot arm in side view. */
export function robotArm(
  s: Svg,
  x: number,
  base: number,
  k: number,
  a1: number,
  a2: number,
  body: string,
  joint: string,
) {
  const rad = (deg: number): number => (deg * Math.PI) / 180
  const sh: Pt = [x, base - k * 1.05]
  const el1: Pt = [sh[0] + Math.cos(rad(a1)) * k * 2.1, sh[1] - Math.sin(rad(a1)) * k * 2.1]
  const wr: Pt = [el1[0] + Math.cos(rad(a2)) * k * 1.8, el1[1] - Math.sin(rad(a2)) * k * 1.8]
  const shade = s.linear([st(0, '#fff', 0.25), st(1, '#000', 0.15)], [0, 0, 1, 1])
  const limb = (p: Pt, q: Pt, wdt: number): string =>
    g([line(p[0], p[1], q[0], q[1], body, wdt, { 'stroke-linecap': 'round' })])
  const fx = wr[0]
  const fy = wr[1]
  return g([
    rect(x - k * 0.75, base - k * 0.22, k * 1.5, k * 0.22, joint, { rx: k * 0.05 }),
    path(
      d`M${x - k * 0.5} ${base - k * 0.22}L${x - k * 0.38} ${base - k * 0.95}H${x + k * 0.38}L${x + k * 0.5} ${base - k * 0.22}Z`,
      body,
    ),
    path(
      d`M${x - k * 0.5} ${base - k * 0.22}L${x - k * 0.38} ${base - k * 0.95}H${x + k * 0.38}L${x + k * 0.5} ${base - k * 0.22}Z`,
      shade,
    ),
    limb(sh, el1, k * 0.5),
    circle(sh[0], sh[1], k * 0.42, joint),
    circle(sh[0], sh[1], k * 0.2, body),
    limb(el1, wr, k * 0.36),
    circle(el1[0], el1[1], k * 0.32, joint),
    circle(el1[0], el1[1], k * 0.14, body),
    circle(fx, fy, k * 0.2, joint),
    rect(fx - k * 0.08, fy, k * 0.16, k * 0.3, joint),
    rect(fx - k * 0.28, fy + k * 0.3, k * 0.56, k * 0.08, joint, { rx: k * 0.03 }),
    rect(fx - k * 0.28, fy + k * 0.38, k * 0.08, k * 0.26, joint),
    rect(fx + k * 0.2, fy + k * 0.38, k * 0.08, k * 0.26, joint),
  ])
}

/** Belt conveyor with rollers, legs and boxes. */
export function conveyor(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  k: number,
  frame: string,
  belt: string,
  boxes: readonly string[],
) {
  const out: string[] = []
  for (let lx = x + k * 0.6; lx < x + w; lx += k * 3.2) {
    out.push(
      rect(lx, y + k * 0.5, k * 0.18, k * 1.6, frame),
      rect(lx - k * 0.15, y + k * 2.05, k * 0.48, k * 0.1, frame),
    )
  }
  out.push(
    rect(x, y, w, k * 0.55, frame, { rx: k * 0.27 }),
    rect(x + k * 0.1, y - k * 0.1, w - k * 0.2, k * 0.16, belt, { rx: k * 0.08 }),
  )
  for (let rx = x + k * 0.4; rx < x + w; rx += k * 0.9)
    out.push(circle(rx, y + k * 0.28, k * 0.12, belt, { opacity: 0.6 }))
  let bx = x + k * between(rng, 0.5, 1.5)
  while (bx < x + w - k * 1.5) {
    const bw = k * between(rng, 0.9, 1.3)
    const bh = bw * between(rng, 0.7, 0.95)
    const col = pick(rng, boxes as [string, ...string[]])
    out.push(
      rect(bx, y - k * 0.1 - bh, bw, bh, col, { rx: k * 0.04 }),
      rect(bx, y - k * 0.1 - bh, bw, bh * 0.16, '#000', { opacity: 0.12 }),
      rect(bx + bw * 0.42, y - k * 0.1 - bh, bw * 0.16, bh, '#fff', { opacity: 0.18 }),
    )
    bx += bw + k * between(rng, 1.2, 2.6)
  }
  return g(out)
}

/** High-bay light fitting with a downward light cone. */
export function highBay(
  s: Svg,
  x: number,
  y: number,
  k: number,
  cone: number,
  color: string,
  light: string,
): string {
  return g([
    line(x, y - k * 2, x, y, color, k * 0.08),
    path(d`M${x - k * 0.3} ${y}H${x + k * 0.3}L${x + k * 0.7} ${y + k * 0.55}H${x - k * 0.7}Z`, color),
    path(
      d`M${x - k * 0.65} ${y + k * 0.55}H${x + k * 0.65}L${x + cone} ${y + cone * 2.6}H${x - cone}Z`,
      s.linear([st(0, light, 0.35), st(1, light, 0)]),
    ),
    ellipse(x, y + k * 0.58, k * 0.62, k * 0.1, light),
  ])
}

/** DIN-rail modular device (MCB-like) in front view. */
export function dinModule(
  x: number,
  y: number,
  w: number,
  h: number,
  body: string,
  toggle: string,
  on = true,
): string {
  const tw = Math.min(w * 0.42, h * 0.12)
  return g([
    rect(x, y, w, h, body, {
      rx: Math.min(w, h) * 0.05,
      stroke: '#000',
      'stroke-opacity': 0.14,
      'stroke-width': Math.max(1, w * 0.02),
    }),
    rect(x, y, w, h * 0.2, '#000', { opacity: 0.06 }),
    rect(x, y + h * 0.8, w, h * 0.2, '#000', { opacity: 0.06 }),
    ...range(Math.max(1, Math.round(w / (h * 0.22)))).flatMap((i, _, all) => {
      const px = x + (w / all.length) * (i + 0.5)
      return [
        circle(px, y + h * 0.1, h * 0.04, '#000', { opacity: 0.22 }),
        circle(px, y + h * 0.9, h * 0.04, '#000', { opacity: 0.22 }),
      ]
    }),
    rect(x + w / 2 - tw * 0.75, y + h * 0.3, tw * 1.5, h * 0.34, '#000', { opacity: 0.25, rx: tw * 0.2 }),
    rect(x + w / 2 - tw / 2, y + h * (on ? 0.32 : 0.46), tw, h * 0.16, toggle, { rx: tw * 0.15 }),
    rect(x + w * 0.2, y + h * 0.7, w * 0.6, h * 0.025, '#000', { opacity: 0.18 }),
  ])
}

type DinKind = 'mcb' | 'rcd' | 'main' | 'spd'
type DinSlot = { x: number; w: number; kind: DinKind }

/** One DIN rail populated with a plausible mix of devices. */
export function dinRow(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  toggle: string,
): { svg: string; slots: DinSlot[] } {
  const u = h * 0.26
  const slots: DinSlot[] = []
  let cx = x + u * 0.3
  const plan: DinKind[] = [rng() < 0.5 ? 'main' : 'rcd']
  while (cx < x + w) {
    const kind = plan.shift() ?? (rng() < 0.12 ? 'rcd' : rng() < 0.08 ? 'spd' : 'mcb')
    const mw = (kind === 'main' ? 3 : kind === 'rcd' ? 2 : 1) * u
    if (cx + mw > x + w - u * 0.3) break
    slots.push({ x: cx, w: mw, kind })
    cx += mw + (rng() < 0.1 ? u : 0)
  }
  const out: string[] = [
    rect(x, y + h * 0.42, w, h * 0.16, '#aeb5be'),
    rect(x, y + h * 0.47, w, h * 0.04, '#8c949e'),
  ]
  for (const sl of slots) {
    if (sl.kind === 'main') out.push(dinModule(sl.x, y, sl.w, h, '#eceef0', C.red))
    else out.push(dinModule(sl.x, y, sl.w, h, '#f6f6f4', sl.kind === 'spd' ? '#9aa3ad' : toggle))
    if (sl.kind === 'rcd')
      out.push(rect(sl.x + sl.w * 0.68, y + h * 0.7, u * 0.3, u * 0.3, C.amber, { rx: u * 0.05 }))
    if (sl.kind === 'spd') out.push(rect(sl.x + sl.w * 0.3, y + h * 0.68, sl.w * 0.4, h * 0.06, C.green))
  }
  return { svg: g(out), slots }
}

/** Slotted plastic wire duct (horizontal). */
export function wireDuct(x: number, y: number, w: number, h: number, color = '#c3c8cf'): string {
  const out = [
    rect(x, y, w, h, color, { rx: 2 }),
    rect(x, y + h * 0.42, w, h * 0.16, '#000', { opacity: 0.05 }),
  ]
  for (let sx = x + 8; sx < x + w - 8; sx += 16) {
    out.push(
      rect(sx, y, 6, h * 0.3, '#000', { opacity: 0.12 }),
      rect(sx, y + h * 0.7, 6, h * 0.3, '#000', { opacity: 0.12 }),
    )
  }
  return g(out)
}

/** Distribution board: DIN rows separated by wire ducts, with short wires to each device. */
export function dinBoard(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  rows: number,
  rowH: number,
  toggle: string,
) {
  const out: string[] = []
  const all: Array<DinSlot & { y: number; h: number }> = []
  const colors = ['#7b4a2c', C.blue, '#2a2f36', '#8a9099']
  for (const r of range(rows)) {
    const ry = y + r * rowH * 1.55
    const row = dinRow(rng, x, ry, w, rowH, toggle)
    const ductY = ry + rowH + rowH * 0.12
    for (const sl of row.slots) {
      const n = Math.max(1, Math.round(sl.w / (rowH * 0.26)))
      for (const i of range(n)) {
        const wx = sl.x + (sl.w / n) * (i + 0.5)
        out.push(
          line(wx, ry + rowH * 0.9, wx, ductY + 4, colors[(i + r) % colors.length] ?? C.blue, rowH * 0.045),
        )
        out.push(
          line(
            wx,
            ry - rowH * 0.34,
            wx,
            ry + rowH * 0.1,
            colors[(i + r + 1) % colors.length] ?? C.blue,
            rowH * 0.045,
          ),
        )
      }
      all.push({ ...sl, y: ry, h: rowH })
    }
    out.push(row.svg, wireDuct(x - rowH * 0.1, ductY, w + rowH * 0.2, rowH * 0.28))
  }
  out.push(wireDuct(x - rowH * 0.1, y - rowH * 0.5, w + rowH * 0.2, rowH * 0.28))
  return { svg: g(out), slots: all }
}

export const LIGHT_CABINETS: readonly CabinetStyle[] = [
  { body: '#e4e7eb', edge: '#9aa3ae', accent: C.blue, lights: [C.green, C.amber], screen: true },
  { body: '#e4e7eb', edge: '#9aa3ae', accent: C.blue, lights: [C.green], mimic: true, vents: true },
  { body: '#e4e7eb', edge: '#9aa3ae', accent: C.blue, lights: [C.green, C.red], window: true, vents: true },
]

/** PLC CPU or I/O module with LEDs and terminal rows. */
export function plcModule(
  x: number,
  y: number,
  w: number,
  h: number,
  body: string,
  leds: readonly string[],
): string {
  const out = [rect(x, y, w, h, body, { rx: 4 }), rect(x, y, w, h * 0.12, '#000', { opacity: 0.15 })]
  leds.forEach((c, i) => out.push(rect(x + w * 0.2, y + h * 0.2 + i * h * 0.07, w * 0.22, h * 0.04, c)))
  for (const i of range(8)) {
    out.push(circle(x + w * 0.72, y + h * 0.2 + i * h * 0.085, w * 0.09, '#000', { opacity: 0.25 }))
  }
  out.push(rect(x + w * 0.1, y + h * 0.88, w * 0.8, h * 0.04, '#fff', { opacity: 0.25 }))
  return g(out)
}

/** Pendant light: cord, dome shade and a warm pool of light. */
export function pendant(
  s: Svg,
  x: number,
  top: number,
  y: number,
  k: number,
  shade: string,
  light: string,
): string {
  return g([
    path(
      d`M${x - k * 0.9} ${y + k * 0.55}H${x + k * 0.9}L${x + k * 3} ${y + k * 7}H${x - k * 3}Z`,
      s.linear([st(0, light, 0.3), st(1, light, 0)]),
    ),
    line(x, top, x, y - k * 0.6, shade, Math.max(1.5, k * 0.05)),
    path(
      d`M${x - k} ${y + k * 0.5}C${x - k} ${y - k * 0.45} ${x - k * 0.45} ${y - k * 0.65} ${x} ${y - k * 0.65}C${x + k * 0.45} ${y - k * 0.65} ${x + k} ${y - k * 0.45} ${x + k} ${y + k * 0.5}Z`,
      shade,
    ),
    path(
      d`M${x - k * 0.6} ${y - k * 0.2}C${x - k * 0.5} ${y - k * 0.45} ${x - k * 0.3} ${y - k * 0.55} ${x - k * 0.1} ${y - k * 0.58}`,
      'none',
      {
        stroke: '#fff',
        'stroke-opacity': 0.3,
        'stroke-width': k * 0.08,
        'stroke-linecap': 'round',
      },
    ),
    ellipse(x, y + k * 0.5, k * 0.98, k * 0.16, light),
    circle(x, y + k * 0.6, k * 0.28, '#fffaf0'),
  ])
}

/** Hard hat in side view, brim to the right. */
export function hardHat(cx: number, cy: number, k: number, color: string): string {
  return g([
    path(
      d`M${cx - k * 1.08} ${cy}H${cx + k * 1.05}Q${cx + k * 1.5} ${cy} ${cx + k * 1.58} ${cy + k * 0.16}H${cx - k * 1.08}Z`,
      color,
    ),
    path(
      d`M${cx - k * 1.08} ${cy}H${cx + k * 1.05}Q${cx + k * 1.5} ${cy} ${cx + k * 1.58} ${cy + k * 0.16}H${cx - k * 1.08}Z`,
      '#000',
      { opacity: 0.12 },
    ),
    path(d`M${cx - k} ${cy}C${cx - k} ${cy - k * 1.3} ${cx + k} ${cy - k * 1.3} ${cx + k} ${cy}Z`, color),
    path(
      d`M${cx - k * 0.55} ${cy - k * 0.82}Q${cx} ${cy - k * 1.12} ${cx + k * 0.55} ${cy - k * 0.82}`,
      'none',
      {
        stroke: '#fff',
        'stroke-opacity': 0.35,
        'stroke-width': k * 0.1,
        'stroke-linecap': 'round',
      },
    ),
    path(
      d`M${cx - k * 0.8} ${cy - k * 0.1}C${cx - k * 0.8} ${cy - k * 0.8} ${cx - k * 0.3} ${cy - k * 0.9} ${cx - k * 0.1} ${cy - k * 0.9}`,
      'none',
      {
        stroke: '#fff',
        'stroke-opacity': 0.25,
        'stroke-width': k * 0.12,
        'stroke-linecap': 'round',
      },
    ),
    rect(cx - k, cy - k * 0.16, k * 2, k * 0.1, '#000', { opacity: 0.12 }),
  ])
}
