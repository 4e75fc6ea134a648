import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { z } from 'zod'
import type { Access } from './auth/access'
import type { ContentType } from './content-types'
import type { RecordDeps } from './records'

/**
 * A content type on the server: its declaration (platform/content-types.ts), the services it is written and read
 * through, and its API routes. Each content feature has one (`features/<type>/<type>.module.ts`); the server's
 * registry (server/content-types.ts) lists them, and the composition root builds and registers them all alike.
 */
export type ContentModule<Services extends object = object, Type extends ContentType = ContentType> = {
  type: Type
  /** Its services, each under the name the rest of the server knows it by (`services.partners`). */
  services: (deps: RecordDeps) => Services
  /** Registers its API routes on the /api instance. */
  routes: (api: FastifyInstance, services: Services) => Promise<void>
  /** How its edit form saves: what a draft holds until it is published, and what publishing does with it. */
  editing?: ContentEditing<Services>
}

/**
 * An item's edit form as the API takes it: the fields of its update (the body of `PUT /api/{type}/{id}`; for the
 * company's settings, the website content), who may send them, and the save they go through. Drafts keep such
 * fields unpublished; publishing (and previewing) saves them the same way.
 */
export type ContentEditing<Services extends object = object> = {
  fields: z.ZodType
  access?: Access
  save: (services: Services, itemId: string, fields: Record<string, unknown>) => Promise<unknown>
  /**
   * How a new item is added (the body of `POST /api/{type}` and the create it goes through): a new item can start as
   * a draft, hidden until it is published. None for the company's settings.
   */
  create?: {
    fields: z.ZodType
    save: (services: Services, input: Record<string, unknown>) => Promise<{ _id: string }>
  }
}

/** A content module, its services' names and types kept (so `services.partners` is typed). */
export function defineContentModule<Services extends object, const Type extends ContentType>(
  module: ContentModule<Services, Type>,
) {
  return module
}

/**
 * The services and routes of a module with one service, known as `name` (`services.partners`), whose routes are
 * given that service under the same name.
 */
export function oneService<const Name extends string, Service>(
  name: Name,
  create: (deps: RecordDeps) => Service,
  routes: FastifyPluginAsync<Record<Name, Service>>,
) {
  return {
    services: (deps: RecordDeps) => ({ [name]: create(deps) }) as Record<Name, Service>,
    routes: async (api: FastifyInstance, services: Record<Name, Service>) => {
      await api.register(routes, { [name]: services[name] } as Record<Name, Service>)
    },
  }
}

/**
 * The edit form of a list's items (team, partners, clients): `fields` saved through the service's update, and,
 * with `createFields`, new items added through its create.
 */
export function listEditing<
  const Name extends string,
  Service extends {
    update: (id: string, fields: never) => Promise<unknown>
    create: (input: never) => Promise<{ _id: string }>
  },
>(name: Name, fields: z.ZodType, createFields?: z.ZodType): ContentEditing<Record<Name, Service>> {
  return {
    fields,
    save: (services, itemId, values) => services[name].update(itemId, values as never),
    ...(createFields && {
      create: { fields: createFields, save: (services, input) => services[name].create(input as never) },
    }),
  }
}

/** The declarations of a list of modules, each with its literal names. */
export type TypesOf<Modules extends readonly AnyContentModule[]> = {
  [K in keyof Modules]: Modules[K]['type']
}

/** Any content module, whatever its services. */
export type AnyContentModule = {
  type: ContentType
  services: (deps: RecordDeps) => object
  routes: (api: FastifyInstance, services: never) => Promise<void>
  editing?: {
    fields: z.ZodType
    access?: Access
    save: (services: never, itemId: string, fields: Record<string, unknown>) => Promise<unknown>
    create?: {
      fields: z.ZodType
      save: (services: never, input: Record<string, unknown>) => Promise<{ _id: string }>
    }
  }
}

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never

/** The services of every module, in one object: `{ services, categories, categoryEvents, …, company }`. */
export type ContentServices<Modules extends readonly AnyContentModule[]> = Intersection<
  ReturnType<Modules[number]['services']>
>

/** Builds every module's services with the same dependencies. */
export function contentServices<const Modules extends readonly AnyContentModule[]>(
  modules: Modules,
  deps: RecordDeps,
): ContentServices<Modules> {
  return Object.assign({}, ...modules.map((module) => module.services(deps))) as ContentServices<Modules>
}

/** Registers every module's routes, each with its own services taken from all of them. */
export async function registerContentRoutes(
  api: FastifyInstance,
  modules: readonly AnyContentModule[],
  services: object,
) {
  for (const module of modules) await (module as ContentModule).routes(api, services)
}
