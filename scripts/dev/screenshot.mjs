// Takes full-page screenshots of pages of a running server with Debian's Chromium, at desktop and phone widths.
// Usage: node scripts/dev/screenshot.mjs http://127.0.0.1:3000 / /service/ID …   (writes .cache/screenshots/*.png)
import { mkdirSync } from 'node:fs'
import { launchChromium } from '../chromium.mjs'

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const widths = { desktop: 1280, phone: 390 }
mkdirSync('.cache/screenshots', { recursive: true })
const browser = await launchChromium()
for (const path of paths.length ? paths : ['/']) {
  for (const [name, width] of Object.entries(widths)) {
    const page = await browser.newPage({
      viewport: { width, height: name === 'phone' ? 844 : 800 },
      deviceScaleFactor: 1,
    })
    await page.goto(base + path, { waitUntil: 'networkidle' })
    // Scroll through the page so lazy images load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      window.scrollTo({ top: 0, behavior: 'instant' })
    })
    await page.waitForLoadState('networkidle')
    const file = `.cache/screenshots/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${name}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
    await page.close()
  }
}
await browser.close()
