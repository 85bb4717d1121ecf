import { getConfig } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'
import { pseudoText } from '../../../packages/core/src/i18n/pseudo-text'

const ID = 'virtual:pseudo-catalog'

/**
 * The test language's catalog (ADR 0077): every English message of src/locales/en.po
 * compiled with its text pieces made pseudo (accented, about a third longer) and its
 * placeholders, plurals and tags left as they are.
 */
export function pseudoCatalog(configPath: string): Plugin {
  return {
    name: 'hara-pseudo-catalog',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    async load(id) {
      if (id !== `\0${ID}`) return null
      const config = getConfig({ configPath })
      const [catalog] = await getCatalogs(config)
      const { messages } = await catalog!.getTranslations('en', {
        sourceLocale: 'en',
        fallbackLocales: {},
      })
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([id, message]) => [
          id,
          compileMessage(message ?? '', (text) => pseudoText(text)),
        ]),
      )
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))})`
    },
  }
}
