import fc from 'fast-check'

/** The parts of JSON Schema (as @fastify/swagger writes it from the zod schemas) that the fuzz reads. */
export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  format?: string
}

type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: JsonSchema }
type OpenApiOperation = {
  parameters?: OpenApiParameter[]
  requestBody?: { content: Record<string, { schema?: JsonSchema }> }
  security?: unknown[]
}
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> }

export type Parameter = { name: string; schema: JsonSchema; required: boolean }

export type Operation = {
  /** `POST /api/contact`, with path parameters as in the document: `/api/services/{id}`. */
  key: string
  method: string
  path: string
  pathParams: Parameter[]
  query: Parameter[]
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema }
  secured: boolean
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete'])

/** Every operation of an OpenAPI document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        in: parameter.in,
        name: parameter.name,
        schema: parameter.schema ?? {},
        required: parameter.required === true,
      }))
      const content = operation.requestBody?.content ?? {}
      const body = content['application/json']
        ? { kind: 'json' as const, schema: content['application/json'].schema ?? {} }
        : content['multipart/form-data']
          ? { kind: 'multipart' as const, schema: content['multipart/form-data'].schema ?? {} }
          : undefined
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body,
        secured: (operation.security ?? []).length > 0,
      })
    }
  }
  return operations
}

/**
 * Values that pass the API's own rules for fields whose rules the document cannot express (refinements such as
 * "an /uploads/… path or an http(s) URL"), so that generated requests get past validation and reach the
 * services and the database. Keyed by property name.
 */
export type Hints = Record<string, fc.Arbitrary<unknown>>

const SIMPLE_TEXT = fc.string({ minLength: 1, maxLength: 30 }).filter((value) => value.trim().length >= 3)

/** A value that the schema describes; `hints` override by property name. */
export function valueFor(schema: JsonSchema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  const hint = name === undefined ? undefined : hints[name]
  // By name, for values only: an object of the same name (the company's logo) is generated from its schema.
  if (hint && schema.type !== 'object') return hint
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valueFor(alternative, hints, name)))
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => valueFor({ ...schema, type }, hints, name)))
  }
  switch (schema.type) {
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern))
      const minLength = schema.minLength ?? 0
      const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40))
      return minLength > 0 && maxLength >= 3
        ? SIMPLE_TEXT.filter((value) => value.length <= maxLength)
        : fc.string({ minLength, maxLength })
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 })
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1000,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      })
    case 'object': {
      const properties = schema.properties ?? {}
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, valueFor(property, hints, key)]),
      )
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) })
    }
    default:
      // No type: a z.unknown() field (the contact form's spam trap, ignored ids).
      return fc.constantFrom(undefined, null, '')
  }
}

/** Strings PostgreSQL refuses (NUL) or that have no UTF-8 form (unpaired UTF-16 surrogates). */
export const unstorableText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\ude00\ud83d', '\u0000\ud800'),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00'), fc.string())
    .map(([before, bad, after]) => before + bad + after),
)

/** As in a query string or a path: only NUL survives percent-decoding (a lone surrogate's bytes are no UTF-8). */
export const unstorableUrlText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
  .map(([before, after]) => `${before}\u0000${after}`)

const MEGABYTE = 'x'.repeat(1024 * 1024)
/** Under the 1 MB body limit once in JSON: it reaches validation. */
const NEAR_LIMIT = 'é'.repeat(450_000)
const ASTRAL = '😀'.repeat(100_000)

export const hugeAndNegativeNumbers = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  -1,
  -0.5,
  0.1,
  1e-320,
  1e21,
)

/** Strings that parse as numbers or dates in surprising ways. */
export const trickyStrings = fc.constantFrom(
  '1e999',
  '-1',
  '-0',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '0x10',
  ' 12 ',
  '1_000',
  '0000-01-01',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59-23:59',
  '275760-09-13T00:00:00Z',
  '2024-02-30',
  '1969-12-31T23:59:59.9999999999Z',
  '/uploads/../../etc/passwd',
  '/uploads/%00.webp',
  'javascript:alert(1)',
  '%',
  '',
  ' ',
)

/** A value of the wrong type or size for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  hugeAndNegativeNumbers,
  trickyStrings,
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(MEGABYTE, NEAR_LIMIT, ASTRAL),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 4 }),
  fc.constant({}),
  fc.constant([]),
)

/**
 * A path segment as a client would percent-encode it. A lone surrogate is written as the three bytes UTF-8 would
 * give it if it were a character (which no decoder accepts).
 */
