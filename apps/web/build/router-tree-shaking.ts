import type { Plugin } from 'vite'

/** react-router's ESM files, as its package exports them (the same file serves every mode). */
const ROUTER_FILE = /node_modules\/react-router\/dist\/[^/]+\/[^/]+\.mjs$/

/**
 * Lets the bundler drop the parts of react-router the app does not use (ADR 0064).
 *
 * react-router ships its whole API in one module whose top level builds contexts and
 * components with `React.createContext(…)`, `React.forwardRef(…)` and `React.memo(…)`, then
 * names them (`Link.displayName = "Link"`). A bundler cannot know those calls and writes are
 * free of side effects, so it keeps all of them and everything they reach: the data router,
 * forms and fetchers, framework and server-component code, none of which declarative mode
 * runs. Marking the calls pure and leaving out the names (read by React's development tools
 * alone) lets it keep only what is used. The package exports its development build to
 * bundlers; `ENABLE_DEV_WARNINGS` is the one line its production build changes.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'hara-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_FILE },
      handler(code) {
        return {
          code: code
            .replace(/\bvar ENABLE_DEV_WARNINGS = true;/, 'var ENABLE_DEV_WARNINGS = false;')
            .replace(
              /(?<![\w.$])(React\d*\.(?:createContext|forwardRef|memo)\()/g,
              '/* @__PURE__ */ $1',
            )
            .replace(/^[\w$]+\.displayName = "[\w$.]*";$/gm, ''),
          map: null,
        }
      },
    },
  }
}
