import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { completeOnboarding, PASSWORD, signUpThroughUi, uniqueEmail } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'
import {
  decisionAndOutcome,
  expectAllTranslated,
  insightsSpeak,
  pseudo,
  resetMail,
  said,
} from '../support/languages'
import { addVirtualAuthenticator } from '../support/virtual-authenticator'

/**
 * Hara in the person's language (ADR 0077). In the test language every word Hara writes is
 * accented and about a third longer: a word left plain was never translated, and a layout that
 * breaks on longer words shows here at the smallest phone's width. In Spanish and German, what a
 * person meets on a phone set to that language, down to the mail Hara sends.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A name that begins with `english`'s test-language text. */
const startsWith = (english: string) => new RegExp(`^${escaped(pseudo(english))}`)
const exactly = (english: string) => ({ name: pseudo(english), exact: true })

test.describe('in the test language, on the smallest phone', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  test('every screen, from sign-up to Settings, leaves no word untranslated and nothing cut off', async ({
    page,
  }) => {
    const nickname = 'Mira'
    const words = 'A quiet yes about the new role'
    // The person's words, and Hara's address, which no language changes.
    const own = [nickname, words, 'support@hara.app']
    const nav = page.getByRole('navigation', { name: pseudo('Main') })
    const check = (where: string) => expectAllTranslated(page, where, own)
    await addVirtualAuthenticator(page, { hasPrf: true })
    await page.addInitScript(() => localStorage.setItem('hara:language', 'pseudo'))

    // Signed out: sign-in, forgot password, sign-up.
    await page.goto('/auth')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ŵéé/)
    await check('sign-in')
    await page.getByRole('button', exactly('Forgot password?')).click()
    await expect(page.getByRole('button', exactly('Back to sign in'))).toBeVisible()
    await check('forgot password')
    await page.getByRole('button', exactly('Back to sign in')).click()
    await page.getByRole('button', exactly("Don't have an account? Sign up")).click()
    await expect(page.getByRole('link', { name: /^Ţéé/ })).toBeVisible()
    await check('sign-up')
    await page.getByLabel(pseudo('Nickname'), { exact: true }).fill(nickname)
    await page.getByLabel(pseudo('Email')).fill(uniqueEmail('pseudo'))
    await page.getByLabel(pseudo('Password')).fill(PASSWORD)
    await page.getByRole('button', exactly('Create account')).click()

    // Onboarding's six steps, each as it first shows.
    const next = page.getByRole('button', exactly('Continue'))
    for (const step of ['welcome', 'gut and thoughts']) {
      await expect(next).toBeVisible()
      await check(`onboarding, ${step}`)
      await next.click()
    }
    for (const [step, question] of [
      ['focus', 'Where do you most want to trust yourself?'],
      ['challenge', 'What feels most true for you?'],
    ] as const) {
      await expect(page.getByRole('heading', exactly(question))).toBeVisible()
      await check(`onboarding, ${step}`)
      await page.getByRole('radio').first().click()
    }
    await expect(next).toBeVisible()
    await check('onboarding, three steps')
    await next.click()
    await expect(page.getByLabel(pseudo('Access code'))).toBeVisible()
    await check('onboarding, access code')
    await page.getByLabel(pseudo('Access code')).fill('intuition')
    await page.getByLabel(pseudo('Access code')).press('Enter')
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(nickname)
    await check('Home, the first day')

    // The tap check-in, step by step, to the Timeline and the calendar.
    await page.goto('/check-in?mode=tap')
    await expect(page.getByRole('button', exactly('Work'))).toBeVisible()
    await check('check-in, category')
    await page.getByRole('button', exactly('Work')).click()
    await page.getByLabel(pseudo('Describe the situation')).fill(words)
    await check('check-in, the situation')
    await next.click()
    await expect(page.getByRole('button', exactly('Expanding warmth'))).toBeVisible()
    await check('check-in, body signal')
    await page.getByRole('button', exactly('Expanding warmth')).click()
    await expect(page.getByRole('button', { name: startsWith('Yes') })).toBeVisible()
    await check('check-in, the gut')
    await page.getByRole('button', { name: startsWith('Yes') }).click()
    await page.getByRole('button', { name: startsWith('No, I’ll honor it') }).click()
    await check('check-in, honor or ignore')
    await page.getByRole('button', exactly('Save check-in')).click()
    await expect(page).toHaveURL(/\/map$/)
    await expect(page.getByText(words)).toBeVisible()
    await check('Inner Map, Timeline')
    await page.getByRole('tab', exactly('Calendar')).click()
    await expect(page.getByRole('table')).toBeVisible()
    await check('Inner Map, calendar')

    // The voice check-in, on a phone with no microphone (its listening screen in voice.spec.ts).
    await page.goto('/check-in?mode=voice')
    await expect(page.getByRole('heading', exactly('No microphone found'))).toBeVisible()
    await check('voice check-in, no microphone')
    await page.getByRole('button', exactly('Back')).click()
    await expect(page).toHaveURL(/\/home$/)
    await check('Home, after a check-in')

    // Insights once the coach has answered, then the screens of the profile.
    await nav.getByRole('link', exactly('Insights')).click()
    await expect(page.getByRole('region', exactly('Trust Score'))).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
    await check('Insights')
    for (const [path, where] of [
      ['/achievements', 'Achievements'],
      ['/profile', 'Profile'],
      ['/help', 'Help'],
      ['/terms', 'Terms'],
      ['/privacy', 'Privacy'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await check(where)
    }

    // Settings with its lock and backup, and the backup's sheet.
    await page.goto('/settings')
    await expect(page.getByRole('switch', exactly('Lock Hara'))).toBeVisible()
    await check('Settings')
    await page.getByRole('switch', exactly('Encrypted backup')).click()
    const sheet = page.getByRole('dialog', exactly('Turn on encrypted backup'))
    await expect(sheet).toBeVisible()
    await check('Settings, the backup')
    // The lock's own screens are walked in the test language by their component tests.
  })
})

