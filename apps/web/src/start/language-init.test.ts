import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
// src/start/language-init.js cannot import the app's modules; these tests keep the two in step.
import source from './language-init.js?raw'
import { compact } from '../../build/first-screen'
import { KEYS_BEFORE_SIGN_IN } from '@/lib/keys-before-sign-in'

const webRoot = path.resolve(__dirname, '../..')

/** The page's language once the script ran, with `stored` kept and the phone's `languages`. */
function languageOfPage(stored: string | null, languages: string[]) {
  // As index.html starts.
  document.documentElement.lang = 'en'
  localStorage.clear()
  if (stored !== null) localStorage.setItem(KEYS_BEFORE_SIGN_IN.language, stored)
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
  new Function(compact(source))()
  return document.documentElement.lang
}

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  document.documentElement.lang = 'en'
})

describe('the script that sets the page language before first paint', () => {
  it('reads the same key as the app', () => {
    expect(source).toContain(`localStorage.getItem('${KEYS_BEFORE_SIGN_IN.language}')`)
  })

  it('speaks the language chosen on this phone, whatever the phone speaks', () => {
    expect(languageOfPage('de', ['es-ES'])).toBe('de')
    expect(languageOfPage('es', ['de'])).toBe('es')
    // The test language shows English before the app's code runs.
    expect(languageOfPage('pseudo', ['de'])).toBe('en')
  })

  it("without a choice, the first of the phone's languages Hara speaks, else English", () => {
    expect(languageOfPage(null, ['fr-FR', 'es-MX', 'de'])).toBe('es')
    expect(languageOfPage(null, ['fr', 'ja'])).toBe('en')
  })

  it("index.html's 'Loading...' is written in each language as the catalogs write it", () => {
    const page = readFileSync(path.join(webRoot, 'index.html'), 'utf8')
    const said = (language: string) =>
      page.match(new RegExp(`<span class="before-app" lang="${language}">([^<]*)</span>`))?.[1]
    const translated = (language: string) =>
      readFileSync(path.join(webRoot, `src/locales/${language}.po`), 'utf8').match(
        /msgid "Loading\.\.\."\nmsgstr "([^"]*)"/,
      )?.[1]
    expect(said('en')).toBe('Loading...')
    expect(said('es')).toBe(translated('es'))
    expect(said('de')).toBe(translated('de'))
  })
})
