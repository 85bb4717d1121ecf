import assert from 'node:assert/strict'
import { test } from 'node:test'
import { translations, untranslated } from './po-catalog.mjs'

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

test('translations reads each translated message, lines joined, and leaves out the empty ones', () => {
  assert.deepEqual(
    [...translations(po)],
    [
      ['Sign in', 'Iniciar sesión'],
      ['A long message on two lines', 'Un mensaje largo'],
    ],
  )
})
