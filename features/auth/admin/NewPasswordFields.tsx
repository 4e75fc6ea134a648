import { Button, PasswordInput } from '@mantine/core'
import type { Ref } from 'react'
import { PASSWORD_MIN_LENGTH } from '../../../platform/auth/password-rules'
import type { bind } from './bind'

type Field = ReturnType<typeof bind>

/**
 * The end of a form that sets a password from a mailed link (docs/product.md#password-reset,
 * docs/product.md#invitations): the password by the API's rules, the same again, and the submit button. `noun`
 * names it in the labels ("new password": "New password", "Confirm new password", "Type the new password again.").
 */
export function NewPasswordFields({
  noun,
  refs,
  password,
  confirmation,
  submit,
}: {
  noun: 'password' | 'new password'
  refs: { password: Ref<HTMLInputElement>; confirmation: Ref<HTMLInputElement> }
  password: Field
  confirmation: Field
  submit: { label: string; busyLabel: string; isSubmitting: boolean }
}) {
  return (
    <>
      <PasswordInput
        ref={refs.password}
        label={noun[0]!.toUpperCase() + noun.slice(1)}
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput
        ref={refs.confirmation}
        label={`Confirm ${noun}`}
        description={`Type the ${noun} again.`}
        autoComplete="new-password"
        required
        {...confirmation}
      />
      <Button type="submit" disabled={submit.isSubmitting} fullWidth>
        {submit.isSubmitting ? submit.busyLabel : submit.label}
      </Button>
    </>
  )
}
