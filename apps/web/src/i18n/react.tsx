import { i18n } from '@lingui/core'
import { TransNoContext } from '@lingui/react/server'
import { useSyncExternalStore } from 'react'

/**
 * Hara's binding of Lingui to React (ADR 0077), in place of `@lingui/react`'s provider: the
 * macros' `useLingui` and `<Trans>` read the one `i18n` and draw again when the language
 * changes. No provider is needed, so a screen renders alike in the app and in a test, and the
 * first screens carry no context of it.
 */
const onChange = (listener: () => void) => i18n.on('change', listener)
const locale = () => i18n.locale

/** The active language; a component using it draws again when it changes. */
export function useLocale(): string {
  return useSyncExternalStore(onChange, locale, locale)
}

export function useLingui() {
  useLocale()
  return { i18n, _: i18n._.bind(i18n) }
}

/** What the macro passes to `<Trans>`: the message's id, its English and its values. */
type TransProps = {
  id: string
  message?: string
  values?: Record<string, unknown>
  components?: Record<string, unknown>
}

export function Trans(props: TransProps) {
  useLocale()
  return <TransNoContext {...props} lingui={{ i18n }} />
}
