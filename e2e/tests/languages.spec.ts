import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { PASSWORD, readMail, uniqueEmail } from '../support/accounts'

/**
 * Hara in the person's language (ADR 0077). In the test language every word Hara writes is
 * accented and about a third longer: a word left plain was never translated, and a layout that
 * breaks on longer words shows here at the smallest phone's width. In Spanish and German, what a
 * person meets on a phone set to that language, down to the mail Hara sends.
 */

/** What the page shows or speaks in plain letters, and what is cut off or wider than the phone. */
async function untranslatedAndCut(page: Page): Promise<{ plain: string[]; cut: string[] }> {
  return page.evaluate(() => {
    const plain: string[] = []
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script,style,[aria-hidden="true"]') || !visible(parent))
        continue
      if (/[A-Za-z]/.test(node.textContent ?? '')) plain.push(node.textContent!.trim())
    }
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)
        if (value && /[A-Za-z]/.test(value)) plain.push(`${name}="${value}"`)
      }
    }
    const cut: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth)
      cut.push('the page scrolls sideways')
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!visible(element) || !element.textContent?.trim()) continue
      const style = getComputedStyle(element)
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        cut.push(element.textContent.trim().slice(0, 60))
      }
    }
    return { plain, cut }
  })
}

async function expectAllTranslated(page: Page, where: string) {
  const { plain, cut } = await untranslatedAndCut(page)
  expect(plain, `${where}: words left in English`).toEqual([])
  expect(cut, `${where}: cut off or too wide`).toEqual([])
}

test.describe('in the test language, on the smallest phone', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  test('the signed-out screens leave no word untranslated and nothing cut off', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('hara:language', 'pseudo'))
    await page.goto('/auth')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ŵéé/)
    await expectAllTranslated(page, 'sign-in')
    await page.getByRole('button', { name: /^Đöö/ }).click()
    await expect(page.getByRole('link', { name: /^Ţéé/ })).toBeVisible()
    await expectAllTranslated(page, 'sign-up')
    await page.getByRole('button', { name: /^ÁÁļŕ/ }).click()
    await page.getByRole('button', { name: /^Ƒöö/ }).click()
    await expectAllTranslated(page, 'forgot password')
  })
})

test.describe('on a phone set to Spanish', () => {
  test.use({ locale: 'es-ES' })

  test('sign-up speaks Spanish, the account keeps it, and the reset mail is in Spanish', async ({
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

    // Signed out, on another phone set to Spanish: 'Forgot password?', and the mail.
    const other = await browser.newContext({ locale: 'es-ES' })
    const phone = await other.newPage()
    await phone.goto('/auth')
    await phone.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click()
    await phone.getByLabel('Correo electrónico').fill(email)
    await phone.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect(phone.getByText('Revisa tu correo')).toBeVisible()
    const mail = await readMail(email)
    expect(mail).toContain('Subject: Restablece tu contraseña de Hara')
    expect(mail).toContain('Hola, Lucía:')
    expect(mail).toContain('El enlace funciona una sola vez y durante una hora.')
    await other.close()
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
