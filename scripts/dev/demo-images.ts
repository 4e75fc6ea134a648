/**
 * Demo image generator.
 *
 * Draws every picture used by the demo content (company logo and hero scenes, service, category, event and
 * product illustrations, team and client portraits, partner logos) as hand-built SVG, renders it with sharp
 * and writes optimised WebP files to demo/images/<folder>/<name>.webp. It also writes the favicons
 * (public/favicon.svg, public/favicon.ico, public/apple-touch-icon.png). Nothing is downloaded and every
 * random choice comes from a PRNG seeded with the file name, so rerunning it reproduces the same files.
 *
 * Run: npm run demo:images            (all files)
 *      npm run demo:images -- hero    (only files whose path contains "hero")
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const IMAGES_DIR = join(ROOT, 'demo', 'images')
const PUBLIC_DIR = join(ROOT, 'public')

const C = {
  night: '#06142a',
  navy: '#0b1f3a',
  navy2: '#132f55',
  steel: '#24466f',
  blue: '#1d6fd8',
  blue2: '#3b8cff',
  ice: '#cfe2fb',
  amber: '#f5a524',
  amber2: '#ffcb6b',
  teal: '#14b8a6',
  teal2: '#7ee8da',
  paper: '#f5f2ed',
  grey1: '#e8e3dc',
  grey2: '#d3ccc1',
  grey3: '#a8a197',
  grey4: '#736d64',
  grey5: '#45413b',
  white: '#ffffff',
  red: '#e25b45',
  green: '#34c17b',
} as const

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------------------

type Rng = () => number

function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a hash, so every image gets its own stable seed regardless of the order of rendering. */
function seedOf(name: string): number {
  let h = 0x811c9dc5
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  return h >>> 0
}

const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng()
const pick = <T>(rng: Rng, items: readonly [T, ...T[]]): T =>
  items[Math.floor(rng() * items.length)] ?? items[0]
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i)

// ---------------------------------------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------------------------------------

type Pt = readonly [number, number]
type Attrs = Record<string, string | number | undefined>
type Stop = readonly [offset: number, color: string, opacity?: number]
type Vec4 = readonly [number, number, number, number]

/** Gradient stop. */
const st = (offset: number, color: string, opacity?: number): Stop => [offset, color, opacity]

/** Points from a flat list of x, y pairs. */
function xy(...n: number[]): Pt[] {
  const out: Pt[] = []
  for (let i = 0; i + 1 < n.length; i += 2) out.push([n[i] ?? 0, n[i + 1] ?? 0])
  return out
}

/** Quad from four x, y pairs (top-left, top-right, bottom-right, bottom-left). */
function quad(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  x3: number,
  y3: number,
): Quad {
  return [
    [x0, y0],
    [x1, y1],
    [x2, y2],
    [x3, y3],
  ]
}

const fmt = (v: number): string => String(Math.round(v * 10) / 10)

/** Tagged template for path data that rounds every interpolated number. */
const d = (strings: TemplateStringsArray, ...values: number[]): string =>
  strings.reduce((acc, s, i) => acc + s + (i < values.length ? fmt(values[i] ?? 0) : ''), '')

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function el(tag: string, attrs: Attrs = {}, children?: string): string {
  const list = Object.entries(attrs)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`)
    .join('')
  return children === undefined ? `<${tag}${list}/>` : `<${tag}${list}>${children}</${tag}>`
}

const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...a })
const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...a })
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a })
const path = (dd: string, fill: string, a: Attrs = {}): string => el('path', { d: dd, fill, ...a })
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, a: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...a })
const points = (pts: readonly Pt[]): string => pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')
const poly = (pts: readonly Pt[], fill: string, a: Attrs = {}): string =>
  el('polygon', { points: points(pts), fill, ...a })
const polyline = (pts: readonly Pt[], stroke: string, width: number, a: Attrs = {}): string =>
  el('polyline', { points: points(pts), fill: 'none', stroke, 'stroke-width': width, ...a })
const g = (children: string | readonly string[], a: Attrs = {}): string =>
  el('g', a, typeof children === 'string' ? children : children.join(''))
const text = (x: number, y: number, content: string, a: Attrs): string =>
  el('text', { x, y, ...a }, escapeXml(content))

/** Collects defs (gradients, filters, clips) and body elements of one drawing. */
class Svg {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private seq = 0

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  private def(prefix: string, make: (id: string) => string): string {
    this.seq += 1
    const id = `${prefix}${this.seq}`
    this.defs.push(make(id))
    return `url(#${id})`
  }

  /** Linear gradient; coordinates are fractions of the shape's box unless `user` is set. */
  linear(stops: readonly Stop[], [x1, y1, x2, y2]: Vec4 = [0, 0, 0, 1], user = false): string {
    return this.def('l', (id) =>
      el(
        'linearGradient',
        { id, x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined },
        stopList(stops),
      ),
    )
  }

  radial(
    stops: readonly Stop[],
    [cx, cy, r]: readonly [number, number, number] = [0.5, 0.5, 0.5],
    user = false,
  ) {
    return this.def('r', (id) =>
      el(
        'radialGradient',
        { id, cx, cy, r, gradientUnits: user ? 'userSpaceOnUse' : undefined },
        stopList(stops),
      ),
    )
  }

  blur(sd: number): string {
    return this.def('f', (id) =>
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: sd }),
      ),
    )
  }

  /** Drop shadow filter (blurred, offset alpha under the graphic). */
  shadow(dx: number, dy: number, sd: number, opacity: number): string {
    return this.def('f', (id) =>
      el(
        'filter',
        { id, x: '-30%', y: '-30%', width: '160%', height: '160%' },
        el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: sd }) +
          el('feOffset', { dx, dy }) +
          el('feComponentTransfer', {}, el('feFuncA', { type: 'linear', slope: opacity })) +
          el('feMerge', {}, el('feMergeNode', {}) + el('feMergeNode', { in: 'SourceGraphic' })),
      ),
    )
  }

  clip(shape: string): string {
    return this.def('c', (id) => el('clipPath', { id }, shape))
  }

  mask(content: string): string {
    return this.def('m', (id) => el('mask', { id, maskUnits: 'userSpaceOnUse' }, content))
  }

  pattern(w: number, h: number, content: string): string {
    return this.def('p', (id) =>
      el('pattern', { id, width: w, height: h, patternUnits: 'userSpaceOnUse' }, content),
    )
  }

  add(...parts: ReadonlyArray<string | false | undefined>): this {
    for (const p of parts) if (p) this.body.push(p)
    return this
  }

  toString(outW = this.w, outH = this.h): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    )
  }
}

function stopList(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', {
        offset,
        'stop-color': color,
        'stop-opacity': opacity === undefined ? undefined : opacity,
      }),
    )
    .join('')
}

// ---------------------------------------------------------------------------------------------------------
// Backgrounds and atmosphere
// ---------------------------------------------------------------------------------------------------------

function fill(s: Svg, paint: string): void {
  s.add(rect(0, 0, s.w, s.h, paint))
}

