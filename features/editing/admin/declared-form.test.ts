import { describe, expect, it } from 'vitest'
import { ALT_TEXT_REQUIRED } from '../../../platform/content-fields'
import { EVENTS_PART, PRODUCTS_PART } from '../../categories/category.content-type'
import { EventInputSchema } from '../../categories/event.schema'
import { ProductInputSchema } from '../../categories/product.schema'
import { declaredForm } from './declared-form'

const event = declaredForm(EVENTS_PART, { valuesOf: () => ({}), schema: EventInputSchema }, true)

describe("a part's window from its declared fields (docs/decisions/0027-field-kinds.md)", () => {
  it("gives the form the declared values, the form's own over them, and each image's alt text", () => {
    const form = declaredForm(
      PRODUCTS_PART,
      {
        valuesOf: (item: Partial<{ name: string; imageUrl: string; imageAlt: string }> | null) => ({
          name: item?.name ?? 'New product',
        }),
        schema: ProductInputSchema,
      },
      true,
    )
    expect(form.valuesOf(null)).toEqual({
      name: 'New product',
      description: '',
      price: '',
      isNew: false,
      isEcoFriendly: false,
      imageUrl: null,
      imageAlt: null,
    })
    expect(
      form.valuesOf({ name: 'Tray', imageUrl: '/uploads/categories/a.webp', imageAlt: '' }),
    ).toMatchObject({
      name: 'Tray',
      imageAlt: '',
    })
  })

  it('checks on the schema what the API takes, with its messages', () => {
    const values = {
      ...event.valuesOf(null),
      title: 'Open day',
      description: 'Visit.',
      date: '2031-05-14T09:30',
    }
    expect(event.check(values)).toEqual({
      data: expect.objectContaining({ title: 'Open day', date: '2031-05-14T09:30:00.000Z' }),
      errors: null,
    })
    expect(event.check(event.valuesOf(null)).errors).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
    })
  })

  it('requires an image’s alt text unless decorative, a chosen file’s too', () => {
    const filled = { ...event.valuesOf(null), title: 'Open day', description: 'Visit.' }
    const image = { ...filled, imageUrl: '/uploads/events/a.webp' }
    expect(event.check(image).errors).toEqual({ imageAlt: ALT_TEXT_REQUIRED })
    expect(event.check({ ...image, imageAlt: 'Engineers at the open day' }).errors).toBeNull()
    expect(event.check({ ...image, imageAlt: '' }).errors).toBeNull()
    expect(event.check(filled).errors).toBeNull()
    const chosen = declaredForm(
      EVENTS_PART,
      { valuesOf: () => ({}), schema: EventInputSchema, chosen: () => ['imageUrl'] },
      true,
    )
    expect(chosen.check(filled).errors).toEqual({ imageAlt: ALT_TEXT_REQUIRED })
  })
})
