import type { Phrasebook } from '../book'
import { advice } from './advice'
import { answers } from './answers'
import { findings } from './findings'
import { insights } from './insights'
import { words } from './words'

/** English: the coach's source text. */
export const en: Phrasebook = { words, findings, advice, answers, insights }
