import { isInvalidUploadResponse } from '../../../ui/backoffice/api-client'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { focusField } from '../../../ui/backoffice/form'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { EditWindowForm } from '../../editing/admin/EditWindowForm'
import { useEditWindow } from '../../editing/admin/useEditWindow'
import { type Category, CATEGORY_TITLE_TAKEN, CategoryInputSchema } from '../category.schema'
import { categoryContentType } from '../category.content-type'
import { CATEGORY_MESSAGES, isDuplicateTitleError } from './categories-admin'

export const CATEGORY_UPLOAD_PATH = '/upload/categories'

type Extra = {
  /**
   * docs/product.md#category-form: a new category's display order defaults to the current number of categories.
   */
  nextDisplayOrder: number
}

export const CategoryFormModal = entityFormModal(CategoryForm, {
  titles: ['Add category', 'Edit category'],
  size: 880,
  newKey: ({ nextDisplayOrder }: Extra) => String(nextDisplayOrder),
})

/** Events and products are saved on their own (their windows): the form and its draft hold the declared fields. */
function CategoryForm({ item: category, nextDisplayOrder, frame }: EntityFormProps<Category, Extra>) {
  const edit = useEditWindow({
    type: categoryContentType,
    item: category,
    frame,
    valuesOf: (item) => ({ displayOrder: String(item?.displayOrder ?? nextDisplayOrder) }),
    schema: CategoryInputSchema,
    // A category without an image sends an empty address.
    toInput: (values: Record<string, unknown>) => ({ ...values, imageUrl: values.imageUrl ?? '' }),
    texts: {
      create: 'Add Category',
      created: CATEGORY_MESSAGES.created,
      updated: CATEGORY_MESSAGES.updated,
      failed: (error) =>
        category
          ? CATEGORY_MESSAGES.updateFailed(errorMessage(error))
          : CATEGORY_MESSAGES.createFailed(errorMessage(error)),
    },
    serverErrors: (error, fieldErrors) => {
      if (isDuplicateTitleError(errorMessage(error))) fieldErrors.title = CATEGORY_TITLE_TAKEN
      if (fieldErrors.title) focusField('title')
      return fieldErrors
    },
  })

  return (
    <EditWindowForm
      edit={edit}
      fields={categoryContentType.fields}
      extra={{
        imageUrl: {
          onError: (message: string) => notify.error(message),
          failureMessage: (error: unknown) =>
            isInvalidUploadResponse(error) ? CATEGORY_MESSAGES.invalidUpload : CATEGORY_MESSAGES.uploadFailed,
        },
      }}
    />
  )
}