/** Soft radial light spot. */
function glow(s: Svg, cx: number, cy: number, rx: number, ry: number, color: string, opacity: number): void {
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
function grid(
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
function traces(rng: Rng, box: Vec4, count: number, step: number, color: string, opacity: number, width = 2) {
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
function heroShade(s: Svg): void {
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

function vignette(s: Svg, opacity = 0.35, color: string = C.night): void {
  s.add(rect(0, 0, s.w, s.h, s.radial([st(0.55, color, 0), st(1, color, opacity)], [0.5, 0.5, 0.75])))
}

/** Smooth random ridge line (hills, tree lines) closed down to the bottom edge. */
function ridge(rng: Rng, w: number, h: number, baseY: number, amp: number, waves = 3): string {
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
function cloud(cx: number, cy: number, size: number, color: string, opacity: number): string {
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

// ---------------------------------------------------------------------------------------------------------
// Geometry helpers for 2.5D objects
// ---------------------------------------------------------------------------------------------------------

type Quad = readonly [Pt, Pt, Pt, Pt]

/** Point inside a quad (top-left, top-right, bottom-right, bottom-left) by bilinear interpolation. */
function quadPt(q: Quad, u: number, v: number): Pt {
  const [a, b, c, e] = q
  const top: Pt = [lerp(a[0], b[0], u), lerp(a[1], b[1], u)]
  const bottom: Pt = [lerp(e[0], c[0], u), lerp(e[1], c[1], u)]
  return [lerp(top[0], bottom[0], v), lerp(top[1], bottom[1], v)]
}

const subQuad = (q: Quad, u0: number, v0: number, u1: number, v1: number): Quad => [
  quadPt(q, u0, v0),
  quadPt(q, u1, v0),
  quadPt(q, u1, v1),
  quadPt(q, u0, v1),
]

/** Box with a visible top and side face; dx < 0 shows the left side instead of the right. */
function box3d(
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
function shadow(
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
function cable(pts: readonly Pt[], color: string, width: number, a: Attrs = {}): string {
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
function shinyCable(pts: readonly Pt[], color: string, width: number): string {
  return g([
    cable(pts, color, width),
    cable(pts, '#fff', width * 0.22, { opacity: 0.22, transform: `translate(0 ${fmt(-width * 0.22)})` }),
  ])
}

/** Seven-segment style reading drawn from rectangles (no font needed). */
function segmentDigits(x: number, y: number, h: number, digits: string, color: string): string {
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
function hazardSign(cx: number, cy: number, size: number, fillColor: string = C.amber): string {
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
function roomPlanes(
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
function utilityPole(x: number, base: number, h: number, color: string, insulatorColor: string) {
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

// ---------------------------------------------------------------------------------------------------------
// Power-grid structures
// ---------------------------------------------------------------------------------------------------------

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
function wires(a: readonly Pt[], b: readonly Pt[], sag: number, color: string, width: number, opacity = 1) {
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
function pylonLine(
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
function insulator(x: number, base: number, h: number, w: number, color: string): string {
  const ribs = Math.max(3, Math.round(h / (w * 0.9)))
  const out = [rect(x - w * 0.18, base - h, w * 0.36, h, color)]
  for (const i of range(ribs))
    out.push(rect(x - w / 2, base - h + (i + 0.3) * (h / ribs), w, w * 0.22, color, { rx: w * 0.1 }))
  return g(out)
}

/** Power transformer in elevation: tank, radiators, conservator and bushings. */
function transformer(x: number, base: number, w: number, h: number, body: string, detail: string): string {
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
function lattice(x: number, y: number, w: number, h: number, vertical: boolean, color: string, sw: number) {
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
function gantry(x: number, base: number, w: number, h: number, color: string): string {
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
function turbine(x: number, base: number, h: number, angle: number, color: string, opacity = 1): string {
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

// ---------------------------------------------------------------------------------------------------------
// Perspective helpers (solar fields, floors)
// ---------------------------------------------------------------------------------------------------------

type Cam = { cx: number; horizon: number; f: number; height: number }

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
function solarField(c: Cam, o: SolarField): string {
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
function perspectiveFloor(s: Svg, top: number, vx: number, vy: number, color: string, opacity: number): void {
  const out: string[] = []
  for (let x = -s.w; x <= s.w * 2; x += 120) out.push(line(vx + (x - vx) * 0.02, top, x, s.h, color, 1.2))
  for (let k = 1; k < 14; k++) {
    const y = vy + (s.h - vy) * Math.pow(k / 13, 2.2)
    if (y > top) out.push(line(0, y, s.w, y, color, 1))
  }
  s.add(g(out, { opacity }))
}

// ---------------------------------------------------------------------------------------------------------
// Equipment
// ---------------------------------------------------------------------------------------------------------

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
function cabinet(s: Svg, x: number, y: number, w: number, h: number, o: CabinetStyle): string {
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
function cabinetRow(
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
function screen(
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
function gear(cx: number, cy: number, r: number, teeth: number, color: string, a: Attrs = {}): string {
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
function robotArm(
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
function conveyor(
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
function highBay(
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
function dinModule(
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
function dinRow(
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
function wireDuct(x: number, y: number, w: number, h: number, color = '#c3c8cf'): string {
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
function dinBoard(rng: Rng, x: number, y: number, w: number, rows: number, rowH: number, toggle: string) {
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

// ---------------------------------------------------------------------------------------------------------
// Company: logo symbol and hero scenes
// ---------------------------------------------------------------------------------------------------------

/** Lightning bolt on a 100 x 100 grid, shared by the logo and every favicon. */
const BOLT = 'M50 9h21L57 40h18L37 93l10-35H26z'

/** Inside the logo's inner ring the bolt is drawn at 86 %. */
const BOLT_IN_RING = 'translate(7 7) scale(0.86)'

/** Favicon: no inner ring and a full-size bolt, so it stays crisp at 16-32 px. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
  '<rect width="100" height="100" rx="22" fill="#0b1f3a"/>' +
  `<path d="${BOLT}" fill="#f5a524"/></svg>\n`

function logo(size: number, fullBleed = false): string {
  const s = new Svg(100, 100)
  const bg = s.linear([st(0, C.navy2), st(1, C.night)], [0, 0, 1, 1])
  const bolt = s.linear([st(0, C.amber2), st(1, C.amber)], [0, 0, 0.4, 1])
  if (fullBleed) s.add(rect(0, 0, 100, 100, bg))
  else s.add(rect(2, 2, 96, 96, bg, { rx: 22 }))
  s.add(
    rect(7, 7, 86, 86, 'none', { rx: 18, stroke: C.blue, 'stroke-width': 2.4, opacity: 0.55 }),
    g([path(BOLT, C.night, { opacity: 0.35, transform: 'translate(1.5 2.5)' }), path(BOLT, bolt)], {
      transform: BOLT_IN_RING,
    }),
  )
  return s.toString(size, size)
}

function heroSubstation(rng: Rng): string {
  const s = new Svg(1920, 1080)
  const horizon = 800
  fill(
    s,
    s.linear([
      st(0, '#050f20'),
      st(0.4, C.navy),
      st(0.6, '#1d3b66'),
      st(0.7, '#3b5783'),
      st(0.75, '#61688a'),
    ]),
  )
  const stars = range(70).map(() =>
    circle(between(rng, 0, 1920), between(rng, 0, 420), between(rng, 0.6, 1.6), '#fff', {
      opacity: between(rng, 0.2, 0.7),
    }),
  )
  s.add(g(stars))
  glow(s, 1420, horizon, 980, 340, C.amber, 0.75)
  glow(s, 1420, horizon, 320, 110, '#ffe2a8', 0.75)
  s.add(path(ridge(rng, 1920, 1080, horizon + 4, 18, 4), '#142b4f'))
  s.add(
    pylonLine(
      [
        [838, horizon + 4, 50],
        [890, horizon + 6, 80],
        [975, horizon + 10, 132],
        [1105, horizon + 16, 222],
        [1330, horizon + 28, 390],
        [1745, horizon + 60, 740],
        [2400, horizon + 120, 1150],
      ],
      '#0a1a31',
      '#0a1a31',
    ),
  )
  s.add(path(ridge(rng, 1920, 1080, horizon + 60, 10, 3), '#0b1d35'))
  const sil = '#081528'
  const base = 1000
  s.add(
    gantry(900, base, 460, 300, sil),
    gantry(1380, base, 520, 360, sil),
    transformer(1020, base, 230, 270, sil, '#0d2240'),
    transformer(1560, base, 200, 240, sil, '#0d2240'),
    rect(1020, base - 270 * 0.62, 230, 3, C.amber, { opacity: 0.35 }),
    rect(1560, base - 240 * 0.62, 200, 3, C.amber, { opacity: 0.35 }),
    wires(
      xy(1015, base - 252, 1130, base - 252, 1245, base - 252),
      xy(1510, base - 312, 1640, base - 312, 1770, base - 312),
      0.03,
      sil,
      2.4,
    ),
  )
  for (const i of range(9)) s.add(insulator(940 + i * 110, base, 70 + (i % 2) * 20, 16, sil))
  s.add(rect(0, base - 4, 1920, 90, sil))
  const lamps = [
    [1000, base - 150],
    [1355, base - 190],
    [1880, base - 170],
  ] as const
  for (const [lx, ly] of lamps) {
    s.add(line(lx, base, lx, ly, sil, 4))
    glow(s, lx, ly, 60, 60, C.amber2, 0.55)
    s.add(circle(lx, ly, 4, '#fff2d0'))
  }
  const fence: string[] = [line(0, base + 14, 1920, base + 14, '#183560', 3)]
  for (let x = 0; x <= 1920; x += 48) fence.push(line(x, base + 14, x, 1080, '#183560', 3))
  s.add(g(fence, { opacity: 0.9 }))
  heroShade(s)
  return s.toString()
}

function heroFactory(rng: Rng): string {
  const s = new Svg(1920, 1080)
  const floor = 830
  fill(s, s.linear([st(0, '#081730'), st(0.2, C.navy), st(0.75, '#17365f')]))
  const windows: string[] = []
  for (let x = 40; x < 1920; x += 190) {
    windows.push(rect(x, 230, 150, 210, s.linear([st(0, C.ice, 0.35), st(1, C.blue2, 0.08)]), { rx: 4 }))
    windows.push(line(x + 75, 230, x + 75, 440, C.navy, 6), line(x, 335, x + 150, 335, C.navy, 6))
  }
  s.add(g(windows))
  const truss: string[] = [rect(0, 120, 1920, 12, C.night), rect(0, 200, 1920, 10, C.night)]
  const web: Pt[] = range(33).map((i) => [i * 60, i % 2 ? 205 : 125])
  truss.push(polyline(web, C.night, 6))
  s.add(rect(0, 0, 1920, 125, '#050f20'), g(truss))
  for (const x of [260, 640, 1020, 1400, 1780]) s.add(highBay(s, x, 230, 40, 240, '#0a1830', '#dcecff'))
  s.add(rect(0, floor, 1920, 250, s.linear([st(0, '#1b3a63'), st(1, '#071429')])))
  perspectiveFloor(s, floor, 1150, floor, C.ice, 0.08)
  s.add(poly(xy(1130, floor, 1170, floor, 820, 1080, 700, 1080), C.amber, { opacity: 0.5 }))
  s.add(
    cabinetRow(s, 1000, 540, 840, 290, 6, [
      { body: '#c9d2dd', edge: '#8694a6', accent: C.blue, lights: [C.green, C.amber], screen: true },
      { body: '#c9d2dd', edge: '#8694a6', accent: C.blue, lights: [C.green], vents: true },
      { body: '#c9d2dd', edge: '#8694a6', accent: C.blue, lights: [C.green, C.red, C.amber], mimic: true },
      { body: '#c9d2dd', edge: '#8694a6', accent: C.blue, lights: [C.green], vents: true },
    ]),
  )
  s.add(screen(rng, 430, 560, 300, 190, C.teal, 'trend'), rect(570, 750, 20, 80, C.night))
  s.add(robotArm(s, 1250, floor + 40, 58, 120, 200, C.amber, '#1c2b40'))
  s.add(conveyor(rng, 700, 915, 1300, 42, '#1e3558', '#0a1424', ['#d8b27c', '#c99a5e', '#e2c596']))
  s.add(robotArm(s, 1530, 1070, 100, 62, -30, C.amber, '#14233a'))
  glow(s, 1700, 620, 500, 300, C.blue2, 0.18)
  heroShade(s)
  return s.toString()
}

function heroSolar(rng: Rng): string {
  const s = new Svg(1920, 1080)
  const horizon = 700
  fill(
    s,
    s.linear([
      st(0, C.navy),
      st(0.3, '#1a3f70'),
      st(0.5, '#4f78aa'),
      st(0.6, '#b9a08a'),
      st(0.65, '#f2b35a'),
    ]),
  )
  glow(s, 1420, horizon - 20, 900, 420, C.amber, 0.55)
  glow(s, 1420, horizon - 20, 220, 200, '#fff0c8', 0.9)
  s.add(circle(1420, horizon - 30, 58, '#fff6df'))
  s.add(path(ridge(rng, 1920, 1080, horizon + 4, 16, 3), '#6d86a8', { opacity: 0.85 }))
  for (const [x, h, a] of [
    [980, 120, 10],
    [1080, 135, 55],
    [1190, 120, 95],
    [1620, 150, 30],
    [1760, 135, 75],
  ] as const) {
    s.add(turbine(x, horizon + 6, h, a, '#3e5b84', 0.9))
  }
  s.add(path(ridge(rng, 1920, 1080, horizon + 36, 24, 3), '#2a4872'))
  for (const [x, h, a] of [
    [1300, 300, 20],
    [1520, 360, 70],
    [1850, 330, 100],
  ] as const) {
    s.add(turbine(x, horizon + 46, h, a, '#1b355c'))
  }
  s.add(
    pylonLine(
      [
        [760, horizon + 40, 70],
        [930, horizon + 46, 100],
        [1140, horizon + 54, 140],
        [1420, horizon + 66, 190],
        [1800, horizon + 84, 260],
        [2300, horizon + 110, 360],
      ],
      '#142c4f',
      '#142c4f',
    ),
  )
  s.add(rect(0, horizon + 60, 1920, 400, s.linear([st(0, '#1f3857'), st(1, '#0a1a30')])))
  const cam: Cam = { cx: 1250, horizon, f: 1150, height: 3.4 }
  s.add(
    solarField(cam, {
      rows: 16,
      z0: 4.2,
      gap: 3.3,
      x0: -40,
      x1: 40,
      face: s.linear([st(0, '#6f9dd6'), st(0.5, '#2a5c9c'), st(1, '#0e2a52')]),
      frame: '#c7d5e8',
      ground: '#0b1b31',
    }),
  )
  glow(s, 1420, 830, 700, 220, C.amber, 0.28)
  heroShade(s)
  return s.toString()
}

// ---------------------------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------------------------

const LIGHT_CABINETS: readonly CabinetStyle[] = [
  { body: '#e4e7eb', edge: '#9aa3ae', accent: C.blue, lights: [C.green, C.amber], screen: true },
  { body: '#e4e7eb', edge: '#9aa3ae', accent: C.blue, lights: [C.green], mimic: true, vents: true },
  { body: '#e4e7eb', edge: '#9aa3ae', accent: C.blue, lights: [C.green, C.red], window: true, vents: true },
]

/** Cable tray with a bundle of cables running across the top of a room. */
function cableTray(x: number, y: number, w: number, colors: readonly string[]): string {
  const out: string[] = colors.map((c, i) => line(x, y + 12 + i * 7, x + w, y + 12 + i * 7, c, 8))
  out.push(rect(x, y, w, 8, '#9aa5b3'), rect(x, y + 42, w, 8, '#8793a2'))
  for (let rx = x + 10; rx < x + w; rx += 36) out.push(rect(rx, y + 8, 4, 34, '#aab4c1'))
  return g(out)
}

function svcSwitchroom(): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#f0f3f7'), st(1, '#dde3ea')]))
  grid(s, 40, C.steel, 0.08, [0.5, 0.3, 0.8, 0.6])
  const floorY = 640
  s.add(rect(0, floorY, 1200, 160, s.linear([st(0, '#c7ced8'), st(1, '#aeb8c5')])))
  perspectiveFloor(s, floorY, 600, floorY, C.steel, 0.14)
  s.add(rect(0, 720, 1200, 8, C.amber, { opacity: 0.85 }))
  s.add(cableTray(0, 70, 1200, ['#2a3340', '#0b1f3a', '#3d4a5c', '#1d6fd8', '#2a3340']))
  for (const i of range(6)) {
    const cx = 130 + i * 160 + 80
    s.add(cable(xy(cx - 30, 112, cx - 10, 170, cx, 250), '#2a3340', 7))
  }
  s.add(cabinetRow(s, 130, 250, 960, 390, 6, LIGHT_CABINETS))
  s.add(hazardSign(70, 330, 56))
  vignette(s, 0.18, C.steel)
  return s.toString()
}

function svcGridLandscape(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#8dbaf0'), st(0.55, '#d2e5fb'), st(0.7, '#f1f5fa')]))
  glow(s, 980, 110, 320, 240, '#ffffff', 0.8)
  s.add(
    cloud(260, 150, 70, '#fff', 0.85),
    cloud(720, 90, 50, '#fff', 0.7),
    cloud(1080, 230, 60, '#fff', 0.75),
  )
  s.add(path(ridge(rng, 1200, 800, 520, 22, 3), '#b5c8de'))
  s.add(path(ridge(rng, 1200, 800, 566, 12, 2), '#c9d3cf'))
  s.add(rect(0, 590, 1200, 210, s.linear([st(0, '#e6e0d5'), st(1, '#d2c9bb')])))
  s.add(
    pylonLine(
      [
        [-520, 760, 980],
        [150, 650, 520],
        [560, 585, 260],
        [780, 556, 150],
        [905, 542, 94],
        [985, 535, 60],
      ],
      '#50637d',
      '#50637d',
    ),
  )
  s.add(poly(xy(640, 800, 1200, 800, 1200, 612, 800, 612), '#cbc3b4'))
  s.add(gantry(760, 700, 430, 250, '#6f7d8f'))
  s.add(shadow(s, 930, 768, 170, 18, 0.3))
  s.add(transformer(830, 765, 200, 230, '#8796a8', '#5e6c7e'))
  for (const i of range(4)) s.add(insulator(1080 + i * 30, 760, 60, 12, '#6f7d8f'))
  const fence: string[] = [line(800, 612, 1200, 612, '#8b96a3', 2), line(640, 800, 800, 612, '#8b96a3', 2)]
  for (let x = 810; x <= 1200; x += 28) fence.push(line(x, 612, x, 580, '#8b96a3', 1.5))
  fence.push(line(800, 580, 1200, 580, '#8b96a3', 1.5))
  s.add(g(fence, { opacity: 0.8 }))
  return s.toString()
}

function svcBoard(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, C.navy2), st(1, C.night)], [0, 0, 1, 1]))
  grid(s, 32, C.blue2, 0.1, [0.2, 0.5, 0.5, 0.8])
  glow(s, 760, 400, 560, 440, C.blue2, 0.25)
  s.add(rect(300, 40, 840, 800, '#b9c0c8', { rx: 18, filter: s.shadow(0, 20, 30, 0.5) }))
  s.add(rect(326, 66, 788, 800, '#eceef0', { rx: 8 }))
  s.add(rect(326, 66, 788, 40, s.linear([st(0, '#000', 0.18), st(1, '#000', 0)])))
  s.add(dinBoard(rng, 370, 170, 700, 4, 135, C.navy).svg)
  s.add(
    g(traces(rng, [0, 60, 220, 700], 9, 24, C.blue2, 0.35), {
      'clip-path': s.clip(rect(0, 0, 290, 800, '#000')),
    }),
  )
  return s.toString()
}

function svcRobots(rng: Rng): string {
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

function svcControlRoom(rng: Rng): string {
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

/** PLC CPU or I/O module with LEDs and terminal rows. */
function plcModule(
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

function svcPlcCabinet(rng: Rng): string {
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

function svcSolarDay(rng: Rng): string {
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

function svcWindDusk(rng: Rng): string {
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

function svcStorage(rng: Rng): string {
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

function svcBuildingNight(rng: Rng): string {
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

/** Pendant light: cord, dome shade and a warm pool of light. */
function pendant(s: Svg, x: number, top: number, y: number, k: number, shade: string, light: string): string {
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

function svcInterior(): string {
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

function svcMultimeter(rng: Rng): string {
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

function svcWaveforms(rng: Rng): string {
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

function svcThermal(rng: Rng): string {
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

/** Hard hat in side view, brim to the right. */
function hardHat(cx: number, cy: number, k: number, color: string): string {
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

/** Combination spanner lying flat: ring end left, open jaw right. */
function spanner(s: Svg, x: number, y: number, len: number, angle: number, color: string): string {
  const r = len * 0.11
  const jaw = s.mask(
    rect(-len, -len, len * 3, len * 2, '#fff') +
      rect(len - r * 0.3, -r * 0.42, r * 1.6, r * 0.84, '#000') +
      circle(0, 0, r * 0.52, '#000'),
  )
  return g(
    [
      rect(0, -r * 0.38, len, r * 0.76, color, { rx: r * 0.3 }),
      circle(0, 0, r, color),
      circle(len, 0, r * 1.05, color),
      rect(r * 1.2, -r * 0.12, len - r * 2.6, r * 0.24, '#000', { opacity: 0.1, rx: r * 0.1 }),
    ],
    { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${angle})`, mask: jaw },
  )
}

function screwdriver(x: number, y: number, len: number, angle: number, handle: string): string {
  const w = len * 0.1
  return g(
    [
      rect(0, -w / 2, len * 0.38, w, handle, { rx: w * 0.45 }),
      rect(len * 0.05, -w * 0.12, len * 0.28, w * 0.24, '#000', { opacity: 0.18, rx: w * 0.1 }),
      rect(len * 0.36, -w * 0.28, len * 0.06, w * 0.56, C.grey5, { rx: w * 0.1 }),
      rect(len * 0.42, -w * 0.12, len * 0.52, w * 0.24, '#c3c9d1'),
      poly(xy(len * 0.94, -w * 0.12, len, -w * 0.05, len, w * 0.05, len * 0.94, w * 0.12), '#aab1ba'),
    ],
    { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${angle})` },
  )
}

function padlock(cx: number, cy: number, k: number, body: string): string {
  return g([
    path(
      d`M${cx - k * 0.32} ${cy}V${cy - k * 0.45}A${k * 0.32} ${k * 0.32} 0 0 1 ${cx + k * 0.32} ${cy - k * 0.45}V${cy}`,
      'none',
      {
        stroke: '#b7bec7',
        'stroke-width': k * 0.12,
      },
    ),
    rect(cx - k * 0.5, cy - k * 0.1, k, k * 0.85, body, { rx: k * 0.12 }),
    rect(cx - k * 0.5, cy - k * 0.1, k, k * 0.2, '#fff', { opacity: 0.2, rx: k * 0.1 }),
    circle(cx, cy + k * 0.32, k * 0.09, C.navy),
    rect(cx - k * 0.03, cy + k * 0.36, k * 0.06, k * 0.18, C.navy),
  ])
}

function svcTools(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#eee9e1'), st(1, '#e0d9ce')], [0, 0, 1, 1]))
  grid(s, 48, C.grey4, 0.07)
  const sh = s.shadow(8, 18, 14, 0.28)
  s.add(g(hardHat(300, 360, 170, C.amber), { filter: sh }))
  s.add(
    g([rect(640, 150, 360, 480, '#1f2a38', { rx: 28 }), rect(664, 178, 312, 424, '#f7f8fa', { rx: 8 })], {
      transform: 'rotate(7 820 390)',
      filter: sh,
    }),
  )
  const list: string[] = []
  for (const i of range(6)) {
    const y = 220 + i * 60
    const done = i < 4
    list.push(
      rect(700, y, 30, 30, done ? C.teal : '#fff', {
        rx: 6,
        stroke: done ? C.teal : '#b8c0ca',
        'stroke-width': 3,
      }),
    )
    if (done)
      list.push(
        polyline(xy(707, y + 15, 713, y + 22, 724, y + 8), '#fff', 4, {
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      )
    list.push(
      rect(750, y + 6, between(rng, 120, 180), 8, '#c5ccd5', { rx: 4 }),
      rect(750, y + 20, between(rng, 60, 110), 6, '#dde2e8', { rx: 3 }),
    )
  }
  s.add(g(list, { transform: 'rotate(7 820 390)' }))
  s.add(g(spanner(s, 160, 640, 430, -12, '#b9c0c9'), { filter: sh }))
  s.add(g(screwdriver(400, 765, 420, -12, C.blue), { filter: sh }))
  s.add(g(padlock(1080, 600, 130, C.red), { filter: sh }))
  const coil: string[] = []
  for (const i of range(7))
    coil.push(
      circle(1100, 160, 120 - i * 9, 'none', { stroke: i % 2 ? '#1b2330' : '#2a3545', 'stroke-width': 9 }),
    )
  s.add(g(coil, { filter: sh }), cable(xy(1040, 250, 980, 300, 1010, 340, 1070, 330), '#2a3545', 9))
  return s.toString()
}

function svcLineworker(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, C.navy2), st(0.5, '#3a6499'), st(0.78, '#e9a95c'), st(0.86, '#f5c27a')]))
  glow(s, 220, 660, 560, 240, C.amber, 0.6)
  const city: string[] = []
  for (let x = -10; x < 1200; x += between(rng, 30, 70))
    city.push(rect(x, 690 - between(rng, 20, 90), between(rng, 28, 60), 120, '#33507c'))
  s.add(g(city, { opacity: 0.8 }))
  s.add(path(ridge(rng, 1200, 800, 700, 8, 2), '#1a3054'))
  const sil = '#0b1a31'
  const p1 = utilityPole(760, 720, 600, sil, '#3c5478')
  const p2 = utilityPole(180, 705, 440, sil, '#3c5478')
  const far: Pt[] = p2.tips.map(([x, y]) => [x - 600, y + 40])
  const right: Pt[] = p1.tips.map(([x, y]) => [x + 700, y - 60])
  s.add(
    wires(far, p2.tips, 0.05, sil, 2),
    wires(p2.tips, p1.tips, 0.05, sil, 2),
    wires(p1.tips, right, 0.05, sil, 2),
  )
  s.add(p2.svg, p1.svg)
  s.add(rect(752, 205, 40, 60, sil, { rx: 8 }))
  s.add(rect(0, 720, 1200, 80, '#081529'))
  const truck: string[] = [
    rect(880, 640, 250, 60, sil, { rx: 6 }),
    path(d`M1130 700V620Q1130 600 1150 600H1190L1220 640V700Z`, sil),
    poly(xy(1150, 608, 1185, 608, 1205, 636, 1150, 636), '#3c6aa3', { opacity: 0.8 }),
    circle(930, 705, 28, sil),
    circle(1080, 705, 28, sil),
    circle(1170, 705, 28, sil),
    ...[930, 1080, 1170].map((x) => circle(x, 705, 10, '#2b4166')),
    rect(900, 650, 210, 8, C.amber, { opacity: 0.9 }),
    rect(930, 610, 70, 32, sil),
  ]
  s.add(g(truck))
  s.add(
    line(965, 615, 900, 430, sil, 22, { 'stroke-linecap': 'round' }),
    line(900, 430, 835, 300, sil, 16, { 'stroke-linecap': 'round' }),
  )
  s.add(circle(900, 430, 16, '#1f3558'))
  s.add(rect(790, 270, 80, 64, '#dfe5ec', { rx: 6 }), rect(790, 270, 80, 10, C.amber))
  s.add(ellipse(822, 226, 20, 24, sil), rect(800, 244, 46, 32, sil, { rx: 12 }))
  s.add(
    path(d`M800 222Q802 196 822 196Q842 196 844 222Z`, C.amber),
    rect(796, 218, 52, 6, C.amber, { rx: 3 }),
  )
  s.add(line(836, 250, 790, 215, sil, 10, { 'stroke-linecap': 'round' }))
  glow(s, 1180, 596, 60, 60, C.amber, 0.8)
  s.add(rect(1172, 590, 16, 10, C.amber2, { rx: 3 }))
  return s.toString()
}

// ---------------------------------------------------------------------------------------------------------
// Product categories
// ---------------------------------------------------------------------------------------------------------

/** Cabinet front mapped onto a perspective quad. */
function quadCabinet(q: Quad, body: string, edge: string, accent: string, lamp: string): string {
  const out = [poly(q, body)]
  out.push(poly(subQuad(q, 0.06, 0.03, 0.94, 0.24), 'none', { stroke: edge, 'stroke-width': 1.5 }))
  out.push(poly(subQuad(q, 0.06, 0.27, 0.94, 0.94), 'none', { stroke: edge, 'stroke-width': 1.5 }))
  out.push(poly(subQuad(q, 0.15, 0.07, 0.55, 0.15), C.night))
  out.push(poly(subQuad(q, 0.18, 0.08, 0.52, 0.14), accent, { opacity: 0.8 }))
  out.push(poly(subQuad(q, 0.66, 0.09, 0.76, 0.14), lamp), poly(subQuad(q, 0.8, 0.09, 0.9, 0.14), C.green))
  out.push(poly(subQuad(q, 0.3, 0.38, 0.7, 0.5), C.night, { opacity: 0.8 }))
  out.push(poly(subQuad(q, 0.485, 0.55, 0.515, 0.86), accent, { opacity: 0.8 }))
  out.push(poly(subQuad(q, 0.42, 0.64, 0.58, 0.72), 'none', { stroke: accent, 'stroke-width': 2 }))
  out.push(poly(subQuad(q, 0.84, 0.5, 0.88, 0.62), edge))
  out.push(poly(subQuad(q, 0, 0.96, 1, 1), edge))
  return g(out)
}

function catSwitchgear(): string {
  const s = new Svg(1200, 800)
  const back: Vec4 = [480, 250, 240, 190]
  roomPlanes(s, back, {
    back: '#0f2647',
    floor: '#1a3a63',
    ceil: '#071629',
    left: '#0d2341',
    right: '#0d2341',
  })
  const ceiling: Quad = quad(0, 0, 1200, 0, 720, 250, 480, 250)
  for (const u of [0.42, 0.58]) s.add(poly(subQuad(ceiling, u - 0.012, 0, u + 0.012, 1), '#e6f0ff'))
  glow(s, 600, 160, 500, 160, C.blue2, 0.3)
  s.add(rect(570, 300, 60, 140, '#0a1a31'), rect(585, 285, 30, 8, C.green, { opacity: 0.9 }))
  const floor: Quad = quad(480, 440, 720, 440, 1200, 800, 0, 800)
  s.add(poly(subQuad(floor, 0.3, 0, 0.7, 1), '#122a4a'))
  s.add(poly(subQuad(floor, 0.49, 0, 0.51, 1), C.amber, { opacity: 0.55 }))
  const depth = (t: number): number => (1 - 1 / (1 + 3 * t)) / (1 - 1 / 4)
  const walls: Quad[] = [quad(0, 0, 480, 250, 480, 440, 0, 800), quad(1200, 0, 720, 250, 720, 440, 1200, 800)]
  for (const wall of walls) {
    for (let i = 6; i >= 0; i--) {
      const u0 = depth(i / 7)
      const u1 = depth((i + 1) / 7)
      const q = subQuad(wall, u0, 0.22, u1 - (u1 - u0) * 0.04, 1)
      s.add(quadCabinet(q, '#cfd6df', '#8894a4', C.blue, i % 3 ? C.green : C.amber))
    }
    s.add(poly(subQuad(wall, 0, 0.19, 1, 0.22), '#8894a4'))
  }
  glow(s, 600, 640, 420, 140, C.blue2, 0.15)
  vignette(s, 0.5)
  return s.toString()
}

/** Cable end seen head-on: sheath, insulated cores and copper conductors. */
function cableEnd(cx: number, cy: number, r: number, sheath: string, cores: readonly string[]): string {
  const out = [circle(cx, cy, r, sheath), circle(cx, cy, r * 0.84, '#e9e4dc')]
  const n = cores.length
  const cr = n === 1 ? r * 0.55 : (r * 0.8) / (1 + 1 / Math.sin(Math.PI / n))
  cores.forEach((c, i) => {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2
    const off = n === 1 ? 0 : r * 0.8 - cr
    const x = cx + Math.cos(a) * off
    const y = cy + Math.sin(a) * off
    out.push(
      circle(x, y, cr, c),
      circle(x, y, cr * 0.55, C.amber2),
      circle(x - cr * 0.15, y - cr * 0.15, cr * 0.2, '#fff', { opacity: 0.5 }),
    )
  })
  out.push(circle(cx - r * 0.3, cy - r * 0.35, r * 0.18, '#fff', { opacity: 0.12 }))
  return g(out)
}

function catCables(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#f3f0ea'), st(1, '#e2dbd0')], [0, 0, 1, 1]))
  grid(s, 40, C.grey4, 0.08)
  const sh = s.shadow(10, 22, 20, 0.28)
  const drum: string[] = [ellipse(250, 420, 110, 330, '#1d3e66'), rect(250, 130, 260, 580, '#1a1f26')]
  for (let y = 140; y < 710; y += 22)
    drum.push(
      rect(250, y, 260, 14, '#2c333d', { rx: 7 }),
      rect(250, y + 2, 260, 4, '#fff', { opacity: 0.12 }),
    )
  drum.push(
    ellipse(510, 420, 118, 340, C.steel),
    ellipse(510, 420, 100, 318, '#2c5688'),
    ellipse(510, 420, 34, 100, '#1a3458'),
    ellipse(510, 420, 18, 54, '#0b1f3a'),
  )
  for (const i of range(8)) {
    const a = (i / 8) * Math.PI * 2
    drum.push(ellipse(510 + Math.cos(a) * 62, 420 + Math.sin(a) * 190, 7, 18, '#1a3458'))
  }
  s.add(g(drum, { filter: sh }))
  s.add(shinyCable(xy(470, 700, 600, 740, 760, 700, 880, 640), '#1f252d', 30))
  const bundle: Array<[string, readonly string[]]> = [
    ['#1f252d', ['#7b4a2c', '#2a2f36', '#9aa3ad', C.blue]],
    [C.amber, ['#7b4a2c', C.blue, '#2a2f36']],
    ['#2a2f36', ['#7b4a2c', '#2a2f36', '#9aa3ad']],
    [C.navy, ['#7b4a2c', C.blue]],
    [C.teal, ['#7b4a2c', C.blue, '#2a2f36', '#9aa3ad', '#d9c23a']],
    ['#1f252d', ['#7b4a2c', '#2a2f36', '#9aa3ad', C.blue]],
    ['#8a939e', [C.blue]],
  ]
  const r = 64
  const ends = bundle.map(([sheath, cores], i) => {
    const a = ((i - 1) / 6) * Math.PI * 2
    const [x, y] = i === 0 ? [960, 360] : [960 + Math.cos(a) * r * 2.02, 360 + Math.sin(a) * r * 2.02]
    return cableEnd(x, y, r, sheath, cores)
  })
  s.add(g(ends, { filter: sh }))
  s.add(cableEnd(890, 640, 40, '#1f252d', ['#7b4a2c', '#2a2f36', '#9aa3ad']))
  const colors = [C.blue, C.amber, '#2a2f36', C.teal]
  for (const [i, c] of colors.entries()) {
    const y0 = 760 - i * 14
    s.add(shinyCable(xy(-20, y0 - 40, 200, y0 - between(rng, 0, 30), 420, y0 + 10), c, 12))
  }
  return s.toString()
}

function catAutomation(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, C.navy2), st(1, C.night)], [0, 0, 1, 1]))
  grid(s, 32, C.blue2, 0.1)
  s.add(
    traces(rng, [0, 0, 1200, 160], 12, 32, C.teal, 0.35),
    traces(rng, [0, 690, 1200, 110], 10, 32, C.blue2, 0.3),
  )
  glow(s, 420, 400, 460, 300, C.blue2, 0.22)
  s.add(rect(60, 410, 720, 40, '#8f99a6'), rect(60, 424, 720, 10, '#6d7785'))
  const rack: string[] = [
    plcModule(90, 200, 160, 420, C.navy, [C.green, C.green, C.amber, C.green, C.teal, C.green]),
  ]
  for (const i of range(6))
    rack.push(
      plcModule(
        262 + i * 80,
        200,
        74,
        420,
        '#35414f',
        [C.teal, C.teal, C.amber, C.teal, C.green, C.teal].slice(0, 3 + (i % 4)),
      ),
    )
  s.add(g(rack, { filter: s.shadow(0, 18, 20, 0.45) }))
  s.add(
    rect(110, 250, 120, 60, '#0a1628', { rx: 6 }),
    rect(118, 258, 104, 44, C.teal, { opacity: 0.5, rx: 4 }),
  )
  const hmi = g(
    [rect(820, 170, 330, 260, '#1a2230', { rx: 18 }), screen(rng, 840, 190, 290, 220, C.teal, 'process')],
    { filter: s.shadow(0, 18, 20, 0.45) },
  )
  s.add(hmi)
  s.add(rect(820, 480, 330, 170, '#d8dde3', { rx: 14, filter: s.shadow(0, 18, 20, 0.45) }))
  for (const [i, c] of [C.green, C.red, C.amber].entries()) {
    const x = 880 + i * 80
    s.add(
      circle(x, 530, 28, '#9aa3ad'),
      circle(x, 530, 22, c),
      circle(x - 6, 524, 7, '#fff', { opacity: 0.35 }),
    )
  }
  s.add(
    circle(985, 605, 34, '#f1c40f'),
    circle(985, 605, 25, C.red),
    circle(978, 598, 8, '#fff', { opacity: 0.3 }),
  )
  s.add(
    circle(1080, 605, 24, '#2a2f36'),
    rect(1075, 583, 10, 30, '#cfd6df', { rx: 4, transform: 'rotate(35 1080 605)' }),
  )
  return s.toString()
}

function catLighting(): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#0a1a33'), st(1, '#132f55')]))
  s.add(rect(0, 640, 1200, 160, s.linear([st(0, '#1b3050'), st(1, '#0c1d36')])))
  for (const [x, y, k, shade] of [
    [190, 300, 70, C.amber],
    [420, 400, 56, '#e8e3dc'],
    [640, 250, 84, C.navy2],
    [870, 380, 60, C.teal],
    [1060, 300, 66, '#e8e3dc'],
  ] as const) {
    glow(s, x, 660, k * 3.2, k * 0.6, '#ffd58a', 0.35)
    s.add(pendant(s, x, 0, y, k, shade, '#ffe1a3'))
    glow(s, x, y + k * 0.7, k * 2.2, k * 1.6, '#ffd58a', 0.35)
  }
  s.add(rect(0, 636, 1200, 6, '#0a1830', { opacity: 0.6 }))
  vignette(s, 0.45)
  return s.toString()
}

function catSolarStorage(rng: Rng): string {
  const s = new Svg(1200, 800)
  fill(s, s.linear([st(0, '#5d9cf0'), st(0.6, '#cfe2fb'), st(0.7, '#eef4fb')]))
  glow(s, 240, 120, 280, 240, '#fff', 0.9)
  s.add(circle(240, 120, 42, '#fffdf2'), cloud(640, 130, 55, '#fff', 0.8))
  s.add(path(ridge(rng, 1200, 800, 540, 14, 2), '#b9cbb9'))
  s.add(rect(0, 560, 1200, 240, s.linear([st(0, '#ddd5c6'), st(1, '#cbc1af')])))
  s.add(
    rect(700, 80, 520, 720, '#ece6dc'),
    rect(700, 80, 520, 720, s.linear([st(0, '#000', 0.1), st(0.15, '#000', 0)], [0, 0, 1, 0])),
  )
  s.add(g(range(24).map((i) => rect(700, 110 + i * 30, 520, 2, '#d8d0c3'))))
  const panel: Quad = quad(60, 360, 560, 260, 640, 560, 110, 700)
  s.add(line(200, 650, 190, 760, '#6b7684', 12), line(520, 560, 530, 720, '#6b7684', 12))
  s.add(
    poly(panel, '#dfe6ee'),
    poly(
      subQuad(panel, 0.015, 0.02, 0.985, 0.98),
      s.linear([st(0, '#5f93d6'), st(0.5, '#1f4f8f'), st(1, '#0f2c55')], [0, 0, 1, 1]),
    ),
  )
  const cells: string[] = []
  for (const i of range(11)) {
    const a = quadPt(panel, 0.015 + (i / 10) * 0.97, 0.02)
    const b = quadPt(panel, 0.015 + (i / 10) * 0.97, 0.98)
    cells.push(line(a[0], a[1], b[0], b[1], '#cfe0f5', 1.5))
  }
  for (const j of range(7)) {
    const a = quadPt(panel, 0.015, 0.02 + (j / 6) * 0.96)
    const b = quadPt(panel, 0.985, 0.02 + (j / 6) * 0.96)
    cells.push(line(a[0], a[1], b[0], b[1], '#cfe0f5', 1.5))
  }
  s.add(g(cells, { opacity: 0.55 }))
  s.add(poly(subQuad(panel, 0.05, 0.05, 0.4, 0.3), '#fff', { opacity: 0.12 }))
  s.add(shadow(s, 980, 770, 190, 14, 0.3))
  s.add(
    g(
      [
        rect(760, 300, 180, 220, '#f8f9fa', { rx: 14 }),
        rect(790, 340, 120, 60, C.navy, { rx: 6 }),
        rect(800, 350, 100, 40, C.teal, { opacity: 0.55, rx: 3 }),
      ],
      { filter: s.shadow(0, 10, 12, 0.2) },
    ),
  )
  for (const i of range(4)) s.add(rect(800 + i * 26, 450, 16, 40, '#d5dbe2', { rx: 3 }))
  s.add(
    g(
      [
        rect(980, 260, 190, 510, '#fbfbfc', { rx: 20 }),
        rect(1000, 300, 8, 320, C.teal, { rx: 4 }),
        circle(1075, 710, 16, '#dfe4ea'),
      ],
      { filter: s.shadow(0, 10, 12, 0.2) },
    ),
  )
  for (const i of range(5))
    s.add(rect(1030, 330 + i * 26, 110, 10, i < 4 ? C.teal : '#d5dbe2', { rx: 5, opacity: 0.85 }))
  s.add(
    rect(842, 520, 16, 280, '#b9c0c9'),
    rect(940, 480, 40, 14, '#b9c0c9'),
    cable(xy(600, 560, 700, 600, 780, 560, 800, 520), '#2a2f36', 10),
  )
  return s.toString()
}

// ---------------------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------------------

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

function evExpo(rng: Rng): string {
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

function evWebinar(rng: Rng): string {
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

function evTraining(rng: Rng): string {
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

function evOpenDay(rng: Rng): string {
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

function evCharging(rng: Rng): string {
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

// ---------------------------------------------------------------------------------------------------------
// Products (centred object on a light neutral background with a soft shadow)
// ---------------------------------------------------------------------------------------------------------

function productStage(s: Svg, floorY: number, halfWidth: number): void {
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

function prodMcb(): string {
  const s = new Svg(800, 800)
  productStage(s, 640, 170)
  const [x, y, w, h] = [285, 170, 230, 460]
  const pw = w / 3
  s.add(dinBody(s, x, y, w, h, '#f1f1ef', '#d0d3d7'))
  s.add(terminals(x, y + 30, w, 3, 44), terminals(x, y + h - 80, w, 3, 44))
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

function prodRccb(): string {
  const s = new Svg(800, 800)
  productStage(s, 640, 200)
  const [x, y, w, h] = [245, 170, 310, 460]
  s.add(dinBody(s, x, y, w, h, '#f1f1ef', '#d0d3d7'))
  s.add(terminals(x, y + 30, w, 4, 40), terminals(x, y + h - 76, w, 4, 40))
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

function prodAts(): string {
  const s = new Svg(800, 800)
  productStage(s, 680, 230)
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

function prodMvSwitchgear(): string {
  const s = new Svg(800, 800)
  productStage(s, 690, 270)
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

function prodBusbar(): string {
  const s = new Svg(800, 800)
  productStage(s, 548, 310)
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

function prodSpd(): string {
  const s = new Svg(800, 800)
  productStage(s, 640, 200)
  const [x, y, w, h] = [250, 170, 300, 460]
  const pw = w / 4
  s.add(dinBody(s, x, y, w, h, '#ececea', '#cdd0d4'))
  s.add(terminals(x, y + 30, w, 4, 38), terminals(x, y + h - 74, w, 4, 38))
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

function prodEnclosure(): string {
  const s = new Svg(800, 800)
  productStage(s, 650, 220)
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

function prodSmartMeter(rng: Rng): string {
  const s = new Svg(800, 800)
  productStage(s, 660, 190)
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

function prodContactor(): string {
  const s = new Svg(800, 800)
  productStage(s, 640, 190)
  const [x, y, w, h] = [265, 180, 270, 450]
  s.add(dinBody(s, x, y, w, h, '#e3e5e8', '#bfc4ca'))
  s.add(terminals(x, y + 28, w, 3, 46), terminals(x, y + h - 84, w, 3, 46))
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

// ---------------------------------------------------------------------------------------------------------
// Portraits (team and clients): stylised head-and-shoulders illustrations on a 600 x 600 grid
// ---------------------------------------------------------------------------------------------------------

type HairStyle = 'short' | 'side' | 'buzz' | 'long' | 'bob' | 'bun' | 'curly' | 'bald'
type Outfit = 'blazer' | 'suit' | 'hivis' | 'sweater' | 'polo' | 'cardigan' | 'workshirt'

type Avatar = {
  bg: readonly [string, string]
  skin: string
  hair: string
  hairStyle: HairStyle
  outfit: Outfit
  cloth: string
  inner?: string
  tie?: string
  helmet?: string
  glasses?: 'round' | 'safety'
  beard?: boolean
}

const HEAD =
  'M300 140C352 140 386 178 386 238C386 300 362 346 330 362C318 368 309 370 300 370C291 370 282 368 270 362C238 346 214 300 214 238C214 178 248 140 300 140Z'
const TORSO = 'M60 600C68 500 130 448 220 432L258 424Q300 446 342 424L380 432C470 448 532 500 540 600Z'

/** Darken (amount < 0) or lighten (amount > 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  )
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

function hairBack(a: Avatar): string {
  const c = a.hair
  switch (a.hairStyle) {
    case 'long':
      return path(
        'M204 250C190 160 240 114 300 114C360 114 410 160 396 250L410 430C384 446 352 444 340 432L338 320L262 320L260 432C248 444 216 446 190 430Z',
        c,
      )
    case 'bob':
      return path(
        'M200 240C192 160 240 114 300 114C360 114 408 160 400 240L404 352C384 364 362 356 352 344L248 344C238 356 216 364 196 352Z',
        c,
      )
    case 'bun':
      return g([circle(300, 116, 44, c), circle(288, 104, 16, '#fff', { opacity: 0.08 })])
    case 'curly': {
      const out = [ellipse(300, 225, 140, 132, c)]
      for (const i of range(16)) {
        const t = (i / 16) * Math.PI * 2
        out.push(circle(300 + Math.cos(t) * 132, 225 + Math.sin(t) * 122, 36, c))
      }
      return g(out)
    }
    default:
      return ''
  }
}

function hairFront(a: Avatar): string {
  const c = a.hair
  switch (a.hairStyle) {
    case 'short':
      return path(
        'M212 252C204 170 246 124 302 124C360 126 398 170 388 252C382 216 370 196 352 184C322 200 272 202 242 188C228 202 218 224 212 252Z',
        c,
      )
    case 'side':
      return path(
        'M212 246C204 164 252 120 306 122C366 126 400 172 388 250C382 212 372 190 356 178C326 166 276 176 248 196C234 206 222 224 212 246Z',
        c,
      )
    case 'buzz':
      return path(
        'M216 232C216 166 252 132 300 132C348 132 384 166 384 232C370 196 340 182 300 182C260 182 230 196 216 232Z',
        c,
        { opacity: 0.92 },
      )
    case 'long':
    case 'bob':
      return path(
        'M210 262C204 170 250 122 300 122C358 122 398 170 390 262C380 220 362 194 334 180C304 200 252 212 228 214C218 228 213 244 210 262Z',
        c,
      )
    case 'bun':
      return path(
        'M212 246C208 166 248 126 300 126C352 126 392 166 388 246C378 200 352 176 300 174C250 176 222 200 212 246Z',
        c,
      )
    case 'curly': {
      const out: string[] = []
      for (const i of range(9)) {
        const t = Math.PI * (1.08 + (i / 8) * 0.84)
        out.push(circle(300 + Math.cos(t) * 98, 246 + Math.sin(t) * 92, 30, c))
      }
      return g(out)
    }
    case 'bald':
      return g([
        path('M214 262C210 230 214 212 224 198L234 270Z', c),
        path('M386 262C390 230 386 212 376 198L366 270Z', c),
      ])
  }
}

function outfit(s: Svg, a: Avatar): string {
  const c = a.cloth
  const inner = a.inner ?? '#f4f6f8'
  const torsoShade = s.linear(
    [st(0, '#000', 0.16), st(0.25, '#000', 0), st(0.75, '#000', 0), st(1, '#000', 0.2)],
    [0, 0, 1, 0],
  )
  const out: string[] = [path(TORSO, c)]
  const collarV = (depth: number): string => path(`M250 426L350 426L300 ${depth}Z`, inner)
  switch (a.outfit) {
    case 'blazer':
    case 'suit':
      out.push(collarV(a.outfit === 'suit' ? 560 : 540))
      if (a.tie)
        out.push(
          path('M292 452L308 452L314 470L306 548L300 562L294 548L286 470Z', a.tie),
          path('M290 440L310 440L308 456L292 456Z', shade(a.tie, -0.2)),
        )
      out.push(path('M250 428L300 452L276 472Z', inner), path('M350 428L300 452L324 472Z', inner))
      out.push(
        path('M248 430L300 548L238 478L226 440Z', shade(c, -0.18)),
        path('M352 430L300 548L362 478L374 440Z', shade(c, -0.18)),
      )
      break
    case 'hivis': {
      const clip = s.clip(path(TORSO, '#000'))
      out.push(
        g(
          [
            rect(60, 520, 480, 20, '#dfe3e8'),
            rect(60, 566, 480, 20, '#dfe3e8'),
            path('M196 444L224 438L244 600H214Z', '#dfe3e8'),
            path('M404 444L376 438L356 600H386Z', '#dfe3e8'),
          ],
          { 'clip-path': clip },
        ),
        path('M252 426L348 426L336 600H264Z', inner),
        path('M258 424L300 446L342 424L332 470L300 486L268 470Z', shade(inner, 0.12)),
      )
      break
    }
    case 'sweater':
      out.push(
        path('M252 428Q300 468 348 428', 'none', {
          stroke: shade(c, -0.2),
          'stroke-width': 16,
          'stroke-linecap': 'round',
        }),
      )
      break
    case 'polo':
      out.push(
        path('M256 426L300 450L280 478L244 440Z', shade(c, 0.12)),
        path('M344 426L300 450L320 478L356 440Z', shade(c, 0.12)),
        rect(295, 450, 10, 70, shade(c, -0.15), { rx: 4 }),
        circle(300, 470, 4, '#fff', { opacity: 0.7 }),
        circle(300, 496, 4, '#fff', { opacity: 0.7 }),
      )
      break
    case 'cardigan':
      out.push(
        path('M262 428Q300 452 338 428L330 600H270Z', inner),
        path('M262 428Q300 452 338 428', 'none', { stroke: shade(inner, -0.12), 'stroke-width': 6 }),
      )
      out.push(line(270, 440, 270, 600, shade(c, -0.2), 4), line(330, 440, 330, 600, shade(c, -0.2), 4))
      break
    case 'workshirt':
      out.push(
        path('M254 426L300 452L276 482L240 442Z', shade(c, 0.15)),
        path('M346 426L300 452L324 482L360 442Z', shade(c, 0.15)),
        line(300, 452, 300, 600, shade(c, -0.2), 3),
        rect(190, 500, 70, 10, shade(c, -0.15), { rx: 4 }),
        rect(340, 500, 70, 10, shade(c, -0.15), { rx: 4 }),
      )
      break
  }
  out.push(path(TORSO, torsoShade))
  return g(out)
}

function helmetFront(color: string): string {
  return g([
    path('M194 212C194 124 244 80 300 80C356 80 406 124 406 212Z', color),
    rect(286, 84, 28, 126, shade(color, -0.12), { rx: 14 }),
    path('M226 180C230 136 256 108 284 98', 'none', {
      stroke: '#fff',
      'stroke-opacity': 0.35,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    path('M176 214Q300 192 424 214Q428 228 416 230Q300 212 184 230Q172 228 176 214Z', shade(color, -0.08)),
  ])
}

function glassesFront(kind: 'round' | 'safety'): string {
  if (kind === 'safety') {
    return g([
      path('M220 244Q300 232 380 244L376 284Q340 296 306 282L300 276L294 282Q260 296 224 284Z', C.teal2, {
        opacity: 0.35,
      }),
      path('M220 244Q300 232 380 244', 'none', {
        stroke: '#1f2937',
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
      path('M224 284Q260 296 294 282L300 276L306 282Q340 296 376 284', 'none', {
        stroke: '#1f2937',
        'stroke-width': 3,
        opacity: 0.6,
      }),
    ])
  }
  const frame = { stroke: '#1f2937', 'stroke-width': 5 }
  return g([
    rect(238, 244, 54, 40, '#fff', { rx: 14, opacity: 0.15 }),
    rect(308, 244, 54, 40, '#fff', { rx: 14, opacity: 0.15 }),
    rect(238, 244, 54, 40, 'none', { rx: 14, ...frame }),
    rect(308, 244, 54, 40, 'none', { rx: 14, ...frame }),
    path('M292 258Q300 250 308 258', 'none', frame),
    line(238, 256, 216, 250, '#1f2937', 5),
    line(362, 256, 384, 250, '#1f2937', 5),
  ])
}

function portrait(a: Avatar, size: number): string {
  const s = new Svg(600, 600)
  const [bg0, bg1] = a.bg
  fill(s, s.linear([st(0, bg0), st(1, bg1)], [0, 0, 1, 1]))
  s.add(
    circle(300, 320, 236, '#fff', { opacity: 0.28 }),
    circle(470, 110, 70, 'none', { stroke: '#fff', 'stroke-width': 3, opacity: 0.5 }),
  )
  s.add(
    g(
      range(5).flatMap((i) =>
        range(5).map((j) => circle(70 + i * 22, 420 + j * 22, 3, '#fff', { opacity: 0.5 })),
      ),
    ),
  )
  const skinShade = shade(a.skin, -0.14)
  s.add(hairBack(a))
  s.add(path('M262 318L338 318L344 440Q300 462 256 440Z', skinShade))
  s.add(outfit(s, a))
  const earsHidden = a.hairStyle === 'long' || a.hairStyle === 'bob'
  if (!earsHidden) s.add(ellipse(216, 262, 15, 25, skinShade), ellipse(384, 262, 15, 25, skinShade))
  s.add(path(HEAD, a.skin))
  const face = s.clip(path(HEAD, '#000'))
  s.add(
    g(
      [
        rect(
          200,
          130,
          200,
          250,
          s.linear(
            [st(0, '#fff', 0.1), st(0.45, '#fff', 0), st(0.6, '#000', 0), st(1, '#000', 0.14)],
            [0, 0, 1, 0],
          ),
        ),
        ellipse(300, 390, 110, 40, '#000', { opacity: 0.06 }),
        path('M300 252Q309 290 296 302', 'none', {
          stroke: skinShade,
          'stroke-width': 5,
          'stroke-linecap': 'round',
          opacity: 0.7,
        }),
      ],
      { 'clip-path': face },
    ),
  )
  if (a.beard) {
    s.add(
      path(
        'M220 286C224 340 258 376 300 378C342 376 376 340 380 286C372 318 354 334 332 336C318 326 282 326 268 336C246 334 228 318 220 286Z',
        a.hair,
      ),
    )
  }
  s.add(hairFront(a))
  if (a.glasses) s.add(glassesFront(a.glasses))
  if (a.helmet) s.add(helmetFront(a.helmet))
  return s.toString(size, size)
}

const TEAM: readonly Avatar[] = [
  {
    bg: ['#dbe8f8', '#bcd4f2'],
    skin: '#eac1a2',
    hair: '#3b2417',
    hairStyle: 'long',
    outfit: 'blazer',
    cloth: C.navy2,
  },
  {
    bg: ['#d2f0eb', '#a9ddd4'],
    skin: '#7a4a2e',
    hair: '#1c1512',
    hairStyle: 'buzz',
    outfit: 'hivis',
    cloth: '#f3b61f',
    inner: C.navy2,
    helmet: '#f4f5f7',
  },
  {
    bg: ['#ece7df', '#d9d1c4'],
    skin: '#f0cfb8',
    hair: '#9a9590',
    hairStyle: 'side',
    outfit: 'suit',
    cloth: '#4a5563',
    tie: C.blue,
    glasses: 'round',
  },
  {
    bg: ['#fbeacb', '#f4d59b'],
    skin: '#a86b45',
    hair: '#23180f',
    hairStyle: 'curly',
    outfit: 'sweater',
    cloth: C.teal,
  },
  {
    bg: ['#e1ebf8', '#c9daf0'],
    skin: '#c99572',
    hair: '#2a1f18',
    hairStyle: 'bald',
    outfit: 'workshirt',
    cloth: C.blue,
    beard: true,
    helmet: C.amber,
    glasses: 'safety',
  },
]

const CLIENTS: readonly Avatar[] = [
  {
    bg: ['#e6e4f3', '#cfcbe8'],
    skin: '#f3d6c2',
    hair: '#d8b26a',
    hairStyle: 'bun',
    outfit: 'blazer',
    cloth: '#6b7280',
  },
  {
    bg: ['#fdebd0', '#f7d19a'],
    skin: '#b57a52',
    hair: '#17120e',
    hairStyle: 'short',
    outfit: 'polo',
    cloth: C.navy2,
  },
  {
    bg: ['#d3efe9', '#b0e0d6'],
    skin: '#5d3a26',
    hair: '#120d0a',
    hairStyle: 'bob',
    outfit: 'blazer',
    cloth: C.blue,
    inner: '#f5efe6',
  },
  {
    bg: ['#efe9e1', '#ddd3c5'],
    skin: '#f2cdb4',
    hair: '#b5562b',
    hairStyle: 'side',
    outfit: 'sweater',
    cloth: C.steel,
    beard: true,
    glasses: 'round',
  },
  {
    bg: ['#dfeaf8', '#c3d7f1'],
    skin: '#e8bfa0',
    hair: '#c9c6c2',
    hairStyle: 'bob',
    outfit: 'cardigan',
    cloth: C.teal,
    inner: '#f3ede4',
    glasses: 'round',
  },
]

// ---------------------------------------------------------------------------------------------------------
// Partner logos (symbol plus company name, each in its own style)
// ---------------------------------------------------------------------------------------------------------

const SANS = "'Liberation Sans', Arial, sans-serif"
const DEJAVU = "'DejaVu Sans', Verdana, sans-serif"

type Word = {
  text: string
  font: string
  size: number
  weight?: number
  color: string
  spacing?: number
  italic?: boolean
}

function word(x: number, y: number, w: Word, anchor: 'start' | 'middle' = 'start'): string {
  return text(x, y, w.text, {
    'font-family': w.font,
    'font-size': w.size,
    'font-weight': w.weight ?? 400,
    'font-style': w.italic ? 'italic' : undefined,
    'letter-spacing': w.spacing,
    fill: w.color,
    'text-anchor': anchor === 'middle' ? 'middle' : undefined,
  })
}

/** Several differently styled runs on one baseline. */
function runs(x: number, y: number, parts: readonly Word[], anchor: 'start' | 'middle' = 'start'): string {
  const spans = parts
    .map((p) =>
      el(
        'tspan',
        {
          dx: p.text.startsWith(' ') ? p.size * 0.26 : undefined,
          'font-family': p.font,
          'font-size': p.size,
          'font-weight': p.weight ?? 400,
          'letter-spacing': p.spacing,
          fill: p.color,
        },
        escapeXml(p.text.trim()),
      ),
    )
    .join('')
  return el('text', { x, y, 'text-anchor': anchor === 'middle' ? 'middle' : undefined }, spans)
}

function partnerCanvas(): Svg {
  const s = new Svg(480, 240)
  fill(s, '#ffffff')
  return s
}

function logoVoltara(): string {
  const s = partnerCanvas()
  const out: string[] = []
  const colors = [C.amber, '#e4572e', '#2b2f36']
  colors.forEach((c, i) => {
    const y = 92 + i * 24
    out.push(
      path(d`M44 ${y + 8}C68 ${y - 24} 92 ${y + 36} 118 ${y}`, 'none', {
        stroke: c,
        'stroke-width': 13,
        'stroke-linecap': 'round',
      }),
    )
  })
  out.push(
    word(146, 128, { text: 'Voltara', font: SANS, size: 58, weight: 700, color: '#23262b', spacing: -1 }),
  )
  out.push(
    word(149, 158, { text: 'CABLES', font: SANS, size: 17, weight: 700, color: '#e4572e', spacing: 9.5 }),
  )
  s.add(g(out, { transform: 'translate(52 0)' }))
  return s.toString()
}

function logoNorthGrid(): string {
  const s = partnerCanvas()
  const [cx, cy] = [88, 120]
  s.add(rect(cx - 46, cy - 46, 92, 92, C.navy, { rx: 18 }))
  for (const k of [-1, 0, 1]) {
    s.add(
      line(cx + k * 22, cy - 30, cx + k * 22, cy + 30, C.teal, 2.5, { opacity: 0.7 }),
      line(cx - 30, cy + k * 22, cx + 30, cy + k * 22, C.teal, 2.5, { opacity: 0.7 }),
    )
  }
  s.add(path(d`M${cx} ${cy - 34}L${cx + 20} ${cy + 26}L${cx} ${cy + 12}L${cx - 20} ${cy + 26}Z`, '#fff'))
  s.add(path(d`M${cx} ${cy - 34}L${cx} ${cy + 12}L${cx - 20} ${cy + 26}Z`, C.teal2))
  s.add(
    runs(156, 128, [
      { text: 'North', font: DEJAVU, size: 44, color: C.navy },
      { text: 'Grid', font: DEJAVU, size: 44, weight: 700, color: C.teal },
    ]),
  )
  s.add(
    rect(158, 144, 36, 3, C.teal),
    word(204, 150, { text: 'UTILITIES', font: DEJAVU, size: 14, color: '#5b6472', spacing: 5 }),
  )
  return s.toString()
}

function logoHelios(): string {
  const s = partnerCanvas()
  const [cx, cy] = [240, 96]
  const sun = s.linear([st(0, '#ffc341'), st(1, '#ef6c2f')])
  for (const i of range(9)) {
    const a = Math.PI + (i / 8) * Math.PI
    s.add(
      line(
        cx + Math.cos(a) * 44,
        cy + Math.sin(a) * 44,
        cx + Math.cos(a) * 60,
        cy + Math.sin(a) * 60,
        '#f59a2a',
        6,
        { 'stroke-linecap': 'round' },
      ),
    )
  }
  s.add(path(d`M${cx - 34} ${cy}A34 34 0 0 1 ${cx + 34} ${cy}Z`, sun))
  for (const [i, w] of [80, 56, 32].entries())
    s.add(
      rect(cx - w / 2, cy + 8 + i * 10, w, 5, i ? '#f5b04a' : '#ef6c2f', { rx: 2.5, opacity: 1 - i * 0.2 }),
    )
  s.add(
    runs(
      cx,
      186,
      [
        { text: 'Helios', font: SANS, size: 44, weight: 700, color: '#2e3440' },
        { text: ' Solar', font: SANS, size: 44, color: '#ef6c2f' },
      ],
      'middle',
    ),
  )
  return s.toString()
}

function logoAmpere(): string {
  const s = partnerCanvas()
  const [cx, cy] = [70, 120]
  s.add(circle(cx, cy, 38, s.linear([st(0, C.blue2), st(1, '#1747a6')], [0, 0, 1, 1])))
  const wave: Pt[] = range(41).map((i) => [cx - 24 + i * 1.2, cy - 14 * Math.sin((i / 40) * Math.PI * 2)])
  s.add(polyline(wave, '#fff', 5, { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }))
  s.add(circle(cx + 30, cy - 30, 7, C.amber))
  s.add(
    runs(124, 133, [
      { text: 'Ampere', font: SANS, size: 37, weight: 700, color: '#1747a6' },
      { text: ' Controls', font: SANS, size: 37, color: '#6b7280' },
    ]),
  )
  return s.toString()
}

function logoKestrel(): string {
  const s = partnerCanvas()
  const wing = s.linear([st(0, '#34d399'), st(1, '#0f766e')], [0, 0, 1, 1])
  const out: string[] = []
  out.push(
    path('M34 150L102 82L160 96L114 102L74 150Z', wing),
    path('M74 150L114 102L126 140L96 158Z', '#0f766e'),
    path('M102 82L120 70L134 90Z', '#115e59'),
  )
  out.push(
    word(166, 126, {
      text: 'Kestrel',
      font: DEJAVU,
      size: 48,
      weight: 700,
      color: '#0f3d3a',
      italic: true,
      spacing: -1,
    }),
  )
  out.push(
    word(170, 156, {
      text: 'AUTOMATION',
      font: DEJAVU,
      size: 15,
      weight: 700,
      color: '#14b8a6',
      spacing: 6.5,
      italic: true,
    }),
  )
  s.add(g(out, { transform: 'translate(46 0)' }))
  return s.toString()
}

function logoMeridian(): string {
  const s = partnerCanvas()
  const [cx, cy] = [92, 120]
  const ring = { fill: 'none', stroke: '#94a3b8', 'stroke-width': 3 }
  s.add(circle(cx, cy, 46, '#fff', { stroke: '#475569', 'stroke-width': 5 }))
  s.add(el('ellipse', { cx, cy, rx: 20, ry: 46, ...ring }), line(cx - 46, cy, cx + 46, cy, '#94a3b8', 3))
  s.add(
    path(
      d`M${cx - 26} ${cy - 30}H${cx + 26}V${cy - 18}H${cx + 7}V${cy + 18}H${cx + 26}V${cy + 30}H${cx - 26}V${cy + 18}H${cx - 7}V${cy - 18}H${cx - 26}Z`,
      '#1e293b',
    ),
  )
  s.add(word(162, 124, { text: 'MERIDIAN', font: SANS, size: 40, weight: 700, color: '#1e293b', spacing: 4 }))
  s.add(
    rect(164, 138, 274, 2, '#94a3b8'),
    word(164, 164, { text: 'STEEL', font: SANS, size: 17, weight: 700, color: '#64748b', spacing: 12 }),
  )
  return s.toString()
}

// ---------------------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------------------

type Job = { file: string; width: number; height: number; draw: (rng: Rng) => string }

const job = (file: string, width: number, height: number, draw: (rng: Rng) => string): Job => ({
  file,
  width,
  height,
  draw,
})

const JOBS: Job[] = [
  job('company/logo.webp', 256, 256, () => logo(256)),
  job('company/hero-1.webp', 1920, 1080, heroSubstation),
  job('company/hero-2.webp', 1920, 1080, heroFactory),
  job('company/hero-3.webp', 1920, 1080, heroSolar),
  ...(
    [
      ['power-distribution-1', svcSwitchroom],
      ['power-distribution-2', svcGridLandscape],
      ['power-distribution-3', svcBoard],
      ['industrial-automation-1', svcRobots],
      ['industrial-automation-2', svcControlRoom],
      ['industrial-automation-3', svcPlcCabinet],
      ['renewable-integration-1', svcSolarDay],
      ['renewable-integration-2', svcWindDusk],
      ['renewable-integration-3', svcStorage],
      ['building-electrical-1', svcBuildingNight],
      ['building-electrical-2', svcInterior],
      ['testing-commissioning-1', svcMultimeter],
      ['testing-commissioning-2', svcWaveforms],
      ['testing-commissioning-3', svcThermal],
      ['maintenance-1', svcTools],
      ['maintenance-2', svcLineworker],
    ] as const
  ).map(([name, draw]) => job(`services/${name}.webp`, 1200, 800, draw)),
  job('categories/switchgear.webp', 1200, 800, catSwitchgear),
  job('categories/cables-wiring.webp', 1200, 800, catCables),
  job('categories/automation-controls.webp', 1200, 800, catAutomation),
  job('categories/lighting.webp', 1200, 800, catLighting),
  job('categories/solar-storage.webp', 1200, 800, catSolarStorage),
  job('events/expo.webp', 1200, 630, evExpo),
  job('events/webinar-arc-flash.webp', 1200, 630, evWebinar),
  job('events/training-plc.webp', 1200, 630, evTraining),
  job('events/open-day.webp', 1200, 630, evOpenDay),
  job('events/seminar-ev-charging.webp', 1200, 630, evCharging),
  job('products/mcb.webp', 800, 800, prodMcb),
  job('products/rccb.webp', 800, 800, prodRccb),
  job('products/ats-panel.webp', 800, 800, prodAts),
  job('products/mv-switchgear.webp', 800, 800, prodMvSwitchgear),
  job('products/busbar.webp', 800, 800, prodBusbar),
  job('products/surge-protector.webp', 800, 800, prodSpd),
  job('products/enclosure.webp', 800, 800, prodEnclosure),
  job('products/smart-meter.webp', 800, 800, prodSmartMeter),
  job('products/contactor.webp', 800, 800, prodContactor),
  ...TEAM.map((a, i) => job(`team/team-${i + 1}.webp`, 600, 600, () => portrait(a, 600))),
  ...CLIENTS.map((a, i) => job(`clients/client-${i + 1}.webp`, 400, 400, () => portrait(a, 400))),
  job('partners/voltara.webp', 480, 240, logoVoltara),
  job('partners/northgrid.webp', 480, 240, logoNorthGrid),
  job('partners/helios.webp', 480, 240, logoHelios),
  job('partners/ampere.webp', 480, 240, logoAmpere),
  job('partners/kestrel.webp', 480, 240, logoKestrel),
  job('partners/meridian.webp', 480, 240, logoMeridian),
]

type Row = { file: string; dims: string; bytes: number }

/** Size budget for the committed images (bytes). */
const BUDGET = { total: 2_500_000, hero: 120_000, other: 50_000 }

const WEBP = { quality: 74, alphaQuality: 90, effort: 6, smartSubsample: true } as const

async function writeFavicons(): Promise<Row[]> {
  await mkdir(PUBLIC_DIR, { recursive: true })
  await writeFile(join(PUBLIC_DIR, 'favicon.svg'), FAVICON_SVG)
  const png32 = await sharp(Buffer.from(FAVICON_SVG), { density: 72 * (32 / 100) * 4 })
    .resize(32, 32)
    .ensureAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer()
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // ICONDIR: reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // image count
  header.writeUInt8(32, 6) // ICONDIRENTRY: width
  header.writeUInt8(32, 7) // height
  header.writeUInt8(0, 8) // palette size
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png32.length, 14) // image data size
  header.writeUInt32LE(22, 18) // image data offset
  const ico = Buffer.concat([header, png32])
  await writeFile(join(PUBLIC_DIR, 'favicon.ico'), ico)
  const touch = await sharp(Buffer.from(logo(180, true)))
    .png({ compressionLevel: 9, palette: true, quality: 95 })
    .toBuffer()
  await writeFile(join(PUBLIC_DIR, 'apple-touch-icon.png'), touch)
  return [
    { file: 'public/favicon.svg', dims: 'vector', bytes: Buffer.byteLength(FAVICON_SVG) },
    { file: 'public/favicon.ico', dims: '32x32', bytes: ico.length },
    { file: 'public/apple-touch-icon.png', dims: '180x180', bytes: touch.length },
  ]
}

const VARIANT_WIDTHS = [480, 960, 1600] as const

async function render(j: Job): Promise<Row> {
  const img = sharp(Buffer.from(j.draw(mulberry32(seedOf(j.file)))))
  const meta = await img.metadata()
  if (meta.width !== j.width || meta.height !== j.height) {
    throw new Error(`${j.file}: drawing is ${meta.width}x${meta.height}, expected ${j.width}x${j.height}`)
  }
  const buf = await img.webp(WEBP).toBuffer()
  const out = join(IMAGES_DIR, j.file)
  await mkdir(dirname(out), { recursive: true })
  await writeFile(out, buf)
  // The responsive copies the upload pipeline writes for every image (features/media/image-pipeline.ts), so the
  // seeded demo gets srcset candidates without processing images at start-up.
  for (const width of VARIANT_WIDTHS) {
    const variant = await sharp(buf)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
    await writeFile(out.replace(/\.webp$/, `-${width}w.webp`), variant)
  }
  return { file: `demo/images/${j.file}`, dims: `${j.width}x${j.height}`, bytes: buf.length }
}

function printTable(images: readonly Row[], extra: readonly Row[]): void {
  const all = [...images, ...extra]
  const w = Math.max(...all.map((r) => r.file.length), 20)
  const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`
  const row = (a: string, b: string, c: string, e: string): string =>
    `${a.padEnd(w)}  ${b.padEnd(10)}  ${c.padStart(9)}  ${e.padStart(9)}`
  console.log(row('file', 'dimensions', 'bytes', 'size'))
  console.log('-'.repeat(w + 36))
  for (const r of all) console.log(row(r.file, r.dims, String(r.bytes), kb(r.bytes)))
  const total = images.reduce((acc, r) => acc + r.bytes, 0)
  console.log('-'.repeat(w + 36))
  console.log(row(`demo/images total (${images.length} files)`, '', String(total), kb(total)))
  const over = images.filter((r) => r.bytes > (r.file.includes('/hero-') ? BUDGET.hero : BUDGET.other))
  for (const r of over) console.warn(`warning: ${r.file} is over its size budget (${kb(r.bytes)})`)
  if (total > BUDGET.total)
    console.warn(`warning: demo/images total ${kb(total)} exceeds ${kb(BUDGET.total)}`)
}

async function main(): Promise<void> {
  const only = process.argv[2]
  const images: Row[] = []
  for (const j of JOBS.filter((x) => !only || x.file.includes(only))) images.push(await render(j))
  const extra = only ? [] : await writeFavicons()
  printTable(images, extra)
}

await main()
