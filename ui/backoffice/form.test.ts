import { describe, expect, it } from 'vitest'
import { ServiceInputSchema } from '../../features/services/service.schema'
import { ApiError } from './api-client'
import { serverFieldErrors, validateForm } from './form'

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

describe('serverFieldErrors', () => {
  it('keys the server’s field errors by field', () => {
    expect(serverFieldErrors(new ApiError('Invalid', 400, { title: 'Title is required' }))).toEqual({
      title: 'Title is required',
    })
    expect(serverFieldErrors(new ApiError('Boom', 500))).toBeNull()
  })
})
