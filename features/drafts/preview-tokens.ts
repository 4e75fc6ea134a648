import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signatures of preview addresses (docs/decisions/0022-content-safety.md): HMAC-SHA256 under a key of their
 * own, derived from the server's secret, so a preview token is never valid as anything else. A share link's token
 * is its id and the signature of what it is (item, draft version, expiry): an altered id, item or date fails. The
 * person editing gets a short-lived token of the item alone, kept nowhere.
 */
export function createPreviewTokens(secret: string) {
  const key = createHmac('sha256', secret).update('switchboard preview links v1').digest()
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url')
  const same = (a: string, b: string) => {
    const left = Buffer.from(a)
    const right = Buffer.from(b)
    return left.length === right.length && timingSafeEqual(left, right)
  }
  const linkText = (link: LinkFacts) =>
    `link:${link.id}:${link.type}:${link.itemId}:${link.draftVersion}:${link.expiresAt.getTime()}`

  return {
    /** A share link's token: `<link id>.<signature>`. */
    forLink: (link: LinkFacts) => `${link.id}.${sign(linkText(link))}`,
    /** The link id a token names, before its row is read (undefined for what is no link token). */
    linkIdOf(token: string): string | undefined {
      const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token)
      return match?.[1]
    },
    /** Whether the token is the signature of this link as stored. */
    verifyLink: (token: string, link: LinkFacts) => same(token, `${link.id}.${sign(linkText(link))}`),

    /** A preview for the person editing: `s.<type>.<item>.<expiry>.<signature>`. */
    forEditor(type: string, itemId: string, expiresAt: Date) {
      const body = `s.${type}.${itemId}.${expiresAt.getTime()}`
      return `${body}.${sign(body)}`
    },
    /** The item an editor's token shows, when it is genuine and not expired. */
    verifyEditor(token: string, now = Date.now()): { type: string; itemId: string } | 'expired' | undefined {
      const match = /^(s\.([a-z-]+)\.([0-9a-f-]{36})\.(\d+))\.([\w-]{43})$/.exec(token)
      if (!match || !same(match[5]!, sign(match[1]!))) return undefined
      if (Number(match[4]) < now) return 'expired'
      return { type: match[2]!, itemId: match[3]! }
    },
  }
}

export type LinkFacts = { id: string; type: string; itemId: string; draftVersion: number; expiresAt: Date }
export type PreviewTokens = ReturnType<typeof createPreviewTokens>
