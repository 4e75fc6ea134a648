import type { ComponentProps } from 'react'
import { WithMantine } from '../../../ui/backoffice/MantineShell'
import { TwoFactorCodeStep } from './TwoFactorCodeStep'

/** The code step as the sign-in page shows it: with Mantine, which the sign-in page itself does not load. */
export default function SignInCodeStep(props: ComponentProps<typeof TwoFactorCodeStep>) {
  return (
    <WithMantine>
      <TwoFactorCodeStep {...props} />
    </WithMantine>
  )
}
