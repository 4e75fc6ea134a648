import type { FastifyRequest } from 'fastify'
import { isStorableText, storableForm, UNSTORABLE_TEXT_MESSAGE, unstorableFieldMessage } from '../fields'
import { AppError } from '../errors'

type PathNode = { key: string | number; parent: PathNode } | undefined

function pathOf(node: PathNode): (string | number)[] {
  const path: (string | number)[] = []
  for (let current = node; current; current = current.parent) path.push(current.key)
  return path.reverse()
}

/**
 * The path to the first string in `value` (or object key) that cannot be stored, or undefined when there is
 * none. Iterative: a JSON body of 1 MB can nest far deeper than the call stack.
 */
export function findUnstorableText(value: unknown): (string | number)[] | undefined {
  const stack: [unknown, PathNode][] = [[value, undefined]]
  while (stack.length > 0) {
    const [current, node] = stack.pop()!
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(node)
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push([current[index], { key: index, parent: node }])
      }
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // Parsed query strings and path parameters are objects without Object.prototype: every own key counts.
      const keys = Object.keys(current)
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!
        const child = { key, parent: node }
        if (!isStorableText(key)) return pathOf(child)
        stack.push([(current as Record<string, unknown>)[key], child])
      }
    }
  }
  return undefined
}

const MAX_NAMED_DEPTH = 20

/** A path as the API names fields (`heroImages.0.title`); past 20 levels only the start is named. */
function fieldName(path: (string | number)[]): string {
  const named = path.slice(0, MAX_NAMED_DEPTH).map((key) => storableForm(String(key)))
  return path.length > MAX_NAMED_DEPTH ? `${named.join('.')}…` : named.join('.')
}

/** 400 naming the field that carries unstorable text. */
export function unstorableInput(field: string): AppError {
  return AppError.badRequest(unstorableFieldMessage(field), { [field]: UNSTORABLE_TEXT_MESSAGE })
}

const PARTS = ['params', 'query', 'body'] as const

/**
 * A preValidation hook for the whole API: path parameters, query and parsed body of every route, with or without
 * a schema, are refused with 400 when they carry text PostgreSQL cannot store (multipart forms are read by their
 * routes, which check them with the same rule).
 */
export async function rejectUnstorableInput(request: FastifyRequest): Promise<void> {
  for (const part of PARTS) {
    const path = findUnstorableText(request[part])
    if (path) throw unstorableInput(path.length > 0 ? fieldName(path) : part)
  }
}

/** The field of a multipart part whose name, file name or value cannot be stored, or undefined. */
export function unstorablePartField(
  part: { fieldname: string } & ({ type: 'file'; filename: string } | { type: 'field'; value: unknown }),
): string | undefined {
  const value = part.type === 'file' ? part.filename : part.value
  if (isStorableText(part.fieldname) && (typeof value !== 'string' || isStorableText(value))) return undefined
  return storableForm(part.fieldname)
}
