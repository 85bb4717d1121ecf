import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'

let counter = 0
/** A unique address per test, so parallel workers never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`
}

export const PASSWORD = 'gut-feeling-42'

export async function signUpThroughUi(
  page: Page,
  { email, nickname }: { email: string; nickname: string },
) {
  await page.goto('/auth')
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
  await page.getByLabel('Nickname', { exact: true }).fill(nickname)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Account created!')).toBeVisible()
}

/** What onboarding's steps 3 and 4 are answered with. */
export interface OnboardingChoice {
  focus?: RegExp
  challenge?: string
}

/** Walks the six onboarding steps with the right access code and lands on /home. */
export async function completeOnboarding(
  page: Page,
  code = 'intuition',
  { focus = /Career/, challenge = 'I overthink every decision' }: OnboardingChoice = {},
) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('radio', { name: focus }).click()
  await page.getByRole('radio', { name: challenge }).click()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByLabel('Access code').fill(code)
  await page.getByLabel('Access code').press('Enter')
  await expect(page).toHaveURL(/\/home$/)
}

/**
 * A new account that has passed the access code, signed in on this page and showing Home. It is
 * made through the server's own endpoints (the browser context's cookies, the app's origin), as
 * a person who finished onboarding on another phone; the sign-up form and the six onboarding
 * steps are journeys of their own (accounts.spec.ts), so the other journeys skip them.
 */
export async function signedInUser(page: Page, nickname = 'Mira') {
  const email = uniqueEmail(nickname.toLowerCase())
  const origin = new URL(process.env.BASE_URL!).origin
  const post = async (url: string, data: Record<string, string>) => {
    const res = await page.request.post(url, { data, headers: { origin } })
    expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true)
  }
  await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: nickname, nickname })
  await post('/api/access-code', { code: 'intuition' })
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: `Hi, ${nickname}` })).toBeVisible()
  return { email, nickname }
}

/**
 * The newest mail in the server's local outbox to this address, as a mail program shows it:
 * encoded header words (a subject outside ASCII) and the quoted-printable body read as UTF-8.
 */
export async function readMail(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox')
  let mail: string | undefined
  await expect
    .poll(
      () => {
        let files: string[] = []
        try {
          files = readdirSync(outbox).filter((f) => f.endsWith('.eml'))
        } catch {
          return undefined
        }
        const text = files
          .sort()
          .reverse()
          .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
          .find((raw) => raw.includes(`To: ${email}`))
        return (mail = text === undefined ? undefined : asRead(text))
      },
      { timeout: 10_000 },
    )
    .toBeTruthy()
  return mail!
}

function asRead(raw: string): string {
  const bytes = (run: string) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8')
  return raw
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : word.replace(/_/g, ' ').replace(/(?:=[0-9A-F]{2})+/g, bytes),
    )
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, bytes)
}

/** The newest password-reset link written to the server's local outbox for this address. */
export async function readResetLink(email: string): Promise<string> {
  const link = (await readMail(email)).match(/https?:\/\/[^\s"<>]+reset-password[^\s"<>]*/)?.[0]
  if (!link) throw new Error(`the newest mail to ${email} holds no reset link`)
  return link
}

/** Another phone: a new browser context of the same project, signed in as `email`. */
export async function signInOnNewPhone(browser: Browser, email: string) {
  const context = await browser.newContext({
    ...test.info().project.use,
    baseURL: process.env.BASE_URL,
  })
  const page = await context.newPage()
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // Signing in hashes the password: seconds on a busy machine.
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 })
  return { context, page }
}
