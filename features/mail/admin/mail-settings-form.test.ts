import { describe, expect, it } from 'vitest'
import { DEFAULT_MAIL_SETTINGS } from '../mail-settings.schema'
import { checkMailSettings, fieldErrors, formOf } from './mail-settings-form'

describe('the E-mail settings form', () => {
  const values = formOf(DEFAULT_MAIL_SETTINGS)

  it('reads one address per line, skipping blank lines and spaces', () => {
    const result = checkMailSettings({
      ...values,
      recipients: ' sales@volta.example \n\n\nOffice@Volta.example\n',
    })
    expect(result.data?.notificationRecipients).toEqual(['sales@volta.example', 'office@volta.example'])
  })

  it('names the line of a faulty address, and asks for the acknowledgement’s words only when it is on', () => {
    const result = checkMailSettings({
      ...values,
      recipients: 'sales@volta.example\nsales at volta',
      acknowledgementEnabled: true,
      acknowledgementText: '',
    })
    expect(result.errors).toEqual({
      recipients: 'Line 2: Please enter a valid email address',
      acknowledgementText: 'Write the subject and the text of the acknowledgement, or turn it off',
    })
    expect(checkMailSettings({ ...values, acknowledgementText: '' }).errors).toBeNull()
  })

  it('places the server’s messages under the same fields', () => {
    expect(
      fieldErrors([
        ['notificationRecipients', 'Each address may be listed only once'],
        ['acknowledgement.subject', 'Subject must be on one line'],
      ]),
    ).toEqual({
      recipients: 'Each address may be listed only once',
      acknowledgementSubject: 'Subject must be on one line',
    })
  })
})
