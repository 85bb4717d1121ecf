import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Browser, type Page } from '@playwright/test'
import { pseudoText } from '@hara/core'
import { translations } from '../../scripts/lib/po-catalog.mjs'
import { readMail } from './accounts'
import { untilStill } from './at-rest'

/**
 * What a person reads in the other languages (ADR 0077), for the journeys that walk the app in
 * them: the test language's text of an English message, and a message's Spanish or German as
 * the app's catalogs hold it, so a journey finds a button by what it says in that language.
 */

/** `english` in the test language: every letter accented, about a third longer. */
export const pseudo = pseudoText

const catalogs = new Map<string, Map<string, string>>()

/** The message `english` in `language`, its `{placeholders}` filled from `values`. */
export function said(
  language: 'es' | 'de',
  english: string,
  values: Record<string, string | number> = {},
): string {
  if (!catalogs.has(language)) {
    const file = fileURLToPath(
      new URL(`../../apps/web/src/locales/${language}.po`, import.meta.url),
    )
    catalogs.set(language, translations(readFileSync(file, 'utf8')))
  }
  const text = catalogs.get(language)!.get(english)
  if (text === undefined) throw new Error(`No ${language} translation of "${english}"`)
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}

/** What the page shows or speaks in plain letters, and what is cut off or wider than the phone. */
async function untranslatedAndCut(page: Page): Promise<{ plain: string[]; cut: string[] }> {
  return page.evaluate(() => {
    const plain: string[] = []
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      // Text marked with its own language (the coach's words, a language named in itself) is
      // not the page's: the coach's are proven in each language by its evaluation.
      const hidden = 'script,style,[aria-hidden="true"],body [lang]'
      if (!parent || parent.closest(hidden) || !visible(parent)) continue
      if (/[A-Za-z]/.test(node.textContent ?? '')) plain.push(node.textContent!.trim())
    }
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      if (element.closest('body [lang]')) continue
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
      // Text for screen readers only is clipped to a pixel on purpose.
      if (element.closest('.sr-only')) continue
      const style = getComputedStyle(element)
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        cut.push(element.textContent.trim().slice(0, 60))
      }
    }
    return { plain, cut }
  })
}

/**
 * The page, in the test language, has no plain word and nothing cut off or too wide; `own` are
 * the person's words (a nickname, a description), which stay as they were written.
 */
export async function expectAllTranslated(page: Page, where: string, own: readonly string[] = []) {
  // A screen sliding in is wider than the phone until it is still.
  await untilStill(page)
  const { plain, cut } = await untranslatedAndCut(page)
  // Longest first, so that a short word never breaks a longer one; a label's name is not said.
  const words = [...own].sort((a, b) => b.length - a.length)
  const theirs = (text: string) =>
    words.reduce(
      (left, word) => left.split(word).join(''),
      /^[a-z-]+="(.*)"$/s.exec(text)?.[1] ?? text,
    )
  expect(
    plain.filter((text) => /[A-Za-z]/.test(theirs(text))),
    `${where}: words left in English`,
  ).toEqual([])
  expect(cut, `${where}: cut off or too wide`).toEqual([])
}

/**
 * A tap check-in that ignores the gut and tracks a decision, in `language`; then its outcome,
 * logged on its Timeline card. Ends on the Timeline.
 */
export async function decisionAndOutcome(page: Page, language: 'es' | 'de', decision: string) {
  const say = (english: string) => said(language, english)
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: say('Work'), exact: true }).click()
  await page.getByLabel(say('Describe the situation')).fill(`${decision}?`)
  await page.getByRole('button', { name: say('Continue'), exact: true }).click()
  await page.getByRole('button', { name: say('Tight chest'), exact: true }).click()
  await page.getByRole('button', { name: new RegExp(`^${say('No')}`) }).click()
  await page.getByRole('button', { name: new RegExp(`^${say('Yes, I’ll ignore it')}`) }).click()
  await page.getByRole('button', { name: say('Continue'), exact: true }).click()
  await page.getByLabel(say('Your decision')).fill(decision)
  await page.getByRole('button', { name: say('Track this decision') }).click()
  await expect(page).toHaveURL(/\/map$/)

  const card = page.getByRole('article').filter({ hasText: decision })
  await card.getByRole('button', { name: say('Log outcome') }).click()
  await card.getByPlaceholder(say('What happened? How did it turn out?')).fill('👍')
  await card.getByRole('button', { name: say('Save'), exact: true }).click()
  await expect(card.getByRole('region', { name: say('Outcome') })).toContainText('👍')
}

/** Insights, in `language`, with the check-in just made counted. */
export async function insightsSpeak(page: Page, language: 'es' | 'de') {
  const say = (english: string) => said(language, english)
  await page
    .getByRole('navigation', { name: say('Main') })
    .getByRole('link', { name: say('Insights') })
    .click()
  await expect(page.getByRole('region', { name: say('Trust Score') })).toBeVisible()
  await expect(page.getByRole('region', { name: say('Your Patterns') })).toBeVisible()
}

/** The newest reset mail to `email`, asked for on a signed-out phone in `locale`. */
export async function resetMail(browser: Browser, email: string, locale: string) {
  const other = await browser.newContext({ locale })
  const phone = await other.newPage()
  await phone.goto('/auth')
  const language = locale.slice(0, 2) as 'es' | 'de' | 'en'
  const say = (english: string) => (language === 'en' ? english : said(language, english))
  await phone.getByRole('button', { name: say('Forgot password?') }).click()
  await phone.getByLabel(say('Email')).fill(email)
  await phone.getByRole('button', { name: say('Send reset link') }).click()
  await expect(phone.getByText(say('Check your email'))).toBeVisible()
  await other.close()
  return readMail(email)
}
