import type { Page } from '@playwright/test'
import { waitUntilSettled } from './axe'
import { expect, publicPagePaths, test } from './fixtures'

const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1920]
const HEIGHT = 720

/**
 * Every place where a visible control (button, link, field) covers visible text that is not its own, on the page
 * as it is: the control's boxes (one per line for an inline link) against each text node's line boxes, both cut
 * to what their scrolling or clipping ancestors let show.
 */
function controlsOverText(page: Page) {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number }
    const MIN_OVERLAP = 2

    /** The part of the box that the clipping ancestors, from `from` up, let show. */
    function clipped(from: Element | null, box: Box): Box | null {
      let result = box
      for (let parent = from; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        // Visually hidden (Tailwind's sr-only and its like): nothing shows.
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return null
        if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none')
          continue
        const clip = parent.getBoundingClientRect()
        result = {
          left: Math.max(result.left, clip.left),
          top: Math.max(result.top, clip.top),
          right: Math.min(result.right, clip.right),
          bottom: Math.min(result.bottom, clip.bottom),
        }
        if (result.right - result.left < MIN_OVERLAP || result.bottom - result.top < MIN_OVERLAP) return null
      }
      return result
    }

    /** An element's own boxes are clipped by its ancestors; a text node's also by the element holding it. */
    function visibleBoxes(element: Element, rects: Iterable<DOMRect>, clipFrom: Element | null): Box[] {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return []
      const boxes: Box[] = []
      for (const rect of rects) {
        if (rect.width < MIN_OVERLAP || rect.height < MIN_OVERLAP) continue
        const box = clipped(clipFrom, rect)
        if (box) boxes.push(box)
      }
      return boxes
    }

    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${element.tagName.toLowerCase()}> "${name}"`
    }

    const controls = [
      ...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary'),
    ].flatMap((element) =>
      visibleBoxes(element, element.getClientRects(), element.parentElement).map((box) => ({ element, box })),
    )

    const texts: { node: Text; parent: Element; box: Box }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript, template'))
        continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const box of visibleBoxes(parent, range.getClientRects(), parent))
        texts.push({ node: node as Text, parent, box })
    }

    const findings = new Set<string>()
    for (const control of controls) {
      for (const text of texts) {
        if (control.element.contains(text.node)) continue
        const width = Math.min(control.box.right, text.box.right) - Math.max(control.box.left, text.box.left)
        const height = Math.min(control.box.bottom, text.box.bottom) - Math.max(control.box.top, text.box.top)
        if (width >= MIN_OVERLAP && height >= MIN_OVERLAP) {
          findings.add(
            `${describe(control.element)} covers "${text.node.textContent!.trim().slice(0, 40)}" in ${describe(text.parent)}`,
          )
        }
      }
    }
    return [...findings]
  })
}

test.describe('nothing covers text', () => {
  for (const kind of ['home', 'service', 'category'] as const) {
    test(`on the ${kind} page at widths from 320 px to 1920 px`, async ({ page, request }) => {
      const path = (await publicPagePaths(request))[kind]
      const findings: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT })
        await page.goto(path)
        await waitUntilSettled(page)
        findings.push(...(await controlsOverText(page)).map((finding) => `${width} px: ${finding}`))
      }
      expect(findings).toEqual([])
    })
  }
})
