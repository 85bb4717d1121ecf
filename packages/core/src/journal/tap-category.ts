import { hasText } from './entry-schema'

/**
 * The category badge of a tap check-in (see category.ts for every entry's). A module of its own
 * so that a screen of tap check-ins only (Home's decisions) does not carry the voice keywords.
 */

/** The category of an entry that has nothing to classify. */
export const GENERAL_CATEGORY = 'General'
/** The tap context chosen by typing a custom note. */
export const CUSTOM_CONTEXT = 'Custom'

/**
 * Its custom note when it has one, whatever the context says ('Custom', or 'Other' from an older
 * version: the note is what the person named the category), else its context, else General.
 */
export function tapCategory(entry: { context?: string; customNote?: string }): string {
  if (hasText(entry.customNote)) return entry.customNote.trim()
  return hasText(entry.context) ? entry.context.trim() : GENERAL_CATEGORY
}
