import { useState } from 'react'
import { DecorativeImage, ImageWithFallback } from '../../ui/components/ImageWithFallback'
import { Modal } from '../../ui/components/Modal'
import { Section, SettledList } from '../../ui/components/Section'
import { altOf } from '../../ui/lib/alt-text'
import { pick } from '../../ui/lib/pick'
import type { Settled } from '../../ui/lib/settle'
import type { TeamMember } from './team.schema'

const TEAM_CARD_FIELDS = [
  '_id',
  'name',
  'surname',
  'jobTitle',
  'position',
  'description',
  'email',
  'imageUrl',
  'imageAlt',
] as const

/** What the home page shows of a team member: the page's data carries nothing more (smaller HTML, no private fields). */
export type TeamMemberCardData = Pick<TeamMember, (typeof TEAM_CARD_FIELDS)[number]>

export const toTeamMemberCard = (item: TeamMember): TeamMemberCardData => pick(item, TEAM_CARD_FIELDS)

/** docs/product.md#team-section: the grid's columns follow the number of members (1, 2, 3, or 4 and more). */
export function teamGridColumns(count: number): string {
  if (count <= 1) return 'mx-auto max-w-sm grid-cols-1'
  if (count === 2) return 'mx-auto max-w-3xl grid-cols-2'
  if (count === 3) return 'grid-cols-2 lg:grid-cols-3'
  return 'grid-cols-2 lg:grid-cols-4'
}

const fullName = (member: TeamMemberCardData) => [member.name, member.surname].filter(Boolean).join(' ')

export function TeamSection({ team }: { team: Settled<TeamMemberCardData[]> }) {
  const [selected, setSelected] = useState<TeamMemberCardData | null>(null)
  return (
    <Section
      id="team"
      className="py-20 sm:py-24"
      eyebrow="Our people"
      title="Meet the Team"
      intro="Engineers, project managers and technicians who take responsibility for your installation."
      after={<MemberModal member={selected} onClose={() => setSelected(null)} />}
    >
      <SettledList
        list={team}
        error="Failed to load team members"
        empty="No team members available at the moment."
      >
        {(members) => (
          <ul className={`mt-12 grid gap-4 sm:gap-8 ${teamGridColumns(members.length)}`}>
            {members.map((member) => (
              <li key={member._id}>
                <button
                  type="button"
                  onClick={() => setSelected(member)}
                  className="group w-full overflow-hidden rounded-xl bg-white text-left shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg"
                >
                  <DecorativeImage
                    slot="portraitCard"
                    src={member.imageUrl}
                    className="aspect-square w-full object-cover"
                  />
                  <span className="block p-4 sm:p-5">
                    <span className="block font-semibold text-navy-900 sm:text-lg">{fullName(member)}</span>
                    <span className="mt-1 block text-sm font-medium text-brand-600">{member.jobTitle}</span>
                    <span className="mt-1 block text-sm text-slate-600">{member.position}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </SettledList>
    </Section>
  )
}

function MemberModal({ member, onClose }: { member: TeamMemberCardData | null; onClose: () => void }) {
  return (
    <Modal open={member !== null} onClose={onClose} title={member ? fullName(member) : ''}>
      {member ? (
        <div className="grid gap-6 sm:grid-cols-[180px_1fr]">
          <ImageWithFallback
            slot="portrait"
            src={member.imageUrl}
            alt={altOf(member.imageAlt, `Photo of ${fullName(member)}`)}
            className="aspect-square w-full rounded-xl object-cover"
          />
          <div>
            <p className="font-semibold text-brand-600">{member.jobTitle}</p>
            <p className="text-sm text-slate-600">{member.position}</p>
            <p className="mt-4 leading-7 text-slate-700">{member.description}</p>
            {member.email ? (
              <a
                href={`mailto:${member.email}`}
                className="mt-4 inline-block font-medium text-brand-600 underline"
              >
                {member.email}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  )
}
