import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import axe from 'axe-core'
import { expect } from './fixtures'

/**
 * Every rule axe-core has, the experimental ones (off by default, e.g. label-content-name-mismatch for WCAG 2.5.3)
 * and best practices included. Naming the rules runs exactly these, whatever their default; the page gets the
 * same copy of axe-core the list comes from.
 */
export const EVERY_AXE_RULE = axe.getRules().map((rule) => rule.ruleId)

/**
 * Waits until what a person sees has stopped moving: no CSS transition or finite animation running (a Mantine
 * modal or menu opening, a button's press effect), for several frames in a row. Mantine starts a transition two
 * animation frames after the state changes, so one quiet frame is not enough. Infinite animations (a loader) are
 * left alone: they never end.
 */
export async function waitUntilSettled(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
    const moving = () =>
      document.getAnimations().filter((animation) => {
        if (animation.playState !== 'running') return false
        const end = animation.effect?.getComputedTiming().endTime
        return typeof end === 'number' && Number.isFinite(end)
      })
    let quietFrames = 0
    while (quietFrames < 4) {
      await nextFrame()
      const running = moving()
      if (running.length === 0) {
        quietFrames += 1
        continue
      }
      quietFrames = 0
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
    }
  })
}

function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`)
        .join(' | ')}`,
  )
}

/** Notes, from now on, whether anything starts moving (a transition or an animation), and says whether it did. */
function watchForMotion(page: Page) {
  return page.evaluate(() => {
    const state = window as unknown as { movedSince?: boolean; watchingMotion?: boolean }
    state.movedSince = false
    if (state.watchingMotion) return
    state.watchingMotion = true
    for (const type of ['transitionrun', 'animationstart']) {
      document.addEventListener(type, () => (state.movedSince = true), { capture: true })
    }
  })
}

const movedSinceWatching = (page: Page) =>
  page.evaluate(() => Boolean((window as unknown as { movedSince?: boolean }).movedSince))

/**
 * axe-core with every rule on the page as it is once settled (an open dialog included): no violations.
 *
 * A page without frames (every page of the product) is read by one `axe.run` in the page: AxeBuilder's default
 * runs each frame apart and joins the results in a blank page it opens for the purpose, which made each check
 * take about 3 s instead of 0.5 s here; a page with frames still gets that. Only violations are collected in
 * full, as only they are asserted. Should
 * something have started moving while axe read a page it faults (a toast leaving after its 5 s, a carousel's
 * next slide), axe reads it again once it has settled, as a person would look again; a clean reading stands.
 */
export async function expectNoAxeViolations(page: Page) {
  let results
  for (let attempt = 1; ; attempt += 1) {
    await waitUntilSettled(page)
    await watchForMotion(page)
    results = await new AxeBuilder({ page, axeSource: axe.source })
      .withRules(EVERY_AXE_RULE)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode(page.frames().length === 1)
      .analyze()
    if (results.violations.length === 0 || attempt === 3 || !(await movedSinceWatching(page))) break
  }
  expect(describe(results.violations)).toEqual([])
}
