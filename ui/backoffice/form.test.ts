import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CategoryInputSchema } from '../../features/categories/category.schema'
import { PartnerInputSchema } from '../../features/partners/partner.schema'
import { ServiceInputSchema } from '../../features/services/service.schema'
import { ApiError } from './api-client'
import { schemaErrors, serverFieldErrors, validateForm } from './form'

describe('validateForm', () => {
  it('gives the first message of each field from the shared schema', () => {
    const result = validateForm(ServiceInputSchema, { title: ' ', shortDescription: '' })
    expect(result.errors).toEqual({
      title: 'Service title is required',
      shortDescription: 'Short description is required',
    })
  })
  it('gives the parsed data when the values are valid', () => {
    const result = validateForm(ServiceInputSchema, { title: ' Wiring ', shortDescription: 'Safe' })
    expect(result.errors).toBeNull()
    expect(result.data?.title).toBe('Wiring')
  })
})

describe('schemaErrors', () => {
  /** What the forms did before @mantine/form: the first issue of each top-level field, in the issues' order. */
  function firstIssues(schema: z.ZodType, values: unknown) {
    const errors: Record<string, string> = {}
    for (const issue of schema.safeParse(values).error?.issues ?? []) {
      errors[String(issue.path[0] ?? '_form')] ??= issue.message
    }
    return errors
  }
  const cases: [z.ZodType, unknown][] = [
    [PartnerInputSchema, { name: '', website: 'not a url', description: '', logo: null }],
    [PartnerInputSchema, { name: 'x'.repeat(151), website: '', description: 'ok', logo: 'nope' }],
    [CategoryInputSchema, { title: '', displayOrder: 'x', imageUrl: '' }],
    [CategoryInputSchema, { title: 'ab', shortDescription: 'x'.repeat(201), parentId: null }],
    [
      ServiceInputSchema,
      { title: '', shortDescription: '', features: ['ok', 'x'.repeat(201), 'y'.repeat(300)] },
    ],
    [z.object({ a: z.string() }).refine(() => false, 'Whole form'), { a: 'x' }],
  ]

  it('keeps the first message of each field, in the order of the form’s fields', () => {
    for (const [schema, values] of cases) {
      const errors = schemaErrors(schema, values)
      expect(errors).toEqual(firstIssues(schema, values))
      expect(Object.keys(errors)).toEqual(Object.keys(firstIssues(schema, values)))
    }
    expect(schemaErrors(CategoryInputSchema, { title: '' }).title).toBe('Title is required')
  })
})

describe('serverFieldErrors', () => {
  it('keys the server’s field errors by field', () => {
    expect(serverFieldErrors(new ApiError('Invalid', 400, { title: 'Title is required' }))).toEqual({
      title: 'Title is required',
    })
    expect(serverFieldErrors(new ApiError('Boom', 500))).toBeNull()
  })
})
