import { useId, useState, type FormEvent } from 'react'
import { CompanyContactLines } from '../company/CompanyContact'
import { Section } from '../../ui/components/Section'
import { FormOutcome, type FormStatus } from '../../ui/components/FormOutcome'
import { StrokeIcon } from '../../ui/components/StrokeIcon'
import { postForm } from '../../ui/lib/post-form'
import { type CompanyInfo, DEFAULT_COORDINATES, type FaqEntry } from '../company/company.types'
import { CompanyMap } from './CompanyMap'

export const CONTACT_SUCCESS = 'Thank you for your message! We will get back to you soon.'
export const CONTACT_FAILURE = 'There was an error sending your message. Please try again later.'

/** docs/product.md#faq: three default entries when the company has configured none. */
export const DEFAULT_FAQ: FaqEntry[] = [
  {
    question: 'What areas do you serve?',
    answer:
      'We work with industrial, commercial and public clients across the region. Contact us to discuss your site.',
  },
  {
    question: 'How quickly can you respond to a request?',
    answer: 'We answer every enquiry within one working day and can arrange a site visit at short notice.',
  },
  {
    question: 'Do you offer maintenance contracts?',
    answer:
      'Yes. We offer preventive maintenance plans sized to your installation, with emergency call-out options.',
  },
]

function ContactForm() {
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' })
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>
    setStatus({ state: 'sending' })
    try {
      const answer = await postForm('/api/contact', values)
      if (!answer.ok) throw new Error(answer.message || CONTACT_FAILURE)
      form.reset()
      setStatus({ state: 'success' })
    } catch (error) {
      const message =
        error instanceof Error && error.name !== 'TimeoutError' && error.name !== 'TypeError'
          ? error.message
          : ''
      setStatus({ state: 'error', message: message || CONTACT_FAILURE })
    }
  }
  const field =
    'mt-2 block w-full rounded-md border-0 px-3.5 py-2.5 text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:ring-inset'
  const isSending = status.state === 'sending'
  return (
    <form
      onSubmit={submit}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      noValidate={false}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="text-sm font-semibold text-slate-800">
            Name
          </label>
          <input
            id="contact-name"
            name="name"
            type="text"
            required
            maxLength={100}
            autoComplete="name"
            className={field}
          />
        </div>
        <div>
          <label htmlFor="contact-email" className="text-sm font-semibold text-slate-800">
            Email
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            className={field}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="contact-subject" className="text-sm font-semibold text-slate-800">
            Subject
          </label>
          <input id="contact-subject" name="subject" type="text" required maxLength={200} className={field} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="contact-message" className="text-sm font-semibold text-slate-800">
            Message
          </label>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={5}
            maxLength={5000}
            className={field}
          />
        </div>
        {/* Left empty by people; bots that fill every field are quietly ignored by the server. */}
        <div className="hidden" aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </div>
      <button
        type="submit"
        disabled={isSending}
        className="btn-primary mt-6 w-full disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {isSending ? 'Sending...' : 'Send Message'}
      </button>
      <FormOutcome look="light" status={status} success={CONTACT_SUCCESS} />
    </form>
  )
}

function Faq({ entries }: { entries: FaqEntry[] }) {
  const [open, setOpen] = useState<number | null>(null)
  const baseId = useId()
  return (
    <div id="faq" className="mt-16">
      <h3 className="text-2xl font-bold text-navy-900">Frequently Asked Questions</h3>
      <dl className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {entries.map((entry, i) => {
          const isOpen = open === i
          return (
            <div key={entry.question}>
              <dt>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={`${baseId}-${i}`}
                  onClick={() => setOpen(isOpen ? null : i)}
                  className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-navy-900 hover:bg-slate-50"
                >
                  {entry.question}
                  <StrokeIcon
                    d="M6 9l6 6 6-6"
                    className={`shrink-0 transition ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
              </dt>
              <dd id={`${baseId}-${i}`} hidden={!isOpen} className="px-6 pb-5 leading-7 text-slate-600">
                {entry.answer}
              </dd>
            </div>
          )
        })}
      </dl>
    </div>
  )
}

export type ContactContent = Pick<CompanyInfo, 'name' | 'address' | 'phone' | 'email' | 'coordinates' | 'faq'>

export function ContactSection({ company, mapTileUrl }: { company: ContactContent; mapTileUrl: string }) {
  const coordinates = company.coordinates ?? DEFAULT_COORDINATES
  const faq = company.faq.length > 0 ? company.faq : DEFAULT_FAQ
  return (
    <Section
      id="contact"
      className="bg-slate-50 py-20 sm:py-24"
      eyebrow="Get in touch"
      title="Contact Us"
      intro="Tell us about your project, ask for a quotation or book a site visit."
    >
      <div className="mt-12 grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ContactForm />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <address className="space-y-4 rounded-2xl bg-navy-900 p-8 text-slate-200 not-italic">
            <p className="text-lg font-semibold text-white">{company.name}</p>
            <CompanyContactLines company={company} linkClassName="hover:text-white" />
          </address>
          <CompanyMap coordinates={coordinates} tileUrl={mapTileUrl} label={`${company.name} location`} />
        </div>
      </div>
      <Faq entries={faq} />
    </Section>
  )
}
