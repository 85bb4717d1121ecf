import type { Mission } from '../coach/analysis-schemas'

/**
 * Defaults and fixed lists of the check-in flow and the Home screen.
 */

/** The tap flow's context step. 'Custom' is chosen by typing a note instead. */
export const DEFAULT_CATEGORIES: readonly string[] = [
  'Work',
  'Relationship',
  'Social',
  'Health',
  'Finance',
  'Entrepreneurship',
  'Other',
]

/** The tap flow's body step; a custom signal can be typed too. */
export const DEFAULT_BODY_SIGNALS: readonly string[] = [
  'Tight chest',
  'Dropped stomach',
  'Expanding warmth',
  'Numb',
]

/**
 * Shown until there are 3 entries, or when the coach fails. Ids are
 * fixed so a mission keeps its identity across days.
 */
export const DEFAULT_MISSIONS: readonly Mission[] = Object.freeze([
  {
    id: 'default-pause-before-yes',
    title: 'Pause before saying yes',
    category: 'Awareness',
    // The pause the journal can show: the gut said 'pause', and the person waited.
    goal: { kind: 'check-in', feeling: 'pause', honored: true },
  },
  {
    id: 'default-notice-body-signal',
    title: 'Notice one body signal',
    category: 'Body',
    goal: { kind: 'signal' },
  },
  {
    id: 'default-honor-a-no',
    title: 'Honor a no that feels right',
    category: 'Boundaries',
    goal: { kind: 'honored-no' },
  },
])

/** Today's focus until there are 3 entries, and when the coach fails. */
export const DEFAULT_DAILY_FOCUS =
  'Notice the first flicker in your body before you decide something today. That is your gut speaking.'

/** Entries the coach needs before focus, missions and patterns are personal. */
export const MIN_ENTRIES_FOR_COACHING = 3
