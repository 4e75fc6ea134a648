import { expect, publicPagePaths, test } from './fixtures'

test.describe('home page sections', () => {
  test('team cards open a modal with the member’s details that closes on Escape and returns focus', async ({
    page,
  }) => {
    await page.goto('/#team')
    const card = page.locator('#team').getByRole('button', { name: /Claire Morel/ })
    await card.click()
    const dialog = page.getByRole('dialog', { name: 'Claire Morel' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Managing Director')
    await expect(dialog.getByRole('link', { name: 'claire.morel@halden-electric.example' })).toHaveAttribute(
      'href',
      'mailto:claire.morel@halden-electric.example',
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(card).toBeFocused()
  })

  test.describe('when card images cannot be loaded', () => {
    test.use({ allowedConsoleError: /the server responded with a status of 404/ })

    test('a card image that fails to load shows the placeholder, in the page’s static parts too', async ({
      page,
    }) => {
      // The service and category cards are plain HTML (no island): the islands script watches their images.
      await page.route(/\/uploads\/demo\/(services|categories)\//, (route) => route.fulfill({ status: 404 }))
      await page.goto('/#categories')
      for (const section of ['#services', '#categories']) {
        const images = page.locator(`${section} img`)
        await expect(images.first()).toBeAttached()
        const count = await images.count()
        for (let i = 0; i < count; i++) {
          await images.nth(i).scrollIntoViewIfNeeded()
          await expect(images.nth(i)).toHaveAttribute('src', /^data:image\/svg\+xml/)
          await expect(images.nth(i)).not.toHaveAttribute('srcset', /./)
        }
      }
    })
  })

  test('partner logos open a modal with Visit Website in a new tab, or without it when there is no website', async ({
    page,
  }) => {
    await page.goto('/#partners')
    await page.getByRole('button', { name: 'About Voltara Cables' }).click()
    const dialog = page.getByRole('dialog', { name: 'Voltara Cables' })
    const visit = dialog.getByRole('link', { name: /Visit Website/ })
    await expect(visit).toHaveAttribute('target', '_blank')
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'About Kestrel Automation' }).click()
    await expect(page.getByRole('dialog', { name: 'Kestrel Automation' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Kestrel Automation' }).getByRole('link')).toHaveCount(0)
  })

  test('testimonials show 1, 2 or 3 at a time by width, advance every 5 s and wrap both ways', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/')
    const width = page.viewportSize()!.width
    const expectedSlots = width < 640 ? 1 : width < 1024 ? 2 : 3
    const section = page.locator('#clients')
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('region', { name: 'Client testimonials' })).toBeVisible()
    await expect(section.locator('li:visible')).toHaveCount(expectedSlots)
    const dots = section.getByRole('button', { name: /Show testimonials from position/ })
    await expect(dots).toHaveCount(5)
    const current = section.locator('[aria-current="true"]')
    await expect(current).toHaveAccessibleName('Show testimonials from position 1 of 5')
    await section.getByRole('button', { name: 'Previous testimonials' }).click()
    await expect(current).toHaveAccessibleName('Show testimonials from position 5 of 5')
    await section.getByRole('button', { name: 'Next testimonials' }).click()
    await expect(current).toHaveAccessibleName('Show testimonials from position 1 of 5')
    await page.mouse.move(0, 0)
    await page.locator('#home h1').click()
    await page.clock.runFor(5000)
    await expect(current).toHaveAccessibleName('Show testimonials from position 2 of 5')
  })

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/#contact')
    const questions = page.locator('#contact dt button')
    await expect(questions).toHaveCount(6)
    await questions.nth(0).click()
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await questions.nth(1).click()
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#contact dd:visible')).toHaveCount(1)
    await questions.nth(1).click()
    await expect(page.locator('#contact dd:visible')).toHaveCount(0)
  })

  test('the contact form sends, says thank you and clears; the staff get the message by e-mail', async ({
    page,
    request,
    mailServer,
  }) => {
    await page.goto('/#contact')
    const form = page.locator('#contact form')
    const subject = `Quote for a substation ${Date.now()}`
    await form.getByLabel('Name').fill('Léa Martin')
    await form.getByLabel('Email').fill('lea.martin@example.com')
    await form.getByLabel('Subject').fill(subject)
    await form.getByLabel('Message').fill('We need a 20 kV customer substation for a new warehouse.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible()
    await expect(form.getByLabel('Subject')).toHaveValue('')

    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@example.com', password: 'change-me-now' },
    })
    const { token } = (await login.json()).data
    const inbox = await request.get(`/api/contact?search=${encodeURIComponent(subject)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const messages = (await inbox.json()).data as { subject: string; status: string }[]
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ subject, status: 'unread' })

    // The notification reached the SMTP server: to the company's address, Reply-To the visitor.
    const mail = await mailServer.waitForMail((received) => received.subject === `New message: ${subject}`)
    expect(mail.envelope.to).toEqual(['contact@halden-electric.example'])
    expect(mail.replyTo).toBe('"Léa Martin" <lea.martin@example.com>')
    expect(mail.text).toContain('We need a 20 kV customer substation for a new warehouse.')
  })

  test('the newsletter form signs an address up and asks it to confirm', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Newsletter' })
    await form.getByRole('textbox').fill(`reader-${Date.now()}@example.com`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      form.getByText('Thank you for subscribing! Please check your inbox and confirm your subscription.'),
    ).toBeVisible()
  })

  test.describe('without map tiles', () => {
    test.use({ allowedConsoleError: /Failed to load resource/ })
    test('the map is centred on the company’s coordinates and the page survives', async ({ page }) => {
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
      await page.goto('/')
      const map = page.getByRole('region', { name: /location/ })
      await expect(map).toHaveAttribute('data-lat', '45.7485')
      await expect(map).toHaveAttribute('data-lng', '4.8467')
      // Leaflet is fetched only when the map nears the viewport.
      await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0)
      await map.scrollIntoViewIfNeeded()
      await expect(map.locator('.leaflet-marker-icon')).toBeVisible()
    })
  })

  test('the map credit is legible over any tile: opaque white, links at 7:1', async ({ page }) => {
    await page.goto('/')
    const map = page.getByRole('region', { name: /location/ })
    await map.scrollIntoViewIfNeeded()
    const credit = map.locator('.leaflet-control-attribution')
    await expect(credit.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible()
    // Leaflet's own style is 80 % white over the tiles with #0078a8 links: below 4.5:1 over a dark tile.
    await expect(credit).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expect(credit.getByRole('link', { name: 'OpenStreetMap' })).toHaveCSS('color', 'rgb(0, 90, 128)')
  })

  test('a navbar item from another page goes home and scrolls to its section', async ({ page, request }) => {
    await page.goto((await publicPagePaths(request)).service)
    const width = page.viewportSize()!.width
    if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('header').getByRole('link', { name: 'Team', exact: true }).last().click()
    await expect(page).toHaveURL(/\/#team$/)
    await expect(page.locator('#team')).toBeInViewport()
  })

  test('going home without a section jumps to the top instead of animating there', async ({ page }) => {
    // A page that opens scrolled down (as the browser restores a reloaded page): as soon as the document is parsed
    // it is put 3000 px down, and every scroll position it then passes through is recorded.
    await page.addInitScript(() => {
      const seen: number[] = []
      ;(window as unknown as { seenScrollY: number[] }).seenScrollY = seen
      document.addEventListener('DOMContentLoaded', () => {
        window.scrollTo({ top: 3000, behavior: 'instant' })
        ;(window as unknown as { openedAt: number }).openedAt = window.scrollY
        window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true })
      })
    })
    await page.goto('/')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // Let a smooth scroll, if one had started, run ten more frames.
    await page.evaluate(async () => {
      for (let frame = 0; frame < 10; frame++) await new Promise((done) => requestAnimationFrame(done))
    })
    const seen = await page.evaluate(() => (window as unknown as { seenScrollY: number[] }).seenScrollY)
    // The page did open 3000 px down (scroll events are per frame: the jump may land in the same frame).
    expect(await page.evaluate(() => (window as unknown as { openedAt: number }).openedAt)).toBe(3000)
    expect(seen.filter((y) => y !== 0 && y !== 3000)).toEqual([])
    expect(seen.at(-1)).toBe(0)
  })
})
