/**
 * The palette and the SVG building blocks: element helpers that round every number they write, and Svg, which
 * collects the defs (gradients, filters, clips) and the body of one drawing.
 */

export const C = {
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

export type Pt = readonly [number, number]
export type Attrs = Record<string, string | number | undefined>
type Stop = readonly [offset: number, color: string, opacity?: number]
export type Vec4 = readonly [number, number, number, number]

/** Gradient stop. */
export const st = (offset: number, color: string, opacity?: number): Stop => [offset, color, opacity]

/** Points from a flat list of x, y pairs. */
export function xy(...n: number[]): Pt[] {
  const out: Pt[] = []
  for (let i = 0; i + 1 < n.length; i += 2) out.push([n[i] ?? 0, n[i + 1] ?? 0])
  return out
}

/** Quad from four x, y pairs (top-left, top-right, bottom-right, bottom-left). */
export function quad(
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

export const fmt = (v: number): string => String(Math.round(v * 10) / 10)

/** Tagged template for path data that rounds every interpolated number. */
export const d = (strings: TemplateStringsArray, ...values: number[]): string =>
  strings.reduce((acc, s, i) => acc + s + (i < values.length ? fmt(values[i] ?? 0) : ''), '')

export const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function el(tag: string, attrs: Attrs = {}, children?: string): string {
  const list = Object.entries(attrs)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`)
    .join('')
  return children === undefined ? `<${tag}${list}/>` : `<${tag}${list}>${children}</${tag}>`
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...a })
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...a })
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  a: Attrs = {},
): string => el('ellipse', { cx, cy, rx, ry, fill, ...a })
export const path = (dd: string, fill: string, a: Attrs = {}): string => el('path', { d: dd, fill, ...a })
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  a: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...a })
export const points = (pts: readonly Pt[]): string => pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')
export const poly = (pts: readonly Pt[], fill: string, a: Attrs = {}): string =>
  el('polygon', { points: points(pts), fill, ...a })
export const polyline = (pts: readonly Pt[], stroke: string, width: number, a: Attrs = {}): string =>
  el('polyline', { points: points(pts), fill: 'none', stroke, 'stroke-width': width, ...a })
export const g = (children: string | readonly string[], a: Attrs = {}): string =>
  el('g', a, typeof children === 'string' ? children : children.join(''))
export const text = (x: number, y: number, content: string, a: Attrs): string =>
  el('text', { x, y, ...a }, escapeXml(content))

/** Collects defs (gradients, filters, clips) and body elements of one drawing. */
export class Svg {
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

export type Quad = readonly [Pt, Pt, Pt, Pt]
