import { z } from 'zod'
import { EventSchema } from './event.schema'
import {
  altTextField,
  optionalText,
  queryFlag,
  requiredText,
  recordSchema,
  optionalImageUrl,
  SeoSchema,
} from '../../platform/fields'
import { optionalPublicId, orderField } from './category.fields'
import { addressInputFields } from '../../platform/slugs'
import { ProductSchema } from './product.schema'

export const CATEGORY_TITLE_TAKEN = 'A category with this title already exists. Please use a different title.'
export const DISPLAY_ORDER_NOT_A_NUMBER = 'Display order must be a number'
const displayOrderField = orderField(
  DISPLAY_ORDER_NOT_A_NUMBER,
  'Display order must be between 0 and 1000000',
)

const fields = {
  // 3 to 100 characters (docs/product.md#category-form): 100 is accepted, 101 is 'less than 100'.
  title: requiredText('Title is required', 100, 'Title must be less than 100 characters').min(
    3,
    'Title must be at least 3 characters',
  ),
  shortDescription: optionalText(200, 'Short description must be less than 200 characters'),
  description: optionalText(5000, 'Description must be less than 5000 characters'),
  /** HTML; sanitised by the service before it is stored. */
  longDescription: optionalText(50000, 'Long description must be less than 50000 characters'),
  /** HTML; sanitised by the service before it is stored. */
  details: optionalText(50000, 'Details must be less than 50000 characters'),
  imageUrl: optionalImageUrl,
  imageAlt: altTextField,
  imagePublicId: optionalPublicId,
  /** Its search title, description and social image (docs/product.md#seo). */
  seo: SeoSchema,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  displayOrder: displayOrderField,
  /** The parent category's id; null (or empty) for a top-level category. */
  parentId: z
    .string({ error: 'Parent category must be a category id' })
    .trim()
    .toLowerCase()
    .max(100, 'Parent category not found')
    .nullable()
    .transform((value) => value || null),
  ...addressInputFields,
}

/** POST /categories: a title is required; active by default; displayOrder defaults to the number of categories. */
export const CategoryInputSchema = z
  .object(fields)
  .partial()
  .extend({ title: fields.title, isActive: fields.isActive.default(true) })
export type CategoryInput = z.infer<typeof CategoryInputSchema>

/** PUT /categories/{id}: only the fields sent change (also the isActive switch and displayOrder swaps). */
export const CategoryUpdateSchema = z.object(fields).partial()
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>

/** PUT /categories/reorder: new display orders, applied all together or not at all. */
export const CategoryReorderSchema = z.object({
  categories: z
    .array(
      z.object({
        _id: z
          .string({ error: 'Category id is required' })
          .trim()
          .toLowerCase()
          .min(1, 'Category id is required')
          .max(100, 'Category not found'),
        displayOrder: displayOrderField,
      }),
      { error: 'categories must be a list of { _id, displayOrder }' },
    )
    .min(1, 'At least one category is required')
    .max(1000, 'At most 1000 categories at a time')
    .refine(
      (items) => new Set(items.map((item) => item._id)).size === items.length,
      'Each category may appear only once',
    ),
})
export type CategoryReorder = z.infer<typeof CategoryReorderSchema>

const CategoryBaseSchema = recordSchema({
  title: z.string(),
  /** Its readable address: /categories/{slug} (docs/product.md#addresses). */
  slug: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  longDescription: z.string(),
  details: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  imagePublicId: z.string().nullable(),
  seo: SeoSchema,
  isActive: z.boolean(),
  displayOrder: z.number(),
  parentId: z.string().nullable(),
})

/** A subcategory as listed under its parent (its own children nest the same way). */
export type Subcategory = z.infer<typeof CategoryBaseSchema> & { subcategories?: Subcategory[] }

export const SubcategorySchema: z.ZodType<Subcategory> = CategoryBaseSchema.extend({
  get subcategories() {
    return z.array(SubcategorySchema).optional()
  },
})

export const CategorySchema = CategoryBaseSchema.extend({
  subcategories: z.array(SubcategorySchema).optional(),
  events: z.array(EventSchema).optional(),
  products: z.array(ProductSchema).optional(),
})
export type Category = z.infer<typeof CategorySchema>

export const CategoryListQuerySchema = z.object({
  isActive: queryFlag,
  includeSubcategories: queryFlag,
})
export type CategoryListQuery = z.infer<typeof CategoryListQuerySchema>

export const CategoryGetQuerySchema = z.object({
  includeSubcategories: queryFlag,
  includeEvents: queryFlag,
  includeProducts: queryFlag,
})
export type CategoryGetQuery = z.infer<typeof CategoryGetQuerySchema>
