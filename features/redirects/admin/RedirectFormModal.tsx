import { Input, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useId, useState } from 'react'
import { FormLayout } from '../../../ui/backoffice/components/FormLayout'
import { type FormFrame, FormModal } from '../../../ui/backoffice/components/FormModal'
import { useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type Redirect, RedirectInputSchema, type RedirectStatus } from '../redirects.schema'
import { NOT_FOUND, REDIRECTS, redirectFieldErrors, siteHost, STATUS_HELP } from './redirects-admin'

/** What the window is opened for: a redirect to edit, a new one, or a new one from a path of the 404 log. */
export type RedirectFormTarget =
  { kind: 'edit'; redirect: Redirect } | { kind: 'add' } | { kind: 'from-404'; path: string }

/**
 * Add or edit a redirect (docs/product.md#redirect-form): From (a path of this site, its host shown before it), To,
 * the type and a note. A redirect made from the 404 log starts with its From filled in and the focus on To.
 */
export function RedirectFormModal({
  target,
  onClose,
}: {
  target: RedirectFormTarget | null
  onClose: () => void
}) {
  // While the window closes it keeps showing what it showed.
  const [last, setLast] = useState(target)
  if (target && target !== last) setLast(target)
  const key =
    last?.kind === 'edit' ? last.redirect.id : last?.kind === 'from-404' ? `404-${last.path}` : 'new'
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={last?.kind === 'edit' ? 'Edit redirect' : 'Add redirect'}
      size={620}
      formKey={key}
      copyName="redirect"
    >
      {(frame) => (last ? <RedirectForm target={last} frame={frame} /> : null)}
    </FormModal>
  )
}

const STATUS_OPTIONS = [
  { value: '301', label: '301 Permanent' },
  { value: '302', label: '302 Temporary' },
]

function RedirectForm({ target, frame }: { target: RedirectFormTarget; frame: FormFrame }) {
  const api = useApi()
  const invalidate = useInvalidate()
  const typeLabelId = useId()
  const redirect = target.kind === 'edit' ? target.redirect : null
  const initialFrom =
    target.kind === 'edit' ? target.redirect.from : target.kind === 'from-404' ? target.path : ''
  const { layout, field, values, errors, form } = useEntityForm({
    initialValues: {
      from: initialFrom,
      to: redirect?.to ?? '',
      status: String(redirect?.status ?? 301),
      note: redirect?.note ?? '',
    },
    schema: RedirectInputSchema,
    save: async (data) => {
      if (redirect) await api.put(`${REDIRECTS.path}/${redirect.id}`, data)
      else await api.post(REDIRECTS.path, data)
      // A redirect made for a missing path takes that path out of the 404 log.
      await invalidate(REDIRECTS.queryKey, NOT_FOUND.queryKey)
    },
    success: redirect ? 'Redirect saved' : 'Redirect added',
    failure: () => (redirect ? 'Failed to save the redirect' : 'Failed to add the redirect'),
    serverErrors: redirectFieldErrors,
    frame,
  })
  const host = typeof window === 'undefined' ? '' : siteHost(window.location)
  const status = (Number(values.status) === 302 ? 302 : 301) as RedirectStatus
  const focusTo = target.kind === 'from-404'

  return (
    <FormLayout {...layout} submitLabel={redirect ? 'Save changes' : 'Add redirect'}>
      <TextInput
        label="From"
        description="The old address on this site: a path such as /old-page. Its query (?…) is not matched."
        withAsterisk
        data-autofocus={focusTo ? undefined : true}
        {...field('from')}
        leftSection={
          <Text size="sm" c="gray.7" pl="sm" style={{ whiteSpace: 'nowrap' }} aria-hidden>
            {host}
          </Text>
        }
        leftSectionWidth={host ? Math.min(220, host.length * 8 + 20) : undefined}
        leftSectionPointerEvents="none"
        placeholder="/old-page"
        maxLength={2000}
        autoComplete="off"
        spellCheck={false}
      />
      <TextInput
        label="To"
        description="Where visitors go instead: a path on this site (/new-page) or a full address (https://…)."
        withAsterisk
        data-autofocus={focusTo ? true : undefined}
        {...field('to')}
        placeholder="/new-page or https://example.com/page"
        maxLength={2000}
        autoComplete="off"
        spellCheck={false}
      />
      <Stack gap={6}>
        <Input.Label id={typeLabelId} component="span">
          Type
        </Input.Label>
        <SegmentedControl
          aria-labelledby={typeLabelId}
          data={STATUS_OPTIONS}
          value={values.status}
          onChange={(value) => form.setFieldValue('status', value)}
          data-field="status"
          fullWidth
        />
        <Text size="xs" c="gray.7">
          {STATUS_HELP[status]}
        </Text>
        {errors.status ? (
          <Text size="xs" c="red.8">
            {errors.status}
          </Text>
        ) : null}
      </Stack>
      <Textarea
        label="Note"
        description="Optional. Why this redirect exists, for your colleagues; never shown on the website."
        {...field('note')}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={500}
      />
    </FormLayout>
  )
}
