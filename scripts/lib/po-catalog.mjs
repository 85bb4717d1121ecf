// Reading a Lingui catalog in PO format (apps/web/src/locales) for the checks: which messages
// have no translation. Enough of PO for what `lingui extract` writes: one msgid and one msgstr
// per entry, each on one line or continued on following quoted lines.

/** The messages (msgid) of `po` whose msgstr is empty; the header entry is not one. */
export function untranslated(po) {
  const missing = []
  for (const entry of po.split(/\n\s*\n/)) {
    const id = field(entry, 'msgid')
    if (id === null || id === '') continue
    if (entry.split('\n').some((line) => line.startsWith('#~'))) continue
    if (!field(entry, 'msgstr')) missing.push(id)
  }
  return missing
}

function field(entry, name) {
  const lines = entry.split('\n')
  const start = lines.findIndex((line) => line.startsWith(`${name} "`))
  if (start < 0) return null
  let value = JSON.parse(lines[start].slice(name.length + 1))
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('"')) break
    value += JSON.parse(line)
  }
  return value
}

/** Each translated message of `po`: its msgid and its msgstr. */
export function translations(po) {
  const found = new Map()
  for (const entry of po.split(/\n\s*\n/)) {
    const id = field(entry, 'msgid')
    const text = field(entry, 'msgstr')
    if (id && text && !entry.split('\n').some((line) => line.startsWith('#~'))) found.set(id, text)
  }
  return found
}
