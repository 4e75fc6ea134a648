import { Checkbox, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { type ContentAddress, pageOf } from '../../../platform/content-types'
import { SLUG_MAX, slugify } from '../../../platform/slugs'

type Props = {
  /** The type's readable addresses (its declaration's `address`). */
  address: ContentAddress
  /** The title typed so far: a new item's address follows it until one is typed. */
  title: string
  /** The slug field's props (useEntityForm's `field('slug')`). */
  slug: { value: string; onChange: (value: unknown) => void; error?: string; 'data-field': string }
  /** The "take it over" checkbox's props (useEntityForm's `checkbox('reclaimSlug')`). */
  reclaim: { checked: boolean; onChange: (value: unknown) => void }
  /** What the server asked to confirm (its `reclaimSlug` error): the checkbox's label. */
  reclaimOffer?: string
}

/**
 * The "Address" of an item with a public page (docs/product.md#addresses): its slug, with the whole address it gives
 * shown live under it. Typed words become a slug when the field is left ("Arc Flash" → arc-flash). When the server
 * says an older page still redirects from it, a checkbox offers to take it over.
 */
export function AddressField({ address, title, slug, reclaim, reclaimOffer }: Props) {
  const typed = slug.value.trim()
  const shown = (typed ? slugify(typed) : slugify(title)) || address.fallback
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const prefix = pageOf(address, '')
  // The offer stays while the address it is about stays (ticking the box clears the error it came with).
  const [offer, setOffer] = useState(reclaimOffer)
  useEffect(() => {
    if (reclaimOffer) setOffer(reclaimOffer)
  }, [reclaimOffer])
  const change = (value: unknown) => {
    setOffer(undefined)
    if (reclaim.checked) reclaim.onChange(false)
    slug.onChange(value)
  }
  return (
    <Stack gap={6}>
      <TextInput
        label="Address"
        description={
          <>
            The page’s address on the website:{' '}
            <Text component="span" size="xs" fw={600} c="dark.6" style={{ overflowWrap: 'anywhere' }}>
              {origin}
              {prefix}
              {shown}
            </Text>
          </>
        }
        placeholder={slugify(title) || address.fallback}
        maxLength={SLUG_MAX + 20}
        autoComplete="off"
        spellCheck={false}
        data-field={slug['data-field']}
        value={slug.value}
        error={slug.error}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={() => {
          if (typed && slugify(typed) !== typed) change(slugify(typed))
        }}
      />
      {offer ? (
        <Checkbox
          label={offer}
          description="Its old link then leads to this page."
          checked={reclaim.checked}
          onChange={(event) => reclaim.onChange(event.currentTarget.checked)}
          data-field="reclaimSlug"
        />
      ) : null}
    </Stack>
  )
}
