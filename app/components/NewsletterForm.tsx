import { useState, type FormEvent } from 'react'
import { FormOutcome, type FormStatus } from '../../ui/components/FormOutcome'
import { postForm } from '../../ui/lib/post-form'

const FAILURE = 'Subscription failed. Please try again later.'

/** The footer's newsletter sign-up, posting to /api/newsletter. */
export function NewsletterForm() {
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' })
  const [message, setMessage] = useState('')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    setStatus({ state: 'sending' })
    try {
      const answer = await postForm('/api/newsletter', { email })
      if (!answer.ok) {
        setStatus({ state: 'error', message: answer.message || FAILURE })
        return
      }
      form.reset()
      setMessage(
        answer.message || 'Thank you for subscribing! Please check your inbox and confirm your subscription.',
      )
      setStatus({ state: 'success' })
    } catch {
      setStatus({ state: 'error', message: FAILURE })
    }
  }

  return (
    <form onSubmit={submit} className="mt-4" aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="text-sm text-slate-300">
        News, events and product updates, about once a month.
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="Your email"
          className="min-w-0 flex-1 rounded-md border-0 bg-white/10 px-3 py-2 text-sm text-white ring-1 ring-white/20 placeholder:text-slate-400 focus:ring-2 focus:ring-amber-accent"
        />
        <button
          type="submit"
          disabled={status.state === 'sending'}
          className="rounded-md bg-amber-accent px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-amber-300 disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
      <FormOutcome look="dark" status={status} success={message} />
    </form>
  )
}
