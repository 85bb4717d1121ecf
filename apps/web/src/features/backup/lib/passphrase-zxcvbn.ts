// Loaded only through passphrase-score.ts's dynamic import: zxcvbn with the common passwords and
// diceware lists, keyboard layouts and English feedback. Named imports, so that the English
// word lists (600 kB) are left out of the bundle.
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { translations } from '@zxcvbn-ts/language-en'

export const zxcvbn = new ZxcvbnFactory({ translations, graphs: adjacencyGraphs, dictionary })
