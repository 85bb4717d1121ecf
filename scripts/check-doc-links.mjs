// `npm run check:docs`: every relative link in README.md and docs/ names a file or folder that
// exists, and a link to a heading (`page.md#heading`) names a heading that page has. Links to
// other sites are not followed. Exits non-zero, listing each broken link with its line.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** README.md and every Markdown file under docs/. */
function pages() {
  const found = [path.join(root, 'README.md')]
  const visit = (folder) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name)
      if (statSync(file).isDirectory()) visit(file)
      else if (name.endsWith('.md')) found.push(file)
    }
  }
  visit(path.join(root, 'docs'))
  return found
}

/** The page's text with code blocks and inline code blanked, so their brackets are not links. */
function prose(text) {
  return text
    .replace(/^ *(```|~~~)[^\n]*\n[\s\S]*?^ *\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length))
}

/** GitHub's anchors for a page's headings: lower case, punctuation dropped, spaces to hyphens. */
function anchors(file) {
  const seen = new Map()
  const result = new Set()
  for (const line of prose(readFileSync(file, 'utf8')).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    result.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return result
}

const broken = []
let checked = 0
for (const file of pages()) {
  const lines = prose(readFileSync(file, 'utf8')).split('\n')
  lines.forEach((line, index) => {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1]
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
      checked += 1
      const [pathPart, hash] = target.split('#')
      const resolved = pathPart
        ? path.resolve(path.dirname(file), decodeURIComponent(pathPart))
        : file
      const where = `${path.relative(root, file)}:${index + 1}`
      if (!existsSync(resolved)) {
        broken.push(`${where}: ${target} (no such file)`)
      } else if (hash && resolved.endsWith('.md') && !anchors(resolved).has(hash)) {
        broken.push(`${where}: ${target} (no such heading)`)
      }
    }
  })
}

if (broken.length > 0) {
  console.error(`Broken links in the docs (${broken.length}):`)
  for (const line of broken) console.error(`  ${line}`)
  process.exit(1)
}
console.log(`✔ ${checked} relative links in README.md and docs/ resolve`)
