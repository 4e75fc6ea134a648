/** Portraits (team/ and clients/): stylised head-and-shoulders illustrations on a 600 x 600 grid. */

import { range } from './draw/random'
import { C, circle, ellipse, g, line, path, rect, st, Svg } from './draw/svg'
import { fill } from './draw/backdrop'

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

export function portrait(a: Avatar, size: number): string {
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

export const TEAM: readonly Avatar[] = [
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

export const CLIENTS: readonly Avatar[] = [
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
