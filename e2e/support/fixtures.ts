import {
  test as base,
  expect,
  request as playwrightRequest,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { LEGACY_JOURNAL_NAMES, userKey } from '../../apps/web/src/lib/device-keys'
import { PASSWORD, uniqueEmail } from './accounts'
import { seededJournal, type FileCheckIn } from './journal-file'

/**
 * State made cheaply: an account made over HTTP, its sign-in saved as cookies, and a journal
 * written on the phone before the app opens. Journeys about the screens that make these (the
 * sign-up form, onboarding, the check-in flow, import) use those screens; every other journey
 * starts here (docs/testing-screens.md).
 *
 *   import { expect, test } from '../support/fixtures'
 *   test.use({ journal: { checkIns: [{ ...daysAgo(3), honored: true, outcome: 'Went well' }] } })
 *   test('…', async ({ signedInPage: page, account }) => { … })
 *
 * The options, each with `test.use` (per file or per `describe`):
 * - `nickname` ('Mira'): the account's nickname.
 * - `journal` ({ checkIns: [] }): check-ins (journal-file.ts) this phone holds when the app
 *   first opens. They are written where an older version kept the journal, with the XP, streak
 *   and achievements an import of the same check-ins gives; the app moves them into its
 *   database as it starts, and `signedInPage` waits for that.
 * - `onboarding` (none): the focus and challenge chosen in onboarding, kept on the account (an
 *   account of its own).
 * - `ownAccount` (false): by default a worker shares one account per nickname between its
 *   journeys, since a phone's journal is the phone's own. A journey that changes what the server
 *   keeps for the account (its profile, onboarding choices, backup, reminders, passkeys, its
 *   sessions by signing out, or the account itself) takes its own.
 * - `admitted` (true): whether the account has given the access code; false takes its own.
 * - `startAt` ('/home'): where `signedInPage` opens; at /home it waits for the greeting.
 *
 * Another phone of the same account, signed in with a session of its own and without the
 * sign-in screen: `newPhone(browser, account)`. With the service worker blocked (the config's
 * default), registering one is refused as a browser that allows none refuses it.
 */

export interface Account {
  email: string
  password: string
  nickname: string
  userId: string
  /** The saved sign-in: the session's cookies, for `context.addCookies` or `storageState`. */
  cookies: Cookie[]
}

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number]

export interface OnboardingChoices {
  focus: 'career' | 'relationships' | 'personal-growth'
  challenge: string
}

/**
 * A journal on the phone, as an option. (An object, not the array itself: `test.use` takes an
 * array as a fixture's [value, options].)
 */
export interface SeededJournal {
  checkIns: readonly FileCheckIn[]
}

export interface ScreenOptions {
  nickname: string
  journal: SeededJournal
  onboarding: OnboardingChoices | null
  ownAccount: boolean
  admitted: boolean
  startAt: string
}

export interface ScreenFixtures {
  /** The account the journey is signed in as (made over HTTP, never through the screens). */
  account: Account
  /** `page`, signed in as `account`, holding `journal`, opened at `startAt`. */
  signedInPage: Page
}

interface WorkerFixtures {
  /** The accounts this worker shares between its journeys, by server and nickname. */
  sharedAccounts: Map<string, Promise<Account>>
}

/**
 * A new account on the server at `baseURL`, made as a person's phone makes one: sign-up, then
 * the access code (unless `admitted` is false) and onboarding's choices when given. The
 * requests carry the app's origin, as the browser's do.
 */
export async function createAccount(
  baseURL: string,
  {
    nickname = 'Mira',
    admitted = true,
    onboarding = null,
  }: { nickname?: string; admitted?: boolean; onboarding?: OnboardingChoices | null } = {},
): Promise<Account> {
  const origin = new URL(baseURL).origin
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } })
  try {
    const email = uniqueEmail(nickname.toLowerCase().replace(/[^a-z0-9]+/g, '-'))
    const call = async (method: 'post' | 'patch', url: string, data: object) => {
      const res = await api[method](url, { data })
      const text = await res.text()
      expect(res.ok(), `${url}: ${res.status()} ${text}`).toBe(true)
      return (text ? JSON.parse(text) : null) as unknown
    }
    const signedUp = (await call('post', '/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: nickname,
      nickname,
    })) as { user: { id: string } }
    if (admitted) await call('post', '/api/access-code', { code: 'intuition' })
    // The language an English phone gives the account at its first start, and onboarding's
    // choices when given.
    await call('patch', '/api/profile', {
      language: 'en',
      ...(onboarding
        ? { onboarding_focus: onboarding.focus, onboarding_challenge: onboarding.challenge }
        : {}),
    })
    const { cookies } = await api.storageState()
    return { email, password: PASSWORD, nickname, userId: signedUp.user.id, cookies }
  } finally {
    await api.dispose()
  }
}

