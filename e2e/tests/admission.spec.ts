import { expect, test } from '../support/fixtures'

/**
 * Admission is the server's: a flag set on the phone by hand does not stand in for the access
 * code. A new phone of an admitted account skips onboarding in every journey that starts from
 * the fixture's account (made over HTTP; shell.spec.ts checks the flag it leaves); the code
 * itself is proven on the server (apps/server/src/modules/access-code) and through the screens
 * in accounts.spec.ts.
 */

test.describe('an account that has not given the code', () => {
  test.use({ admitted: false, startAt: '/' })

  test('a hand-set onboarding flag does not stand in for the access code', async ({
    signedInPage: page,
    account,
  }) => {
    await expect(page.getByRole('heading', { name: /Your gut is talking/ })).toBeVisible()
    // What someone could type in the console: the phone's flag, without the code.
    await page.evaluate((id) => {
      const key = `hara:u:${encodeURIComponent(id)}:onboarding_completed_${id}`
      localStorage.setItem(key, 'true')
    }, account.userId)
    // The flag lets the app in until the server answers: wait for that answer, then for the
    // onboarding it leads to, before checking that the signed-in shell is absent.
    await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === '/api/profile'),
      page.reload(),
    ])
    await expect(page.getByRole('heading', { name: /Your gut is talking/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0)
    const profile = await page.request.get('/api/profile')
    expect(((await profile.json()) as { admitted: boolean }).admitted).toBe(false)
  })
})
