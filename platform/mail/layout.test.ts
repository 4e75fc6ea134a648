import { describe, expect, it } from 'vitest'
import { linkify, renderMail } from './layout'

const brand = { name: 'Volta <Works>', siteUrl: 'https://www.volta.example' }

describe('mail layout', () => {
  it.each([
    [
      'See https://volta.example/a.',
      'See <a href="https://volta.example/a" style="color:#1d4ed8">https://volta.example/a</a>.',
    ],
    [
      '(http://x.example/?a=1&b=2)',
      '(<a href="http://x.example/?a=1&#38;b=2" style="color:#1d4ed8">http://x.example/?a=1&#38;b=2</a>)',
    ],
    ['javascript:alert(1) and <b>bold</b>', 'javascript:alert(1) and &#60;b&#62;bold&#60;/b&#62;'],
    [
      'https://x.example/"onmouseover="alert(1)',
      '<a href="https://x.example/" style="color:#1d4ed8">https://x.example/</a>&#34;onmouseover=&#34;alert(1)',
    ],
    ['two\nlines', 'two<br>lines'],
  ])('links only http(s) addresses, everything else escaped: %j', (text, html) => {
    expect(linkify(text)).toBe(html)
  })

  it('adds a mailing list’s reason and unsubscribe link to both parts', () => {
    const { text, html } = renderMail(brand, {
      heading: 'News',
      blocks: [{ paragraph: 'Hello https://volta.example', links: true }],
      unsubscribe: {
        reason: 'You subscribed.',
        href: 'https://volta.example/newsletter/unsubscribe?token=abc',
      },
    })
    expect(
      text.endsWith('You subscribed.\nUnsubscribe: https://volta.example/newsletter/unsubscribe?token=abc'),
    ).toBe(true)
    expect(html).toContain(
      'You subscribed. <a href="https://volta.example/newsletter/unsubscribe?token=abc" style="color:#4b5563">Unsubscribe</a>',
    )
    expect(html).toContain('Volta &#60;Works&#62;')
    // Without `links`, an address stays text.
    const plain = renderMail(brand, { heading: 'x', blocks: [{ paragraph: 'https://volta.example' }] }).html
    expect(plain).not.toContain('<a href="https://volta.example"')
  })
})
