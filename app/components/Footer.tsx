import type { CompanyInfo } from '../../features/company/company.types'
import { CompanyContactLines } from '../../features/company/CompanyContact'
import { NAV_ITEMS } from './nav-items'
import type { ReactNode } from 'react'
import { SOCIAL_NETWORKS, SocialIcon, socialLabel } from './SocialIcon'

/** `newsletter`: the sign-up form, an island the page's layout renders (components sit below the islands). */
export function Footer({ company, newsletter }: { company: CompanyInfo; newsletter: ReactNode }) {
  const socials = SOCIAL_NETWORKS.filter((network) => company.socialMedia[network])
  const quickLinks = NAV_ITEMS.filter((item) => item.section !== 'home')
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <h2 className="text-lg font-bold text-white">{company.name}</h2>
          <p className="mt-4 max-w-md text-sm leading-6">{company.description}</p>
          {socials.length > 0 ? (
            <ul className="mt-6 flex gap-3" aria-label="Social media">
              {socials.map((network) => (
                <li key={network}>
                  <a
                    href={company.socialMedia[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${socialLabel(network)} (opens in a new tab)`}
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-amber-accent hover:text-navy-950"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((item) => (
              <li key={item.section}>
                <a href={`/#${item.section}`} className="hover:text-white">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <CompanyContactLines company={company} linkClassName="hover:text-white" />
          </address>
          <h2 className="mt-8 text-sm font-semibold tracking-wider text-white uppercase">Newsletter</h2>
          {newsletter}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-slate-300">
          © {new Date().getFullYear()} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
