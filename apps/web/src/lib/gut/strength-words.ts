import { strengthOf, type Entry, type GutStrength } from '@hara/core'

/** A strength as the screens say it: 'Faint', 'Clear', 'Strong'. */
export const STRENGTH_LABELS: Record<GutStrength, string> = {
  faint: 'Faint',
  clear: 'Clear',
  strong: 'Strong',
}

/** How strong the check-in's gut feeling was, in words ('Strong signal'); null when not said. */
export function strengthWords(entry: Pick<Entry, 'strength'>): string | null {
  const strength = strengthOf(entry)
  return strength === null ? null : `${STRENGTH_LABELS[strength]} signal`
}