/**
 * Writes `checkIns` on this phone for `account`, to be moved into the journal's database when
 * the app next starts (before its first start, or followed by a reload). Uses a blank page of
 * the app's origin, so no screen of the app runs meanwhile.
 */
export async function seedPhoneJournal(
  page: Page,
  account: Account,
  checkIns: readonly FileCheckIn[],
  baseURL = process.env.BASE_URL!,
) {
  const { entries, gamification } = seededJournal(checkIns)
  const blank = new URL('/__e2e-blank', baseURL).href
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  )
  await page.goto(blank)
  await page.evaluate(
    ({ keys, entries, gamification }) => {
      localStorage.setItem(keys.entries, entries)
      localStorage.setItem(keys.gamification, gamification)
    },
    {
      keys: {
        entries: userKey(account.userId, LEGACY_JOURNAL_NAMES.entries),
        gamification: userKey(account.userId, LEGACY_JOURNAL_NAMES.gamification),
      },
      entries: JSON.stringify(entries),
      gamification: JSON.stringify(gamification),
    },
  )
  await page.unroute(blank)
}

/**
 * Waits until the app has moved a seeded journal into its database: it removes the older keys
 * only once every entry is there and checked.
 */
export async function journalMovedIn(page: Page, account: Account) {
  const key = userKey(account.userId, LEGACY_JOURNAL_NAMES.entries)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) === null, key), {
      message: 'the seeded journal is moved into the database',
    })
    .toBe(true)
}

/** In the page, before its scripts: `navigator.serviceWorker.register` rejects. */
function refuseServiceWorkers() {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.register = () =>
    Promise.reject(new DOMException('Service workers are refused here.', 'SecurityError'))
}

/**
 * Another phone of `account`: a new browser context of the same project, signed in with a
 * session of its own (made over HTTP, as the sign-in screen makes one), at `startAt`.
 */
export async function newPhone(
  browser: Browser,
  account: Account,
  {
    baseURL = process.env.BASE_URL!,
    startAt = '/home',
  }: { baseURL?: string; startAt?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const origin = new URL(baseURL).origin
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } })
  let cookies: Cookie[]
  try {
    const res = await api.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
    })
    expect(res.ok(), `sign-in: ${res.status()} ${await res.text()}`).toBe(true)
    cookies = (await api.storageState()).cookies
  } finally {
    await api.dispose()
  }
  const { use } = test.info().project
  const context = await browser.newContext({
    ...use,
    baseURL,
    serviceWorkers: use.serviceWorkers ?? 'block',
  })
  await context.addCookies(cookies)
  if ((use.serviceWorkers ?? 'block') === 'block') await context.addInitScript(refuseServiceWorkers)
  const page = await context.newPage()
  await page.goto(startAt)
  return { context, page }
}

export const test = base.extend<ScreenOptions & ScreenFixtures, WorkerFixtures>({
  nickname: ['Mira', { option: true }],
  journal: [{ checkIns: [] }, { option: true }],
  onboarding: [null, { option: true }],
  ownAccount: [false, { option: true }],
  admitted: [true, { option: true }],
  startAt: ['/home', { option: true }],

  // With the service worker blocked (the config's default), registering one is refused as a
  // browser that allows none refuses it: Playwright's block would instead resolve with no
  // registration, which no browser does, and the app's start would throw reading it.
  context: async ({ context, serviceWorkers }, use) => {
    if (serviceWorkers === 'block') await context.addInitScript(refuseServiceWorkers)
    await use(context)
  },

  sharedAccounts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use(new Map()),
    { scope: 'worker' },
  ],

  account: async ({ baseURL, nickname, onboarding, ownAccount, admitted, sharedAccounts }, use) => {
    const server = baseURL ?? process.env.BASE_URL!
    const options = { nickname, admitted, onboarding }
    if (ownAccount || !admitted || onboarding) {
      await use(await createAccount(server, options))
      return
    }
    const key = `${server} ${nickname}`
    if (!sharedAccounts.has(key)) sharedAccounts.set(key, createAccount(server, options))
    await use(await sharedAccounts.get(key)!)
  },

  signedInPage: async ({ page, baseURL, account, journal, startAt }, use) => {
    await page.context().addCookies(account.cookies)
    const { checkIns } = journal
    if (checkIns.length > 0) await seedPhoneJournal(page, account, checkIns, baseURL)
    await page.goto(startAt)
    if (checkIns.length > 0) await journalMovedIn(page, account)
    if (startAt === '/home' && account.nickname) {
      await expect(page.getByRole('heading', { name: `Hi, ${account.nickname}` })).toBeVisible()
    }
    await use(page)
  },
})

export { expect }
