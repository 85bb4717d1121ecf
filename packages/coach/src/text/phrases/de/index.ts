import { en } from '../en'
import type { Phrasebook } from '../book'

export const de: Phrasebook = en
