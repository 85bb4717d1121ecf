import { i18n, type Messages } from '@lingui/core'
import { isLanguage, languageFromPhone, type Language } from '@hara/core'
import { readRaw, writeRaw } from '@/lib/device-storage'
import { KEYS_BEFORE_SIGN_IN } from '@/lib/keys-before-sign-in'
import { rewriteIntlText } from './intl-locale'

/** What a phone can speak: Hara's languages, and the test language (ADR 0077). */
export type Speech = Language | 'pseudo'
const KEY = KEYS_BEFORE_SIGN_IN.language

/**
 * The catalogs other than English, each its own chunk, loaded only when chosen. English has
 * none: its text is compiled into the code where it is used (build/lingui-macros.ts).
 */
const CATALOGS: Record<
  Exclude<Speech, 'en'>,
  () => Promise<{ messages: Messages; pseudoText?: (text: string) => string }>
> = {
  es: () => import('../locales/es.po'),
  de: () => import('../locales/de.po'),
  pseudo: () => import('virtual:pseudo-catalog'),
}

/** The phone's chosen language; on first start, the first of its languages Hara speaks. */
export function chosenSpeech(): Speech {
  const stored = readRaw(KEY)
  if (stored === 'pseudo' || isLanguage(stored)) return stored
  return languageFromPhone(typeof navigator === 'undefined' ? [] : navigator.languages)
}

/** Speaks `speech` from now on: its catalog loaded, every `useLingui` screen drawn again. */
export async function speak(speech: Speech): Promise<void> {
  const catalog = speech === 'en' ? { messages: {} } : await CATALOGS[speech]()
  rewriteIntlText(catalog.pseudoText ?? null)
  i18n.loadAndActivate({
    locale: speech,
    locales: [speech === 'pseudo' ? 'en' : speech],
    messages: catalog.messages,
  })
  document.documentElement.lang = speech === 'pseudo' ? 'en' : speech
}

/** Remembers `speech` on this phone and speaks it. */
export async function chooseSpeech(speech: Speech): Promise<void> {
  writeRaw(KEY, speech)
  await speak(speech)
}

/** Before the first render: English at once, another language once its catalog is here. */
export function speakChosen(): Promise<void> | undefined {
  const speech = chosenSpeech()
  if (speech === 'en') {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    return undefined
  }
  // A catalog that cannot load (offline before it was ever cached) leaves English.
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  return speak(speech).catch(() => undefined)
}
