import type { WillIgnore } from '@hara/core'

/**
 * The step after `ignore`, the same in the tap and the voice flows: gentle-reminder when
 * ignoring, congratulations otherwise.
 */
export function stepAfterIgnore(willIgnore: WillIgnore): 'gentle-reminder' | 'congratulations' {
  return willIgnore === 'yes' ? 'gentle-reminder' : 'congratulations'
}
