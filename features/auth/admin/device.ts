/**
 * A session's device in words ("Chrome on Windows") from its User-Agent header: the browser and the system, as
 * a person recognises them. Deliberately small: the list of sessions needs only these two names, and
 * ua-parser-js (AGPL from version 2) would bring a licence question and a large rule set for them.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|Chromium|HeadlessChrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (rules: [RegExp, string][], text: string) => rules.find(([pattern]) => pattern.test(text))?.[1]

export function parseUserAgent(userAgent: string): { browser?: string; os?: string } {
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) }
}

export function deviceName(userAgent: string): string {
  const { browser, os } = parseUserAgent(userAgent)
  if (browser && os) return `${browser} on ${os}`
  return browser ?? os ?? (userAgent.trim() ? 'Unknown browser' : 'Unknown device')
}
