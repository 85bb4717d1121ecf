import { transformAsync, types as t, type PluginObj } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { getConfig } from '@lingui/conf'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

/**
 * Lingui's macros (`t`, `plural`, `<Trans>`, `useLingui` from `@lingui/*\/macro`) turned into
 * runtime calls, with the English text compiled where it is used (ADR 0077).
 *
 * Lingui's macro leaves each message as a descriptor `{ id, message: 'Hello {name}' }`. The runtime finds the id in the active catalog, and else falls back
 * to `message`, which it can only read compiled. So here each English `message` is replaced by
 * its compiled form (`['Hello ', ['name']]`): English needs no catalog, each lazy screen
 * carries its own English as it carried its literals before, and Spanish and German catalogs
 * hold only the translations. Translators' comments are dropped from the bundle.
 */
export function linguiMacros(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath })
  return {
    name: 'hara-lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: id.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
          // The messages stay (Lingui strips them in production), to be compiled by englishCompiled.
          plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }], englishCompiled],
        })
        if (!result?.code) return null
        return { code: result.code, map: result.map }
      },
    },
  }
}

/**
 * Each descriptor the macro wrote (an object marked `/*i18n*\/`, as `t`, `msg` and `<Trans>`
 * all leave them) gets its English message compiled in place and its comment dropped.
 */
export function englishCompiled(): PluginObj {
  return {
    visitor: {
      ObjectExpression(path) {
        if (!path.node.leadingComments?.some((c) => c.value.trim() === 'i18n')) return
        const keyed = (name: string) =>
          path.node.properties.find(
            (p): p is t.ObjectProperty =>
              t.isObjectProperty(p) && t.isIdentifier(p.key, { name }) && !p.computed,
          )
        const message = keyed('message')
        if (message && t.isStringLiteral(message.value)) {
          message.value = t.valueToNode(
            JSON.parse(JSON.stringify(compileMessage(message.value.value))),
          )
        }
        const comment = keyed('comment')
        if (comment) path.node.properties.splice(path.node.properties.indexOf(comment), 1)
      },
    },
  }
}
