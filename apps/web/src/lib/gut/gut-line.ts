import { gutAnswerParts, type Entry } from '@hara/core'
import { strengthWords } from './strength-words'

/**
 * What a check-in's card and its page say of the gut, tap or voice alike: 'Gut: no • Not sure •
 * Strong signal' (the core's words for the answer, `gutAnswerParts`); null when nothing was
 * said of it.
 */
export function gutLine(
  entry: Pick<Entry, 'gutFeeling' | 'willIgnore' | 'strength'>,
): string | null {
  const strength = strengthWords(entry)
  const parts = [...gutAnswerParts(entry), ...(strength ? [strength] : [])]
  return parts.length === 0 ? null : `Gut: ${parts.join(' • ')}`
}
