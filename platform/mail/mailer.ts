import { afterCommit } from '../db/unit-of-work'
import type { Database } from '../db/database'
import { mailbox, type MailBrand, type MailContent, renderMail } from './layout'
import { type NewMail, type OutboxRow, recordMail, recordMails } from './outbox'

/** Who the company is, as its mail needs it: read with the caller's database handle (undefined while none exists). */
export type MailCompany = (
  db: Database,
) => Promise<{ name: string; email: string; logo: { imageUrl: string } } | undefined>

export type MailerOptions = {
  /** The company's record (the composition root passes the company feature's reader). */
  findCompany: MailCompany
  /** MAIL_FROM; unset: the company's name at no-reply@ the site's host. */
  from?: string
  /** PUBLIC_URL: links in mail, and the logo's address. */
  publicUrl: string
  /** Called once a transaction that recorded mail has committed: the outbox worker looks at once. */
  wake?: () => void
}

/** Who the company is in its mail, read inside the transaction that records the mail. */
export type MailSender = {
  brand: MailBrand
  /** The From of every mail. */
  from: string
  /** The company's own address (company settings), or undefined when it has none. */
  companyEmail: string | undefined
  /** The From of mail written by a person of the company (replies): the company's address, else {@link from}. */
  companyFrom: string
}

/** A mail to record, written from the company's identity. */
export type MailDraft = Omit<NewMail, 'from' | 'text' | 'html'> & { content: MailContent }

const FALLBACK_NAME = 'Switchboard'

/**
 * Turns events into mail: reads who the company is, renders the content in text and HTML, and records the mail in
 * the outbox within the caller's transaction. Features call it; the outbox worker delivers.
 */
export function createMailer({ findCompany, from, publicUrl, wake }: MailerOptions) {
  const host = new URL(publicUrl).hostname

  async function sender(db: Database): Promise<MailSender> {
    const company = await findCompany(db)
    const name = company?.name.trim() || FALLBACK_NAME
    const logo = company?.logo.imageUrl
    const companyEmail = company?.email.trim() || undefined
    const systemFrom = from ?? mailbox(name, `no-reply@${host}`)
    return {
      brand: {
        name,
        siteUrl: publicUrl,
        logoUrl: logo ? new URL(logo, `${publicUrl}/`).toString() : undefined,
      },
      from: systemFrom,
      companyEmail,
      companyFrom: companyEmail ? mailbox(name, companyEmail) : systemFrom,
    }
  }

  return {
    publicUrl,
    sender,
    /** Records the mail (or nothing, when its event key already has one); call {@link wake} after the commit. */
    async record(
      db: Database,
      draft: MailDraft & { from?: string },
      who?: MailSender,
    ): Promise<OutboxRow | undefined> {
      const identity = who ?? (await sender(db))
      const { content, from: draftFrom, ...mail } = draft
      return recordMail(db, {
        ...mail,
        from: draftFrom ?? identity.from,
        ...renderMail(identity.brand, content),
      })
    },
    /** Records many mails in one statement (a newsletter's batch); returns how many were recorded. */
    async recordMany(db: Database, drafts: MailDraft[], who: MailSender): Promise<number> {
      return recordMails(
        db,
        drafts.map(({ content, ...mail }) => ({
          ...mail,
          from: who.from,
          ...renderMail(who.brand, content),
        })),
      )
    },
    /** A Message-ID on the site's host, fixed by `key`: the root of a thread (e.g. a contact message). */
    threadId(key: string): string {
      return `<${key}@${host}>`
    },
    /** Wakes the outbox worker once the mail is committed (at once outside a unit of work). */
    wake() {
      afterCommit(() => wake?.())
    },
  }
}

export type Mailer = ReturnType<typeof createMailer>
