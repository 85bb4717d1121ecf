// `npm run check:catalogs`: the message catalogs of apps/web (src/locales, ADR 0077) hold
// exactly the messages the code has, and every one has its Spanish and German translation.
// Lingui extracts the code's messages again into a copy of the catalogs; a copy that differs
// from the catalogs in git means they are stale (`npm run i18n:extract` brings them up to
// date). Exits non-zero, naming each stale catalog and each message without a translation.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from './lib.mjs'
import { untranslated } from './lib/po-catalog.mjs'

const web = path.join(root, 'apps/web')
const locales = path.join(web, 'src/locales')
const copy = mkdtempSync(path.join(os.tmpdir(), 'hara-catalogs-'))
const problems = []
try {
  cpSync(locales, copy, { recursive: true })
  const config = path.join(copy, 'lingui.config.ts')
  writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(web, 'lingui.config.ts'))}\n` +
      `export default { ...base, rootDir: ${JSON.stringify(web)}, catalogs: base.catalogs.map(` +
      `(c) => ({ ...c, path: ${JSON.stringify(path.join(copy, '{locale}'))} })) }\n`,
  )
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@lingui/cli/dist/lingui.js'),
      'extract',
      '--clean',
      '--config',
      config,
    ],
    { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  for (const name of readdirSync(locales).filter((file) => file.endsWith('.po'))) {
    const kept = readFileSync(path.join(locales, name), 'utf8')
    if (readFileSync(path.join(copy, name), 'utf8') !== kept) {
      problems.push(`src/locales/${name} is not what the code says: run npm run i18n:extract`)
    }
    if (name === 'en.po') continue
    for (const id of untranslated(kept))
      problems.push(`src/locales/${name}: no translation of "${id}"`)
  }
} finally {
  rmSync(copy, { recursive: true, force: true })
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log('Message catalogs: up to date, every message in Spanish and German.')
