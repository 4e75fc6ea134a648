import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, toastWith, rowOf, ANY_WIDTH } from './admin-fixtures'
import * as steps from './admin-steps'

type ApiMember = {
  _id: string
  name: string
  surname: string
  position: string
  jobTitle: string
  description: string
  email: string
  imageUrl: string | null
  imageAlt: string | null
  isActive: boolean
}

const photo = (name: string) => steps.demoImage('team', name)

const team = steps.testRows<ApiMember>('/team', 'name', (unique) => ({
  name: unique('Member'),
  surname: 'Tester',
  position: 'Engineering',
  jobTitle: 'Site engineer',
  description: 'Made by an end-to-end test; deleted when it ends.',
  email: 'e2e.member@example.com',
}))
const uniqueName = team.unique
const createMember = team.create
const findMember = team.find

const openTeam = (page: Page) => steps.openScreen(page, '/admin/team', 'Team', 'Loading team members...')

const openAddMember = (page: Page) =>
  steps.openAddDialog(page, openTeam, {
    button: 'Add Team Member',
    dialog: 'Add team member',
    firstField: page.getByRole('textbox', { name: 'Name', exact: true }),
  })

test.describe('the Team screen', () => {
  test('is reached from the sidebar and lists members in the team’s order, new ones last', async ({
    adminPage: page,
    adminApi,
  }, testInfo) => {
    const inactive = await createMember(adminApi, { name: uniqueName('Aaa'), isActive: false })
    const active = await createMember(adminApi, { name: uniqueName('Zzz'), email: 'zzz@example.com' })
    await steps.openFromSidebar(page, testInfo, 'Team')
    await expect(page).toHaveURL(/\/admin\/team$/)
    await expect(page).toHaveTitle('Team | Back-office')

    const row = rowOf(page, active.name)
    await expect(row).toContainText(`${active.name} Tester`)
    await expect(row).toContainText('Engineering')
    await expect(row).toContainText('Site engineer')
    await expect(row.getByRole('link', { name: 'zzz@example.com' })).toHaveAttribute(
      'href',
      'mailto:zzz@example.com',
    )
    await expect(row.getByRole('switch', { name: `Status of ${active.name} Tester` })).toBeChecked()
    await expect(
      rowOf(page, inactive.name).getByRole('switch', { name: `Status of ${inactive.name} Tester` }),
    ).not.toBeChecked()

    // Created one after the other, they come last, in that order (docs/product.md#team-table).
    const order = await page.getByRole('row').allInnerTexts()
    const activeIndex = order.findIndex((text) => text.includes(active.name))
    const inactiveIndex = order.findIndex((text) => text.includes(inactive.name))
    expect(inactiveIndex).toBe(order.length - 2)
    expect(activeIndex).toBe(order.length - 1)
  })

  test('adds a member with a photo, then edits them', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
    test.setTimeout(60_000)
    const name = uniqueName('Added')
    const dialog = await openAddMember(page)
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`  ${name}  `)
    await dialog.getByRole('textbox', { name: 'Surname' }).fill('Okafor')
    await dialog.getByRole('textbox', { name: 'Position' }).fill('Projects')
    await dialog.getByRole('textbox', { name: 'Job title' }).fill('Project manager')
    await dialog.getByRole('textbox', { name: 'Email' }).fill('Ada.Okafor@Example.com')
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Runs our largest installations.')
    await steps.chooseFile(page, dialog.getByRole('button', { name: 'Upload image' }), photo('team-2.webp'))
    await expect(dialog.getByRole('img', { name: 'Photo preview' })).toBeVisible()
    // A photo asks for its alt text (docs/product.md#alt-text): none and not decorative is refused.
    await dialog.getByRole('button', { name: 'Add team member' }).click()
    await expect(
      dialog.getByText('Describe the image for people who cannot see it, or mark it decorative'),
    ).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Photo: alt text' })).toBeFocused()
    await dialog.getByRole('textbox', { name: 'Photo: alt text' }).fill('Ada Okafor on a substation site')
    await steps.submitDialog(page, dialog, 'Add team member', 'Team member added successfully')
    await expect(rowOf(page, name)).toContainText('Project manager')

    const saved = (await findMember(adminApi, name))!
    expect(saved).toMatchObject({
      name,
      surname: 'Okafor',
      position: 'Projects',
      jobTitle: 'Project manager',
      email: 'ada.okafor@example.com',
      description: 'Runs our largest installations.',
      imageAlt: 'Ada Okafor on a substation site',
      isActive: true,
    })
    expect(saved.imageUrl).toMatch(/^\/uploads\/team\//)
    // The website's card names the photo with it.
    const visitor = await page.context().newPage()
    await visitor.goto('/#team')
    await visitor.getByRole('button', { name: new RegExp(name) }).click()
    await expect(visitor.getByRole('img', { name: 'Ada Okafor on a substation site' })).toBeVisible()
    await visitor.close()

    await steps.rowButton(page, name, 'Edit', `${name} Okafor`).click()
    const edit = page.getByRole('dialog', { name: 'Edit team member' })
    await expect(edit.getByRole('textbox', { name: 'Job title' })).toHaveValue('Project manager')
    await expect(edit.getByRole('img', { name: 'Photo preview' })).toBeVisible()
    await edit.getByRole('textbox', { name: 'Job title' }).fill('Head of projects')
    await steps.flip(edit.getByRole('switch', { name: /Active/ }))
    await steps.submitDialog(page, edit, 'Save changes', 'Team member updated successfully')
    await expect(rowOf(page, name)).toContainText('Head of projects')
    await expect(rowOf(page, name).getByRole('switch')).not.toBeChecked()
    expect(await findMember(adminApi, name)).toMatchObject({ jobTitle: 'Head of projects', isActive: false })
  })

  test('shows every validation message beside its field, with one toast', async ({ adminPage: page }) => {
    const dialog = await openAddMember(page)
    await dialog.getByRole('button', { name: 'Add team member' }).click()
    await expect(toastWith(page, 'Please fix the validation errors before submitting.')).toBeVisible()
    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true })
    await expect(field('Name')).toHaveAccessibleDescription('Name is required')
    await expect(field('Name')).toBeFocused()
    await expect(field('Position')).toHaveAccessibleDescription('Position is required')
    await expect(field('Job title')).toHaveAccessibleDescription('Job title is required')
    await expect(field('Email')).toHaveAccessibleDescription('Email is required')
    await expect(field('Description')).toHaveAccessibleDescription(/Description is required/)
    await expect(field('Surname')).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)

    await field('Name').fill(uniqueName('Never saved'))
    await field('Position').fill('Engineering')
    await field('Job title').fill('Engineer')
    await field('Description').fill('Typed by the administrator')
    await field('Email').fill('not-an-email')
    await dialog.getByRole('button', { name: 'Add team member' }).click()
    await expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(field('Email')).toBeFocused()
    await expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true')
  })

  test.describe('a failed save', () => {
    test.use({ allowedConsoleError: /status of 503/ })
    test('says so and keeps what was typed', ANY_WIDTH, async ({ adminPage: page }) => {
      const name = uniqueName('Never saved')
      const dialog = await openAddMember(page)
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
      await dialog.getByRole('textbox', { name: 'Position' }).fill('Engineering')
      await dialog.getByRole('textbox', { name: 'Job title' }).fill('Engineer')
      await dialog.getByRole('textbox', { name: 'Email' }).fill('kept@example.com')
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Typed by the administrator')
      await steps.submitFailingSave(page, dialog, '**/api/team', 'Add team member')
      await expect(toastWith(page, 'Error saving team member. Please try again.')).toBeVisible()
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('kept@example.com')
      await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
        'Typed by the administrator',
      )
      await expect(dialog.getByRole('button', { name: 'Add team member' })).toBeEnabled()
    })
  })

  test('toggles a member’s status at once', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
    const member = await createMember(adminApi)
    await openTeam(page)
    const toggle = rowOf(page, member.name).getByRole('switch', { name: `Status of ${member.name} Tester` })
    await steps.expectStatusSwitch(page, toggle, 'Team member', async (active) => {
      expect((await findMember(adminApi, member.name))?.isActive).toBe(active)
    })
  })

  test('deletes a member after confirmation', ANY_WIDTH, async ({ adminPage: page, adminApi }) => {
    const member = await createMember(adminApi)
    await openTeam(page)
    await steps.rowButton(page, member.name, 'Delete', `${member.name} Tester`).click()
    const confirm = page.getByRole('dialog', { name: 'Delete team member' })
    await expect(confirm).toContainText(`${member.name} Tester`)
    await expect(confirm).toContainText('It goes to the Trash, where you can restore it for 30 days.')
    await expect(confirm).not.toContainText('cannot be undone')
    await steps.submitDialog(page, confirm, 'Delete', 'Team member deleted successfully')
    await expect(rowOf(page, member.name)).toHaveCount(0)
    expect(await findMember(adminApi, member.name)).toBeUndefined()
  })

  test.describe('when writes fail', () => {
    test.use({ allowedConsoleError: /status of 500/ })
    test(
      'a failed toggle or delete says so and changes nothing',
      ANY_WIDTH,
      async ({ adminPage: page, adminApi }) => {
        const member = await createMember(adminApi)
        await steps.failRequests(page, `**/api/team/${member._id}`, 500, 'Internal Server Error', {
          methods: ['PUT', 'DELETE'],
        })
        await openTeam(page)
        const row = rowOf(page, member.name)
        await steps.flip(row.getByRole('switch'))
        await expect(toastWith(page, 'Failed to toggle team member status. Please try again.')).toBeVisible()
        await expect(row.getByRole('switch')).toBeChecked()

        await row.getByRole('button', { name: `Delete ${member.name} Tester` }).click()
        const confirm = page.getByRole('dialog', { name: 'Delete team member' })
        await confirm.getByRole('button', { name: 'Delete' }).click()
        await expect(toastWith(page, 'Failed to delete team member. Please try again.')).toBeVisible()
        await expect(confirm).toBeVisible()
        await confirm.getByRole('button', { name: 'Cancel' }).click()
        await expect(row).toBeVisible()
        expect(await findMember(adminApi, member.name)).toBeDefined()
      },
    )
  })

  test.describe('photo uploads', () => {
    test.use({ allowedConsoleError: /status of 413/ })
    test('a refused file and a failed upload each say why', ANY_WIDTH, async ({ adminPage: page }) => {
      const dialog = await openAddMember(page)
      await steps.chooseFile(page, dialog.getByRole('button', { name: 'Upload image' }), steps.NOT_AN_IMAGE)
      await expect(
        toastWith(page, 'Upload error: Please select a valid image file (JPEG, PNG, GIF, or WEBP)'),
      ).toBeVisible()
      await expect(dialog.getByText('No image selected')).toBeVisible()

      await steps.failRequests(
        page,
        /\/api\/upload\?folder=team$/,
        413,
        'File too large. Maximum size is 5MB.',
        {
          methods: ['POST'],
        },
      )
      await steps.chooseFile(page, dialog.getByRole('button', { name: 'Upload image' }), photo('team-1.webp'))
      await expect(
        toastWith(page, 'Failed to upload image: File too large. Maximum size is 5MB.'),
      ).toBeVisible()
      await expect(dialog.getByText('File too large. Maximum size is 5MB.')).toBeVisible()
    })
  })

  steps.listScreenChecks({
    path: '/admin/team',
    api: '**/api/team',
    open: openTeam,
    loadError: { alert: /Failed to load team members\. Please try again\./, table: 'Team members' },
    empty: {
      title: 'says when there are no members',
      text: 'No team members yet',
      add: 'Add your first team member',
      dialog: 'Add team member',
    },
    axe: {
      timeout: 60_000,
      async dialogs(page, adminApi) {
        const imageUrl = await adminApi.upload('/upload?folder=team', photo('team-3.webp'))
        const member = await createMember(adminApi, { imageUrl })
        return steps.editAddDeleteDialogs(
          page,
          { text: member.name, label: `${member.name} Tester`, preview: 'Photo preview' },
          { button: 'Add Team Member', dialog: 'Add team member' },
          'Delete team member',
        )
      },
    },
  })
})
