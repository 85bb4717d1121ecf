import type { GutStrength } from '@hara/core'

/** A strength as the screens say it: 'Faint', 'Clear', 'Strong'. */
export const STRENGTH_LABELS: Record<GutStrength, string> = {
  faint: 'Faint',
  clear: 'Clear',
  strong: 'Strong',
}
