import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LEVEL_NAMES } from '@hara/core'

type LevelName = (typeof LEVEL_NAMES)[number]

/** The core's level names (its English, for the server) as the person's language says them. */
const LEVEL_NAME_TEXTS: Record<LevelName, MessageDescriptor> = {
  'The Listener': msg`The Listener`,
  'The Aware': msg`The Aware`,
  'The Seeker': msg`The Seeker`,
  'The Trusting': msg`The Trusting`,
  'The Intuitive': msg`The Intuitive`,
  'The Aligned': msg`The Aligned`,
  'The Wise': msg`The Wise`,
  'The Centered': msg`The Centered`,
  'The Awakened': msg`The Awakened`,
  'The Master': msg`The Master`,
}

/** A level's name (the core's `levelInfo().name`) in the language spoken now. */
export function levelNameText(i18n: I18n, name: string): string {
  const text = LEVEL_NAME_TEXTS[name as LevelName] as MessageDescriptor | undefined
  return text ? i18n._(text) : name
}