test.describe('on a phone set to Spanish', () => {
  test.use({ locale: 'es-ES' })

  test('sign-up, onboarding, a decision, its outcome and Insights speak Spanish, the account keeps it, and the reset mail is Spanish', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('lucia')
    await page.goto('/auth')
    await expect(page.getByRole('heading', { name: 'Te damos la bienvenida a Hara' })).toBeVisible()
    await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click()
    await page.getByLabel('Apodo', { exact: true }).fill('Lucía')
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(PASSWORD)
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await expect(page.getByText('¡Cuenta creada!')).toBeVisible()
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/profile')).json()) as { language: string })
            .language,
      )
      .toBe('es')

    // Onboarding, to Home.
    const next = page.getByRole('button', { name: 'Continuar', exact: true })
    await next.click()
    await next.click()
    await page.getByRole('radio').first().click()
    await expect(
      page.getByRole('heading', { name: said('es', 'What feels most true for you?') }),
    ).toBeVisible()
    await page.getByRole('radio').first().click()
    await next.click()
    await page.getByLabel(said('es', 'Access code')).fill('intuition')
    await page.getByLabel(said('es', 'Access code')).press('Enter')
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lucía')

    await decisionAndOutcome(page, 'es', 'Aceptar el piso')
    await insightsSpeak(page, 'es')

    const mail = await resetMail(browser, email, 'es-ES')
    expect(mail).toContain('Subject: Restablece tu contraseña de Hara')
    expect(mail).toContain('Hola, Lucía:')
    expect(mail).toContain('El enlace funciona una sola vez y durante una hora.')
  })
})

test.describe('on a phone set to English', () => {
  test('signed up in English, German chosen in Settings changes the open screen without a reload, keeps the journal, and the check-in, outcome, Insights and the reset mail speak German', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('jonas')
    await signUpThroughUi(page, { email, nickname: 'Jonas' })
    await completeOnboarding(page)
    await quickHonoredCheckIn(page)
    await page.goto('/settings')
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('Deutsch').click()
    await expect(
      page.getByRole('heading', { level: 1, name: said('de', 'Settings') }),
    ).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked()
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/profile')).json()) as { language: string })
            .language,
      )
      .toBe('de')

    // The check-in made in English is still there, its card in German.
    await page
      .getByRole('navigation', { name: said('de', 'Main') })
      .getByRole('link', { name: said('de', 'Journey') })
      .click()
    const first = page.getByRole('article').filter({ hasText: 'Something about work' })
    await expect(first).toContainText(said('de', 'Honored it'))

    await decisionAndOutcome(page, 'de', 'Den Vertrag unterschreiben')
    await insightsSpeak(page, 'de')

    // The account's language, not the asking phone's: the mail is German.
    const mail = await resetMail(browser, email, 'en-US')
    expect(mail).toContain('Subject: Setze dein Hara-Passwort zurück')
  })
})

test('before the app’s code runs (offline, the service worker sends the same page), the page says it is loading in the language chosen, or the phone’s, under its script policy', async ({
  page,
  browser,
}) => {
  const refused: string[] = []
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) refused.push(msg.text())
  })
  // The app's code never arrives: the page stays as it was sent.
  const noCode = (target: Page) => target.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await noCode(page)
  await page.addInitScript(() => localStorage.setItem('hara:language', 'de'))
  await page.goto('/auth')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('status')).toHaveText('Wird geladen...', { useInnerText: true })
  expect(refused).toEqual([])

  const spanish = await browser.newContext({ locale: 'es-ES' })
  const phone = await spanish.newPage()
  await noCode(phone)
  await phone.goto('/auth')
  await expect(phone.getByRole('status')).toHaveText('Cargando...', { useInnerText: true })
  await spanish.close()
})
