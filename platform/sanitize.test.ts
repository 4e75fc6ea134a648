import { describe, expect, it } from 'vitest'
import { sanitizeInlineHtml, sanitizeRichText } from './sanitize'

describe('sanitizeRichText', () => {
  it('keeps what the editor makes and reads older tags as the editor’s own', () => {
    expect(
      sanitizeRichText('<h4>Old</h4><p><b>bold</b> <i>it</i> <u>under</u> <span style="x">s</span></p>'),
    ).toBe('<h3>Old</h3><p><strong>bold</strong> <em>it</em> under s</p>')
  })

  it('keeps a link’s address of an allowed scheme only, with the rel every link gets', () => {
    expect(
      sanitizeRichText(
        '<p><a href="tel:+4412" title="t" target="_blank" rel="opener">call</a> <a href="data:x">x</a></p>',
      ),
    ).toBe('<p><a rel="noopener noreferrer" href="tel:+4412">call</a> x</p>')
  })

  it('stores an emptied editor as no text', () => {
    expect(sanitizeRichText('<p></p>')).toBe('')
    expect(sanitizeRichText('<p></p><p> </p>')).toBe('')
    expect(sanitizeRichText('<p></p><p>a</p>')).toBe('<p></p><p>a</p>')
  })
})

describe('sanitizeInlineHtml', () => {
  it('keeps bold, italic, the accent span and line breaks, nothing of blocks', () => {
    expect(
      sanitizeInlineHtml(
        '<p>Powering <b>industry</b> <span class="x">safe</span><br/><a href="/x">go</a></p>',
      ),
    ).toBe('Powering <strong>industry</strong> <span>safe</span><br>go')
  })
})
