// The core's lists and gamification rules the generator needs, repeated in plain JavaScript
// (scripts/lib/check-ten-year-journal.mjs compares them with the core's).
import { addDays } from './clock.mjs'

/** The core's DEFAULT_CATEGORIES (packages/core/src/journal/defaults.ts). */
export const CATEGORIES = [
  'Work',
  'Relationship',
  'Social',
  'Health',
  'Finance',
  'Entrepreneurship',
  'Other',
]
/** The core's DEFAULT_BODY_SIGNALS. */
export const BODY_SIGNALS = ['Tight chest', 'Dropped stomach', 'Expanding warmth', 'Numb']
/** The core's CUSTOM_CONTEXT: what the tap flow stores when a category is typed. */
export const CUSTOM_CONTEXT = 'Custom'
/** The core's check-in XP (levels.ts): 10 honored, 5 otherwise; 5 for an outcome, once. */
export const XP_HONORED = 10
export const XP_OTHER = 5
export const OUTCOME_XP = 5
/** The core's achievement catalogue (achievements.ts), in its order. */
export const ACHIEVEMENTS = [
  ['first_listen', 'First Listen', 'Complete your first check-in', 10, 'ear', 'checkins', 1],
  ['streak_3', 'Consistent Listener', 'Check in 3 days in a row', 30, 'flame', 'streak', 3],
  [
    'decision_tracker',
    'Decision Tracker',
    'Track your first decision',
    30,
    'target',
    'decisions',
    1,
  ],
  [
    'pattern_master',
    'Pattern Master',
    'Log the outcome of 5 check-ins',
    100,
    'brain',
    'outcomes',
    5,
  ],
  ['gut_honor', 'Gut Honor', 'Honor your gut for the first time', 25, 'heart', 'honored', 1],
  ['trust_builder', 'Trust Builder', 'Honor your gut 5 times', 50, 'shield-check', 'honored', 5],
  ['intuition_master', 'Intuition Master', 'Honor your gut 15 times', 150, 'crown', 'honored', 15],
  [
    'closing_the_loop',
    'Closing the Loop',
    'Come back to log 5 outcomes',
    25,
    'iteration-ccw',
    'outcomesLogged',
    5,
  ],
].map(([id, name, description, xp, icon, measure, target]) => ({
  id,
  name,
  description,
  xp,
  icon,
  measure,
  target,
}))

/**
 * The gamification state the core's `recomputeGamification` gives a journal whose check-ins
 * ever made are `records` (live and deleted), each achievement unlocked when its count was
 * reached. `events` are the moments counts grew, in time order.
 */
export function gamificationOf(records, events) {
  const days = new Set(records.map((r) => r.day))
  const lastCheckInDate = records.reduce(
    (last, r) => (last === null || r.day > last ? r.day : last),
    null,
  )
  let currentStreak = 0
  if (lastCheckInDate !== null) {
    for (let day = lastCheckInDate; days.has(day); day = addDays(day, -1)) currentStreak += 1
  }
  const facts = { checkins: 0, streak: 0, decisions: 0, outcomes: 0, outcomesLogged: 0, honored: 0 }
  const unlockedAt = new Map()
  let runDay = null
  let run = 0
  for (const event of events) {
    if (event.day !== undefined) {
      if (event.day !== runDay) {
        run = runDay !== null && addDays(runDay, 1) === event.day ? run + 1 : 1
        runDay = event.day
      }
      facts.streak = Math.max(facts.streak, run)
    }
    for (const key of Object.keys(event.add ?? {})) facts[key] += event.add[key]
    for (const a of ACHIEVEMENTS) {
      if (!unlockedAt.has(a.id) && facts[a.measure] >= a.target) unlockedAt.set(a.id, event.at)
    }
  }
  const achievements = ACHIEVEMENTS.filter((a) => unlockedAt.has(a.id))
    .map(({ id, name, description, xp, icon }) => ({
      id,
      name,
      description,
      xp,
      icon,
      unlockedAt: unlockedAt.get(id),
    }))
    .sort(
      (a, b) =>
        Date.parse(a.unlockedAt) - Date.parse(b.unlockedAt) ||
        ACHIEVEMENTS.findIndex((x) => x.id === a.id) - ACHIEVEMENTS.findIndex((x) => x.id === b.id),
    )
  const totalXP =
    records.reduce((sum, r) => sum + r.xp + (r.outcomeXp ?? 0), 0) +
    achievements.reduce((sum, a) => sum + a.xp, 0)
  return { totalXP, totalCheckins: records.length, currentStreak, lastCheckInDate, achievements }
}
