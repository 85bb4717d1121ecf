import { CRISIS_MESSAGE } from '../../crisis'
import type { Phrasebook } from '../book'
import { advice } from './advice'
import { answers } from './answers'
import { findings } from './findings'
import { insights } from './insights'

/** English: the coach's source text. */
export const en: Phrasebook = {
  findings,
  advice,
  answers,
  insights,
  crisis: CRISIS_MESSAGE,
}
