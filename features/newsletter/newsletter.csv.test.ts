import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './newsletter.csv'

describe('newsletter CSV', () => {
  it('quotes fields per RFC 4180 only when needed', () => {
    expect(csvField('plain@example.com')).toBe('plain@example.com')
    expect(csvField('a,b@example.com')).toBe('"a,b@example.com"')
    expect(csvField('say "hi"@example.com')).toBe('"say ""hi""@example.com"')
    expect(csvField('line\nbreak')).toBe('"line\nbreak"')
    expect(csvField('')).toBe('')
  })

  it('neutralises values a spreadsheet would run as formulas', () => {
    expect(csvField('=1+1')).toBe("'=1+1")
    expect(csvField('+1@example.com')).toBe("'+1@example.com")
    expect(csvField('-2@example.com')).toBe("'-2@example.com")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\tx')).toBe("'\tx")
    expect(csvField('\rx')).toBe('"\'\rx"')
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvField('a=b@example.com')).toBe('a=b@example.com')
  })

  it('ends every record, the header included, with CRLF', () => {
    expect(toCsv(['email', 'subscribed_at'], [['a@x.io', '2024-01-01T00:00:00.000Z']])).toBe(
      'email,subscribed_at\r\na@x.io,2024-01-01T00:00:00.000Z\r\n',
    )
    expect(toCsv(['email', 'subscribed_at'], [])).toBe('email,subscribed_at\r\n')
  })
})
