import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * The files whose utilities the first screens' stylesheet holds: the `@source` lines of
 * src/styles/index.css, each a component file or a folder of them, as absolute paths.
 */
export function firstScreenSources(stylesheet: string): { files: string[]; folders: string[] } {
  const dir = path.dirname(stylesheet)
  const listed = [...readFileSync(stylesheet, 'utf8').matchAll(/^@source '([^']+)';$/gm)].map(
    (match) => path.resolve(dir, match[1]!),
  )
  return {
    files: listed.filter((entry) => statSync(entry).isFile()),
    folders: listed.filter((entry) => statSync(entry).isDirectory()),
  }
}

/**
 * Every component file that the first screens' stylesheet does not cover brings the whole
 * one, src/styles/screens.css (ADR 0065). So a chunk with any such file waits for it before
 * it renders (Vite loads a chunk's stylesheets before the chunk), and a first screen that
 * shows only the files listed in index.css never downloads it. Both come from one list, the
 * `@source` lines of index.css: a file is covered by one stylesheet or brings the other.
 */
export function screenStyles(): Plugin {
  const src = fileURLToPath(new URL('../src', import.meta.url))
  const screens = path.join(src, 'styles/screens.css')
  let covered: (id: string) => boolean = () => true
  return {
    name: 'hara-screen-styles',
    configResolved() {
      const { files, folders } = firstScreenSources(path.join(src, 'styles/index.css'))
      covered = (id) =>
        files.includes(id) || folders.some((folder) => id.startsWith(folder + path.sep))
    },
    transform: {
      filter: { id: /\/apps\/web\/src\/.*\.tsx$/ },
      handler(code, id) {
        if (id.endsWith('.test.tsx') || covered(id)) return null
        // On the file's first line, so that its lines stay where its source map has them.
        return { code: `import ${JSON.stringify(screens)};${code}`, map: null }
      },
    },
  }
}
