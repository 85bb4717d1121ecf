import { count, decapitalize, listJoin } from '../../../phrasing'
import type { WordPhrases } from '../book'
import { contextAt, signalWords } from './slice-words'

export const words: WordPhrases = {
  list: listJoin,
  times: (n) => count(n, 'time'),
  contextAt,
  signalWords,
  afterColon: decapitalize,
}