export function encodeSegment(value: string): string {
  if (!LONE_SURROGATE.test(value)) return encodeURIComponent(value)
  let out = ''
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i)
    const next = value.charCodeAt(i + 1)
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2))
      i++
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    } else {
      out += encodeURIComponent(value[i]!)
    }
  }
  return out
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Every place in a JSON value where a value can be put: [] is the value itself. */
export function locationsIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const locations = [path]
  if (Array.isArray(value))
    value.forEach((item, index) => locations.push(...locationsIn(item, [...path, index])))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) locations.push(...locationsIn(item, [...path, key]))
  return locations
}

/** A copy of `value` with `replacement` at `path` ([] replaces the whole value). */
export function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  if (Array.isArray(value) || (typeof head === 'number' && (value === null || typeof value !== 'object'))) {
    const copy = Array.isArray(value) ? [...(value as unknown[])] : []
    copy[head as number] = setAt(copy[head as number], rest, replacement)
    return copy
  }
  const copy: Record<string, unknown> = value && typeof value === 'object' ? { ...value } : {}
  copy[head!] = setAt(copy[head!], rest, replacement)
  return copy
}

/** Every field a schema describes, nested ones and the first item of lists included, with its schema. */
export function fieldsOf(
  schema: JsonSchema,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: JsonSchema }[] {
  const fields = path.length > 0 ? [{ path, schema }] : []
  for (const alternative of [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const [key, property] of Object.entries(alternative.properties ?? {})) {
      fields.push(...fieldsOf(property, [...path, key]))
    }
    if (alternative.items) fields.push(...fieldsOf(alternative.items, [...path, 0]))
  }
  return fields
}

/** Dates at the edges of what JavaScript and PostgreSQL can hold; kept when a field's pattern allows them. */
const DATE_EDGES = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00',
  '0001-01-01',
  '0099-12-31T23:59:59+14:00',
  '1899-12-31T23:59:59Z',
  '1900-01-01T00:00:00+00:01',
  '1970-01-01T00:00:00Z',
  '2038-01-19T03:14:08Z',
  '2024-02-29',
  '2023-02-29',
  '9999-12-31',
  '9999-12-31T23:59:59-23:59',
  '9999-12-31T23:59:59.999999999Z',
]

/** Around the limits of integer and numeric(12, 2) columns, and of doubles. */
const LIMIT_NUMBERS = [
  0,
  -0,
  -1,
  0.005,
  2 ** 31 - 1,
  2 ** 31,
  9999999999.99,
  9999999999.995,
  1e21,
  1e308,
  -1e308,
]

/**
 * Text at the edges of a length limit (also in bytes, with 4-byte characters, and after case mapping: 'İ'
 * lower-cases to two characters), blank, and text that means something to SQL, LIKE, HTML and bidi rendering.
 */
function textEdges(schema: JsonSchema): string[] {
  const max = schema.maxLength ?? 5000
  const edges = [
    'x'.repeat(max),
    'x'.repeat(max + 1),
    '😀'.repeat(Math.floor(max / 2)),
    'İ'.repeat(max),
    ' '.repeat(Math.min(max, 100)),
    "%_\\%' OR '1'='1' -- <script>alert(1)</script>\u202e\u0301\u200b\ufeff\u0001\u007f".slice(0, max),
  ]
  if (schema.minLength) edges.push('x'.repeat(schema.minLength - 1))
  return edges
}

/** Values at the edges of what a field's schema allows, and just past them. */
export function edgeValues(schema: JsonSchema): unknown[] {
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return [...new Set(alternatives.flatMap(edgeValues))]
  if (schema.enum) {
    return [
      ...schema.enum,
      ...schema.enum.filter((value) => typeof value === 'string').map((v) => ` ${v.toUpperCase()} `),
    ]
  }
  if (Array.isArray(schema.type)) {
    const edges = schema.type.flatMap((type) => edgeValues({ ...schema, type }))
    // A number that may come as a string (number inputs send strings): the numbers as text too.
    if (schema.type.includes('number') && schema.type.includes('string')) {
      edges.push(...LIMIT_NUMBERS.map(String), '1e999', '0x10', 'NaN', ' 12 ')
    }
    return [...new Set(edges)]
  }
  switch (schema.type) {
    case 'string':
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern)
        return [...DATE_EDGES.filter((value) => pattern.test(value)), 'x']
      }
      return textEdges(schema)
    case 'integer':
    case 'number': {
      const bounds = [schema.minimum, schema.maximum].filter((value): value is number => value !== undefined)
      return [...bounds.flatMap((bound) => [bound, bound - 1, bound + 1, bound + 0.5]), ...LIMIT_NUMBERS]
    }
    case 'boolean':
      return [true, false, 'true', 0]
    case 'null':
      return [null]
    case 'array': {
      const max = schema.maxItems ?? 50
      return [[], Array.from({ length: max + 1 }, () => null), 'x']
    }
    case 'object':
      return [{}, null, []]
    default:
      return [null, {}, [], 'x', 1e308]
  }
}
