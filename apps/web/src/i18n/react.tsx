import { i18n } from '@lingui/core'
import {
  cloneElement,
  isValidElement,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react'

/**
 * Hara's binding of Lingui to React (ADR 0077), in place of `@lingui/react`: the macros'
 * `useLingui` and `<Trans>` read the one `i18n` and draw again when the language changes. No
 * provider is needed, so a screen renders alike in the app and in a test, and the first screens
 * carry neither a context nor `@lingui/react`'s element formatter.
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

/**
 * What the macro makes of `<Trans>`: the message's id, its English (compiled), its values, and
 * the elements that wrap parts of it (`<0>Terms of Service</0>`). Values are text or numbers;
 * an element goes in `components`, as the macro puts each JSX element of the message.
 */
type TransProps = {
  id: string
  message?: unknown
  values?: Record<string, unknown>
  components?: Record<string, ReactElement>
}

export function Trans({ id, message, values, components = {} }: TransProps) {
  useLocale()
  const text = i18n._(id, values, { message: message as string | undefined })
  return <>{withElements(text, components)}</>
}

/** A translated text with its `<n>…</n>` and `<n/>` parts made the elements they name. */
export function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = []
  const tag = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g
  let last = 0
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > last) nodes.push(text.slice(last, match.index))
    const inner = match[2]
    const element = components[match[1] ?? match[3]!]
    nodes.push(
      isValidElement(element)
        ? cloneElement(
            element,
            { key: nodes.length },
            inner === undefined ? undefined : withElements(inner, components),
          )
        : (inner ?? ''),
    )
    last = tag.lastIndex
  }
  if (last < text.length) nodes.push(text.slice(last))
  return nodes
}
