import { expect, newPhone, test } from '../support/fixtures'

/**
 * What the account keeps on the server, changed from the phone and seen on another: the
 * nickname, the photo and onboarding's focus. Profile's figures and achievements are proven on
 * the screen (profile-screen.test.tsx, achievements-screen.test.tsx).
 */

// A 4×4 PNG, enough for the server to decode and resize.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNY3v0LjhiI4wAAgrEiwYhOZQ8AAAAASUVORK5CYII=',
  'base64',
)

test.use({
  nickname: 'Ivy',
  onboarding: { focus: 'relationships', challenge: 'I say yes when I mean no' },
  startAt: '/profile',
})

test('the nickname, the photo and the focus are changed here and kept with the account: another phone shows them', async ({
  signedInPage: page,
  account,
  browser,
}) => {
  await expect(page.getByRole('heading', { name: 'Ivy' })).toBeVisible()
  await page.getByRole('button', { name: 'Edit nickname' }).click()
  await page.getByLabel('Nickname', { exact: true }).fill('Ivy Rose')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile updated')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ivy Rose' })).toBeVisible()
  // Cancel leaves it as it was.
  await page.getByRole('button', { name: 'Edit nickname' }).click()
  await page.getByLabel('Nickname', { exact: true }).fill('Someone else')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { name: 'Ivy Rose' })).toBeVisible()

  // A file that is not an image is refused with the server's message; a photo shows at once.
  const picker = page.locator('input[type=file]')
  await picker.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  })
  await expect(page.getByText('Error', { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0)
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText('Photo updated')).toBeVisible()
  const photo = page.getByRole('img', { name: 'Your profile photo' })
  await expect(photo).toHaveAttribute('src', /\/storage\/avatars\/.+\/avatar\.png\?v=\d+/)
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)

  // Achievements open from here, and Back comes back.
  await page.getByRole('link', { name: 'View all' }).click()
  await expect(page).toHaveURL(/\/achievements$/)
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/profile$/)

  // Onboarding's choices, changed in Settings: Home starts from the new ones.
  await page
    .getByRole('navigation', { name: 'Profile menu' })
    .getByRole('link', { name: 'Settings' })
    .click()
  const row = page.getByRole('button', { name: /Your focus/ })
  await expect(row).toContainText('Relationships · I say yes when I mean no')
  await row.click()
  const sheet = page.getByRole('dialog', { name: 'Your focus' })
  await sheet.getByRole('radio', { name: 'Career' }).click()
  await sheet.getByRole('radio', { name: 'I doubt my instincts at work' }).click()
  await sheet.getByRole('button', { name: 'Save' }).click()
  await expect(row).toContainText('Career · I doubt my instincts at work')
  const missions = page.getByRole('region', { name: /Today.s missions/ }).getByRole('listitem')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click()
  await expect(page.getByRole('heading', { name: 'Hi, Ivy Rose' })).toBeVisible()
  await expect(missions.first()).toContainText('Let your gut have a say in one work decision')

  const other = await newPhone(browser, account)
  await expect(other.page.getByRole('heading', { name: 'Hi, Ivy Rose' })).toBeVisible()
  await expect(
    other.page
      .getByRole('region', { name: /Today.s missions/ })
      .getByRole('listitem')
      .first(),
  ).toContainText('Let your gut have a say in one work decision')
  await other.page.goto('/profile')
  await expect(other.page.getByRole('img', { name: 'Your profile photo' })).toBeVisible()
  await other.context.close()
})

test.describe('a nickname that starts with an emoji', () => {
  test.use({ nickname: '🌙 Mira', onboarding: null })

  test('the avatar shows the whole emoji as its initial, never half of it', async ({
    signedInPage: page,
  }) => {
    await expect(page.getByRole('heading', { name: '🌙 Mira' })).toBeVisible()
    const initial = page.getByText('🌙', { exact: true })
    await expect(initial).toBeVisible()
    // One whole character (two UTF-16 units), drawn as a glyph of its own width.
    expect(await initial.evaluate((node) => [...(node.textContent ?? '')].length)).toBe(1)
    expect(await initial.evaluate((node) => node.textContent)).toBe('🌙')
    expect((await initial.boundingBox())!.width).toBeGreaterThan(12)
  })
})
