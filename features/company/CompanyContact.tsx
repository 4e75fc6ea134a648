import type { CompanyInfo } from './company.types'

/** The company's address, phone (callable) and e-mail (mailable), each only when set. */
export function CompanyContactLines({
  company,
  linkClassName,
}: {
  company: Pick<CompanyInfo, 'address' | 'phone' | 'email'>
  linkClassName: string
}) {
  return (
    <>
      {company.address ? <p>{company.address}</p> : null}
      {company.phone ? (
        <p>
          <a href={`tel:${company.phone.replace(/\s+/g, '')}`} className={linkClassName}>
            {company.phone}
          </a>
        </p>
      ) : null}
      {company.email ? (
        <p>
          <a href={`mailto:${company.email}`} className={linkClassName}>
            {company.email}
          </a>
        </p>
      ) : null}
    </>
  )
}
