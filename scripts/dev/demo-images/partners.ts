/** Partner logos (partners/): a symbol plus the company name, each in its own style. */

import { range } from './draw/random'
import {
  C,
  circle,
  d,
  el,
  escapeXml,
  g,
  line,
  path,
  polyline,
  type Pt,
  rect,
  st,
  Svg,
  text,
} from './draw/svg'
import { fill } from './draw/backdrop'

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

export function logoVoltara(): string {
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

export function logoNorthGrid(): string {
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

export function logoHelios(): string {
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

export function logoAmpere(): string {
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

export function logoKestrel(): string {
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

export function logoMeridian(): string {
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
