import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './newsletter.csv'

/** csvField() writes `value` as `field`. */
const writesField = (value: string, field: string) => expect(csvField(value)).toBe(field)

describe('newsletter CSV', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    ['a,b@example.com', '"a,b@example.com"'],
    ['say "hi"@example.com', '"say ""hi""@example.com"'],
    ['line\nbreak', '"line\nbreak"'],
    ['', ''],
  ])('quotes fields per RFC 4180 only when needed: %j', writesField)

  it.each([
    ['=1+1', "'=1+1"],
    ['+1@example.com', "'+1@example.com"],
    ['-2@example.com', "'-2@example.com"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', '"\'\rx"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a=b@example.com', 'a=b@example.com'],
  ])('neutralises values a spreadsheet would run as formulas: %j', writesField)

  it('ends every record, the header included, with CRLF', () => {
    expect(toCsv(['email', 'subscribed_at'], [['a@x.io', '2024-01-01T00:00:00.000Z']])).toBe(
      'email,subscribed_at\r\na@x.io,2024-01-01T00:00:00.000Z\r\n',
    )
    expect(toCsv(['email', 'subscribed_at'], [])).toBe('email,subscribed_at\r\n')
  })
})
