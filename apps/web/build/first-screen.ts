import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Lets the first screen's code download in parallel with everything else (issue 14). At build
 * time, each route of `src/app/first-screen.json` is resolved to its chunk and the chunks it
 * imports, and the result is written into index.html as a JSON data block (never executed, so
 * the strict script policy stands). `public/first-screen.js` reads it at start-up and preloads
 * the route this visit will most likely show.
 */
export function firstScreen(): Plugin {
  let root = ''
  return {
    name: 'hara-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return []
        const plan = JSON.parse(readFileSync(path.join(root, 'src/app/first-screen.json'), 'utf8'))
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
        for (const [name, source] of Object.entries(plan.routes as Record<string, string>)) {
          const file = path.join(root, source)
          // A route's own chunk, or the chunk its module was grouped into (build/chunks.ts).
          const chunk =
            chunks.find((c) => c.facadeModuleId === file) ??
            chunks.find((c) => c.moduleIds.includes(file))
          if (!chunk) continue
          const files = new Set<string>()
          walk(chunk.fileName, files)
          routes[name] = [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`)
        }
        const data = { routes, signedIn: plan.signedIn, signedOut: plan.signedOut }
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'first-screen' },
            children: JSON.stringify(data),
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}
