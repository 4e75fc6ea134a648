import { useMediaQuery } from '@mantine/hooks'

/** Phones and narrow windows (48em): tables become cards and dialogs fill the screen. */
export function useIsSmallScreen() {
  return useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
}
