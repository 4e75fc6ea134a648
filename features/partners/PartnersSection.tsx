import { useState } from 'react'
import { ImageWithFallback } from '../../ui/components/ImageWithFallback'
import { Modal } from '../../ui/components/Modal'
import { Section, SettledList } from '../../ui/components/Section'
import { altOf } from '../../ui/lib/alt-text'
import { pick } from '../../ui/lib/pick'
import type { Settled } from '../../ui/lib/settle'
import type { Partner } from './partner.schema'

const PARTNER_CARD_FIELDS = ['_id', 'name', 'logo', 'logoAlt', 'description', 'website'] as const

/** What the home page shows of a partner: the page's data carries nothing more (smaller HTML, no private fields). */
export type PartnerCardData = Pick<Partner, (typeof PARTNER_CARD_FIELDS)[number]>

export const toPartnerCard = (item: Partner): PartnerCardData => pick(item, PARTNER_CARD_FIELDS)

export function PartnersSection({ partners }: { partners: Settled<PartnerCardData[]> }) {
  const [selected, setSelected] = useState<PartnerCardData | null>(null)
  return (
    <Section
      id="partners"
      className="bg-slate-50 py-20 sm:py-24"
      eyebrow="Working together"
      title="Our Partners"
      intro="Manufacturers, utilities and specialists we trust to deliver with us."
      after={<PartnerModal partner={selected} onClose={() => setSelected(null)} />}
    >
      <SettledList
        list={partners}
        error="Failed to load partners"
        empty="No partners available at the moment."
      >
        {(items) => (
          <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {items.map((partner) => (
              <li key={partner._id}>
                <button
                  type="button"
                  onClick={() => setSelected(partner)}
                  aria-label={`About ${partner.name}`}
                  className="flex h-28 w-full items-center justify-center rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
                >
                  <ImageWithFallback
                    slot="logoTile"
                    src={partner.logo}
                    alt={altOf(partner.logoAlt, `${partner.name} logo`)}
                    className="max-h-20 w-auto object-contain"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </SettledList>
      <p className="mt-10 text-slate-600">
        Interested in working with us?{' '}
        <a href="/contact" className="font-semibold text-brand-600 underline">
          Become a partner
        </a>
      </p>
    </Section>
  )
}

function PartnerModal({ partner, onClose }: { partner: PartnerCardData | null; onClose: () => void }) {
  return (
    <Modal open={partner !== null} onClose={onClose} title={partner?.name ?? ''} className="max-w-lg">
      {partner ? (
        <div>
          {partner.logo ? (
            <ImageWithFallback
              slot="logo"
              src={partner.logo}
              alt={altOf(partner.logoAlt, `${partner.name} logo`)}
              className="mx-auto max-h-24 w-auto object-contain"
            />
          ) : null}
          <p className="mt-6 leading-7 text-slate-700">{partner.description}</p>
          {partner.website ? (
            <a href={partner.website} target="_blank" rel="noopener noreferrer" className="btn-primary mt-6">
              Visit Website
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </Modal>
  )
}
