import type { SwaggerTransformObject } from '@fastify/swagger'
import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'

/**
 * The API's validator: zod's (fastify-type-provider-zod), except that a request body that is absent — no body at
 * all, zero bytes of JSON or JSON `null`, which is what most clients send to a POST that needs nothing, such as
 * signing out — is taken as the schema's "nothing": undefined when the body is optional, else `{}` when an
 * empty object will do (every field optional). A body that is required is still refused, naming what is missing.
 */
export const apiValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route) as (data: unknown) => {
    value?: unknown
    error?: FastifySchemaValidationError[]
  }
  if (route.httpPart !== 'body') return validate
  // Fastify hands an absent body to the validator as null.
  return (data: unknown) => {
    if (data !== null && data !== undefined) return validate(data)
    const none = validate(undefined)
    return none.error ? validate({}) : none
  }
}

/**
 * Zero bytes sent as application/json are no body (then validated as above) rather than a 400 "empty JSON";
 * anything else is parsed by Fastify's own JSON parser, with its protections against prototype poisoning.
 */
export function acceptEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined)
      return
    }
    parseJson(request, body as string, done)
  })
}

type OpenApiDocument = {
  paths?: Record<
    string,
    Record<string, { requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> } }>
  >
}

/**
 * For @fastify/swagger's transformObject: a JSON body that an empty object satisfies (no required field) is
 * documented as optional, since the API accepts none (apiValidatorCompiler); @fastify/swagger marks every body
 * required. Changes the document in place.
 */
export const documentOptionalBodies: SwaggerTransformObject = (document) => {
  const openapiObject = 'openapiObject' in document ? document.openapiObject : document.swaggerObject
  for (const operations of Object.values((openapiObject as OpenApiDocument).paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema as
        { type?: unknown; required?: unknown[] } | undefined
      if (schema?.type === 'object' && !schema.required?.length) operation.requestBody!.required = false
    }
  }
  return openapiObject
}
