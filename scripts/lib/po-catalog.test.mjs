import assert from 'node:assert/strict'
import { test } from 'node:test'
import { untranslated } from './po-catalog.mjs'

const po = `msgid ""
msgstr ""
"Language: es\\n"

#: src/a.tsx
msgid "Sign in"
msgstr "Iniciar sesión"

#: src/b.tsx
msgid "Forgot password?"
msgstr ""

msgid ""
"A long message "
"on two lines"
msgstr ""
"Un mensaje largo"

#: src/c.tsx
msgid "Say \\"hi\\""
msgstr ""
`

test('untranslated lists the messages with an empty translation, not the header', () => {
  assert.deepEqual(untranslated(po), ['Forgot password?', 'Say "hi"'])
})
