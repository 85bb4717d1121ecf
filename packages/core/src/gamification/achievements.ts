import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { isoTimestampSchema } from '../time/instant'

/**
 * The seven achievements of the product's catalogue, and an eighth in the same style, Closing
 * the Loop, for coming back to log how tracked decisions turned out: what each asks, its XP,
 * and how an unlocked one is stored. The rules that unlock them are achievement-unlocks.ts.
 *
 * Whether an achievement is unlocked comes only from the stored gamification state, never
 * from the current entries: deleting an entry can lower a count, but it never takes an
 * unlocked achievement (or its XP) away. Unlocking checks that list first, so re-running the
 * rules never unlocks twice or adds XP twice.
 */

/** The counts the achievement conditions are measured on. */
export interface AchievementFacts {
  /** Check-ins made (the larger of the stored count and the entries kept). */
  checkins: number
  /** The current daily streak. */
  streak: number
  /** Entries with a non-blank decision. */
  decisions: number
  /** Entries with a logged outcome. */
  outcomes: number
  /**
   * Tracked decisions whose outcome the person came back to log in the app, each once (a check-in
   * with a decision whose outcome earned outcome XP): removing the outcome or deleting the entry
   * takes nothing back. Pattern Master counts every outcome, an imported one too.
   */
  loopsClosed: number
  /** Entries where the gut was honored. */
  honored: number
}

export interface AchievementDefinition {
  id: string
  name: string
  description: string
  xp: number
  /** A lucide icon name; the web app maps it to a component. */
  icon: string
  /** Which count the condition looks at. */
  measure: keyof AchievementFacts
  /** Unlocked once the count reaches this. */
  target: number
}

/** The catalogue (docs/product.md#achievement-catalogue), in its order. */
export const ACHIEVEMENTS = [
  {
    id: 'first_listen',
    name: 'First Listen',
    description: 'Complete your first check-in',
    xp: 10,
    icon: 'ear',
    measure: 'checkins',
    target: 1,
  },
  {
    id: 'streak_3',
    name: 'Consistent Listener',
    description: 'Check in 3 days in a row',
    xp: 30,
    icon: 'flame',
    measure: 'streak',
    target: 3,
  },
  {
    id: 'decision_tracker',
    name: 'Decision Tracker',
    description: 'Track your first decision',
    xp: 30,
    icon: 'target',
    measure: 'decisions',
    target: 1,
  },
  {
    id: 'pattern_master',
    name: 'Pattern Master',
    description: 'Log the outcome of 5 check-ins',
    xp: 100,
    icon: 'brain',
    measure: 'outcomes',
    target: 5,
  },
  {
    id: 'gut_honor',
    name: 'Gut Honor',
    description: 'Honor your gut for the first time',
    xp: 25,
    icon: 'heart',
    measure: 'honored',
    target: 1,
  },
  {
    id: 'trust_builder',
    name: 'Trust Builder',
    description: 'Honor your gut 5 times',
    xp: 50,
    icon: 'shield-check',
    measure: 'honored',
    target: 5,
  },
  {
    id: 'intuition_master',
    name: 'Intuition Master',
    description: 'Honor your gut 15 times',
    xp: 150,
    icon: 'crown',
    measure: 'honored',
    target: 15,
  },
  {
    id: 'closing_the_loop',
    name: 'Closing the Loop',
    description: 'Come back to log how 5 tracked decisions turned out',
    xp: 25,
    icon: 'iteration-ccw',
    measure: 'loopsClosed',
    target: 5,
  },
] as const satisfies readonly AchievementDefinition[]

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id']

/** Finds a catalogue entry by id. */
export function findAchievement(id: string): AchievementDefinition | undefined {
  return ACHIEVEMENTS.find((achievement) => achievement.id === id)
}

/** An unlocked achievement as stored in the gamification state. */
export const unlockedAchievementSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    description: z.string(),
    xp: z.number().check(z.int(), z.nonnegative()),
    unlockedAt: isoTimestampSchema,
    icon: z.string(),
  }),
)
export type UnlockedAchievement = z.infer<typeof unlockedAchievementSchema>
