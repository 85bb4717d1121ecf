import { readFileSync } from 'node:fs'
import path from 'node:path'
import { minifySync, type Plugin } from 'vite'
import { routeTable, startUpPlan } from '../src/app/route-table'

/**
 * What a start runs before the app's code, written into index.html's head:
 *
 * - The start scripts, inline and minified as one script in the page, so that none waits for a
 *   request of its own: `src/start/theme-init.js` sets the theme before first paint,
 *   `src/start/language-init.js` the page's language (which of index.html's words show), and
 *   `src/start/first-screen.js` starts the session check and the likely first screen's code at
 *   once. They come before the
 *   stylesheet, which an inline script would otherwise wait for. The server's script policy
 *   allows exactly these by their hashes (apps/server/src/lib/http/static.ts, `inlineScriptHashes`).
 * - In a build, the start-up plan, derived from the route table (`src/app/route-table.ts`): each
 *   lazy screen resolved to its chunk and the chunks it imports, and which screen each path
 *   opens signed in and signed out, as a JSON data block (never executed) that first-screen.js
 *   reads.
 * - Ahead of them all, the page's `<meta charset>`, moved from its place in index.html: HTML wants
 *   it within the first 1024 bytes, and the route plan and the scripts are longer than that.
 */
const CHARSET = '<meta charset="UTF-8" />'

/**
 * A start script as the page carries it: minified (names shortened, comments and spaces gone),
 * as the bundler does the app's code; every start downloads it. The scripts are written for
 * readers, one statement a line.
 */
export function compact(script: string): string {
  const { code, errors } = minifySync('start.js', script)
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join('\n'))
  return code
}

export function firstScreen(): Plugin {
  let root = ''
  return {
    name: 'hara-first-screen',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      handler(source, ctx) {
        if (!source.includes(CHARSET)) throw new Error(`index.html has no ${CHARSET}`)
        const html = source.replace(CHARSET, '')
        const charset = {
          tag: 'meta',
          attrs: { charset: 'UTF-8' },
          injectTo: 'head-prepend' as const,
        }
        // The theme and the language for the first paint, then the session check and the first
        // screen's code, in one script: together they compress better than apart.
        const startScript = {
          tag: 'script',
          children: compact(
            ['theme-init.js', 'language-init.js', 'first-screen.js']
              .map((name) => readFileSync(path.join(root, 'src/start', name), 'utf8'))
              .join('\n'),
          ),
          injectTo: 'head-prepend' as const,
        }
        const bundle = ctx.bundle
        if (!bundle) return { html, tags: [charset, startScript] }
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        )
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entry = chunks.find((chunk) => chunk.isEntry)
        // What the entry already preloads needs no second mention.
        const initial = new Set<string>()
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return
          into.add(file)
          for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into)
        }
        if (entry) walk(entry.fileName, initial)
        const routes: Record<string, string[]> = {}
        for (const [name, entry] of Object.entries(routeTable)) {
          if ('eager' in entry) continue
          const file = path.join(root, 'src/app', entry.module)
          // A route's own chunk, or the chunk its module was grouped into (build/chunks.ts).
          const chunk =
            chunks.find((c) => c.facadeModuleId === file) ??
            chunks.find((c) => c.moduleIds.includes(file))
          if (!chunk) continue
          const files = new Set<string>()
          walk(chunk.fileName, files)
          routes[name] = [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`)
        }
        const data = { routes, ...startUpPlan() }
        const planTag = {
          tag: 'script',
          attrs: { type: 'application/json', id: 'first-screen' },
          children: JSON.stringify(data),
          injectTo: 'head-prepend' as const,
        }
        return { html, tags: [charset, planTag, startScript] }
      },
    },
  }
}
