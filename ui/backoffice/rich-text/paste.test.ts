import { describe, expect, it } from 'vitest'
import { HERO_TITLE, RICH_TEXT } from '../../../platform/rich-text'
import { sanitizeInlineHtml, sanitizeRichText } from '../../../platform/sanitize'
import { cleanPastedHtml } from './paste'

/** What Google Docs puts on the clipboard (Chrome, 2026): styled spans in a `<b>` of normal weight. */
const GOOGLE_DOCS =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3f1c2a7e-7fff-4b1e-9d1a-5c0e9b2d8a41">' +
  '<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Panel upgrades</span></h1>' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;">We replace </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;">old switchboards</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:italic;"> in a day</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">. See </span><a href="https://example.com/switchboards" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;background-color:transparent;font-weight:400;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;">our range</span></a><span style="font-size:11pt;">.</span></p>' +
  '<br /><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">Site survey</span></p></li>' +
  '<li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-weight:400;">Testing &amp; certificate</span></p></li></ul></b>' +
  '<br class="Apple-interchange-newline">'

/** What Word for Windows puts on the clipboard: Office namespaces, Mso classes, mso- styles, lists as paragraphs. */
const WORD = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15">
<style><!--
 /* Style Definitions */
 p.MsoNormal {mso-style-parent:""; margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;}
 @list l0:level1 {mso-level-number-format:bullet; mso-level-text:\\F0B7;}
--></style><!--[if gte mso 9]><xml><o:shapedefaults v:ext="edit" spidmax="1026" /></xml><![endif]--></head>
<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<h2><span lang=EN-GB style='mso-fareast-font-family:"Times New Roman"'>Maintenance contracts<o:p></o:p></span></h2>
<p class=MsoNormal><span lang=EN-GB>Yearly <b style='mso-bidi-font-weight:normal'>thermal imaging</b> and
<i style='mso-bidi-font-style:normal'>breaker testing</i>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span style='mso-list:Ignore'>·<span
style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span
lang=EN-GB>Inspection<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span
lang=EN-GB>Report<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span
style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><!--[endif]-->Call us</p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span
style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><!--[endif]-->We come</p>
<p class=MsoNormal><a href="mailto:service@example.com"><span style='color:#0563C1'>service@example.com</span></a><span
style='mso-spacerun:yes'>&nbsp; </span><a href="javascript:alert(1)">not a link</a><o:p></o:p></p>
<!--EndFragment-->
</body></html>`

describe('cleanPastedHtml', () => {
  it('reduces Google Docs HTML to headings, paragraphs, bold, italic, links and lists', () => {
    expect(cleanPastedHtml(GOOGLE_DOCS, RICH_TEXT)).toBe(
      '<h2>Panel upgrades</h2>' +
        '<p>We replace <strong>old switchboards</strong><em> in a day</em>. See ' +
        '<a href="https://example.com/switchboards">our range</a>.</p>' +
        '<ul><li><p>Site survey</p></li><li><p>Testing &amp; certificate</p></li></ul>',
    )
  })

  it('reduces Word HTML: no styles, classes or Office tags, its lists as lists', () => {
    expect(cleanPastedHtml(WORD, RICH_TEXT)).toBe(
      '<h2>Maintenance contracts</h2>' +
        '<p>Yearly <strong>thermal imaging</strong> and <em>breaker testing</em>.</p>' +
        '<ul><li>Inspection</li><li>Report</li></ul>' +
        '<ol><li>Call us</li><li>We come</li></ol>' +
        '<p><a href="mailto:service@example.com">service@example.com</a> not a link</p>',
    )
  })

  it('keeps to the hero title’s inline set: no blocks, and no accent from a styled span', () => {
    expect(cleanPastedHtml(GOOGLE_DOCS, HERO_TITLE)).toBe(
      'Panel upgrades We replace <strong>old switchboards</strong><em> in a day</em>. See our range. ' +
        'Site survey Testing &amp; certificate',
    )
    // A bare span is the accent the hero editor itself copies.
    expect(cleanPastedHtml('<p>Powering <span>safe</span> systems</p>', HERO_TITLE)).toBe(
      'Powering <span>safe</span> systems',
    )
  })

  it('leaves nothing the server would remove', () => {
    for (const sample of [GOOGLE_DOCS, WORD]) {
      const rich = cleanPastedHtml(sample, RICH_TEXT)
      expect(sanitizeRichText(rich)).toBe(rich.replace(/<a /g, '<a rel="noopener noreferrer" '))
    }
    const hero = cleanPastedHtml(GOOGLE_DOCS, HERO_TITLE)
    expect(sanitizeInlineHtml(hero)).toBe(hero.trim())
  })
})
