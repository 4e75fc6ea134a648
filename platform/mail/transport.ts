import nodemailer from 'nodemailer'

/** A mail as the outbox hands it to a transport: addresses already checked, bodies already rendered. */
export type MailEnvelope = {
  from: string
  to: string[]
  replyTo?: string | null
  subject: string
  text: string
  html: string
  /** Message-ID, In-Reply-To, References, List-Unsubscribe, … */
  headers: Record<string, string>
}

/** What became of one mail: the SMTP server's acceptance, or "kept" where there is no SMTP server. */
export type Delivery = { response: string }

export type MailTransport = {
  /** 'smtp': delivered through SMTP_URL. 'local': no SMTP_URL, every mail is kept in the outbox to be read there. */
  readonly mode: 'smtp' | 'local'
  /** Hands the mail to the SMTP server; throws {@link SmtpError} when it refuses or cannot be reached. */
  send(mail: MailEnvelope): Promise<Delivery>
  close(): void
}

/** A mail that was not accepted: `permanent` when the server refused it for good (5xx), so retrying is useless. */
export class SmtpError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
    this.name = 'SmtpError'
  }
}

/** The SMTP server's words, or the connection's error, in one line, without credentials. */
function describeFailure(error: unknown): SmtpError {
  const failure = error as { response?: string; responseCode?: number; code?: string; message?: string }
  const text = (failure.response ?? failure.message ?? String(error)).replace(/\s+/g, ' ').trim()
  const permanent = typeof failure.responseCode === 'number' && failure.responseCode >= 500
  return new SmtpError(failure.code && !failure.response ? `${failure.code}: ${text}` : text, permanent)
}

/** Where the process's mail goes: the SMTP server of SMTP_URL, or nowhere (kept in the outbox) without it. */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    return {
      mode: 'local',
      async send() {
        return { response: 'Kept in the outbox: no SMTP server is configured (SMTP_URL)' }
      },
      close() {},
    }
  }
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A server that does not answer fails the attempt within a minute; the outbox tries again later.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 45_000,
    pool: true,
    maxConnections: 2,
  })
  return {
    mode: 'smtp',
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.headers['Message-ID'],
          inReplyTo: mail.headers['In-Reply-To'],
          references: mail.headers['References'],
          headers: Object.fromEntries(
            Object.entries(mail.headers).filter(
              ([name]) => !['Message-ID', 'In-Reply-To', 'References'].includes(name),
            ),
          ),
        })
        return { response: String(info.response ?? 'accepted') }
      } catch (error) {
        throw describeFailure(error)
      }
    },
    close() {
      transporter.close()
    },
  }
}

/** SMTP_URL without its password, for the start banner and the back-office. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl)
    return `${url.protocol}//${url.username ? `${decodeURIComponent(url.username)}@` : ''}${url.host}`
  } catch {
    return 'an SMTP server'
  }
}

/** What becomes of the site's mail, in one line for the start banner. */
export function mailDeliveryLine(smtpUrl: string | undefined, isProduction: boolean): string {
  if (smtpUrl) return `Mail is sent through ${describeSmtpUrl(smtpUrl)}.`
  return isProduction
    ? 'Mail is NOT being delivered: SMTP_URL is not set. It waits in the outbox and is sent once SMTP_URL is set.'
    : 'Mail is not delivered (no SMTP_URL): it is kept in the outbox and named in the log. Set SMTP_URL to send it.'
}
