import { Alert, Anchor, Group, Loader, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { Link } from 'react-router'
import { ApiError, unwrapData } from '../../../ui/backoffice/api-client'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { queryKeys, useApi, useApiObject, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { Section, SettingsForm } from '../../../ui/backoffice/components/SettingsForm'
import { MAIL_SETTINGS_SAVED, MAX_NOTIFICATION_RECIPIENTS, type MailSettings } from '../mail-settings.schema'
import { checkMailSettings, fieldErrors, formOf } from './mail-settings-form'

export const MAIL_SETTINGS_PATH = '/mail/settings'

/**
 * docs/product.md#e-mail-tab: who hears of a new contact message, and the automatic acknowledgement to the
 * visitor.
 */
export function MailSettingsTab({ companyEmail }: { companyEmail: string }) {
  const settings = useApiObject<MailSettings>(queryKeys.mailSettings, MAIL_SETTINGS_PATH)
  if (settings.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading e-mail settings" />
      </Group>
    )
  if (settings.isError || !settings.data)
    return (
      <LoadError
        message="Failed to load the e-mail settings"
        onRetry={() => settings.refetch()}
        isRetrying={settings.isFetching}
      />
    )
  return <MailSettingsForm settings={settings.data} companyEmail={companyEmail} />
}

function MailSettingsForm({ settings, companyEmail }: { settings: MailSettings; companyEmail: string }) {
  const api = useApi()
  const invalidate = useInvalidate()
  const { values, field, checkbox, onSubmit, isSaving, copyOffer } = useEntityForm({
    initialValues: formOf(settings),
    copyName: 'mail-settings',
    check: checkMailSettings,
    save: async (data) => {
      unwrapData<MailSettings>(await api.put(MAIL_SETTINGS_PATH, data))
      await invalidate(queryKeys.mailSettings)
    },
    success: MAIL_SETTINGS_SAVED,
    failure: (error) =>
      `Failed to save the e-mail settings: ${error instanceof Error ? error.message : 'Unknown error'}`,
    serverErrors: (error) =>
      error instanceof ApiError && error.errors ? fieldErrors(Object.entries(error.errors)) : {},
  })
  const fallback = companyEmail.trim()

  return (
    <SettingsForm save={async () => onSubmit()} isSaving={isSaving} notice={copyOffer}>
      <Stack gap="xl">
        <Section
          title="New messages"
          description="Who is told by e-mail of each message sent through the contact form. Replying to that mail answers the visitor."
        >
          <Textarea
            label="Notification recipients"
            description={
              fallback
                ? `One address per line, at most ${MAX_NOTIFICATION_RECIPIENTS}. Leave empty to use the company e-mail, ${fallback}.`
                : `One address per line, at most ${MAX_NOTIFICATION_RECIPIENTS}. Leave empty to use the company e-mail, which the General Settings tab sets.`
            }
            placeholder={fallback || 'sales@example.com'}
            autosize
            minRows={3}
            maxRows={10}
            autoComplete="off"
            spellCheck={false}
            {...field('recipients')}
          />
          {!fallback && !values.recipients.trim() ? (
            <Alert color="yellow" variant="light" title="Nobody is told of new messages">
              Add a recipient here, or set the company e-mail in the General Settings tab.
            </Alert>
          ) : null}
        </Section>
        <Section
          title="Automatic acknowledgement"
          description="An e-mail sent to the visitor as soon as their message arrives, from the company address. It contains only the text below, never what the visitor wrote."
        >
          <Switch label="Send an automatic acknowledgement" {...checkbox('acknowledgementEnabled')} />
          <TextInput
            label="Subject"
            disabled={!values.acknowledgementEnabled}
            withAsterisk={values.acknowledgementEnabled}
            {...field('acknowledgementSubject')}
          />
          <Textarea
            label="Text"
            description="Blank lines start a new paragraph."
            disabled={!values.acknowledgementEnabled}
            withAsterisk={values.acknowledgementEnabled}
            autosize
            minRows={4}
            maxRows={12}
            {...field('acknowledgementText')}
          />
        </Section>
        <Anchor component={Link} to="/admin/outbox" size="sm">
          See every e-mail the site sent in the Outbox
        </Anchor>
      </Stack>
    </SettingsForm>
  )
}
