import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { hasDecision, hasOutcome, isHonored, type Entry } from '../journal/entry-schema'
import { isoTimestampSchema, toIsoString, type Instant } from '../time/instant'
import type { JournalSummary } from '../journal/journal-summary'

/**
 * The seven achievements of the product's catalogue, and an eighth in the same style, Closing
 * the Loop, for coming back to log how tracked decisions turned out.
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

/** The catalogue: the spec's seven in its order, then Closing the Loop. */
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

/** What the rules need from the gamification state. */
export interface AchievementState {
  totalXP: number
  totalCheckins: number
  currentStreak: number
  achievements: readonly UnlockedAchievement[]
}

/**
 * The counts for the conditions. `streak` defaults to the stored streak; the achievements
 * screen passes the streak shown today so a broken streak shows its real progress.
 */
export function achievementFacts(
  state: Pick<AchievementState, 'totalCheckins' | 'currentStreak'>,
  entries: readonly Entry[],
  streak: number = state.currentStreak,
): AchievementFacts {
  return summaryFacts(
    state,
    {
      entries: entries.length,
      decisions: entries.filter(hasDecision).length,
      outcomes: entries.filter(hasOutcome).length,
      loopsClosed: entries.filter(closedTheLoop).length,
      honored: entries.filter(isHonored).length,
    },
    streak,
  )
}

/** `achievementFacts` from a journal's summary, for a journal not held in memory. */
export function summaryFacts(
  state: Pick<AchievementState, 'totalCheckins' | 'currentStreak'>,
  summary: Omit<JournalSummary, 'waiting'>,
  streak: number = state.currentStreak,
): AchievementFacts {
  return {
    checkins: Math.max(state.totalCheckins, summary.entries),
    streak,
    decisions: summary.decisions,
    outcomes: summary.outcomes,
    loopsClosed: summary.loopsClosed,
    honored: summary.honored,
  }
}

/** Whether logging the entry's outcome earned XP (logged in the app, each entry once). */
export function earnedOutcomeXp(entry: Pick<Entry, 'outcomeXp'>): boolean {
  return (entry.outcomeXp ?? 0) > 0
}

/** Whether the entry is a tracked decision whose outcome was logged in the app: a loop closed. */
export function closedTheLoop(entry: Entry): boolean {
  return earnedOutcomeXp(entry) && hasDecision(entry)
}

export interface AchievementProgress {
  id: string
  /** The count so far, capped at the target. */
  progress: number
  target: number
  /** Whole percent, 0 to 100. */
  percent: number
}

/** Progress toward one achievement, for the 'progress / target' bar. */
export function progressToward(
  achievement: AchievementDefinition,
  facts: AchievementFacts,
): AchievementProgress {
  const progress = Math.min(Math.max(facts[achievement.measure], 0), achievement.target)
  return {
    id: achievement.id,
    progress,
    target: achievement.target,
    percent: Math.round((progress / achievement.target) * 100),
  }
}

function isUnlocked(state: Pick<AchievementState, 'achievements'>, id: string): boolean {
  return state.achievements.some((achievement) => achievement.id === id)
}

export interface AchievementEvaluation {
  /** Achievements these facts unlock that the state does not hold yet. */
  unlocked: UnlockedAchievement[]
  /** Progress toward every achievement that stays locked. */
  progress: AchievementProgress[]
}

/** What a new or changed entry unlocks, and the progress toward the ones still locked. */
export function evaluateAchievements(
  state: Pick<AchievementState, 'totalCheckins' | 'currentStreak' | 'achievements'>,
  entries: readonly Entry[],
  now: Instant,
): AchievementEvaluation {
  return evaluateFacts(state, achievementFacts(state, entries), now)
}

/** What `facts` unlock that the state does not hold yet, and the progress toward the rest. */
function evaluateFacts(
  state: Pick<AchievementState, 'achievements'>,
  facts: AchievementFacts,
  now: Instant,
): AchievementEvaluation {
  const unlockedAt = toIsoString(now)
  const unlocked: UnlockedAchievement[] = []
  const progress: AchievementProgress[] = []
  for (const achievement of ACHIEVEMENTS) {
    if (isUnlocked(state, achievement.id)) continue
    if (facts[achievement.measure] >= achievement.target) {
      unlocked.push({
        id: achievement.id,
        name: achievement.name,
        description: achievement.description,
        xp: achievement.xp,
        unlockedAt,
        icon: achievement.icon,
      })
    } else {
      progress.push(progressToward(achievement, facts))
    }
  }
  return { unlocked, progress }
}

/**
 * Unlocks what the entries have earned: appends the new achievements to the state and adds
 * their XP to totalXP. Idempotent: running it again on its own result changes nothing.
 */
export function unlockAchievements<S extends AchievementState>(
  state: S,
  entries: readonly Entry[],
  now: Instant,
): { state: S; unlocked: UnlockedAchievement[] } {
  return unlockForFacts(state, achievementFacts(state, entries), now)
}

/** `unlockAchievements` for counts already known (a merge counts deleted check-ins too). */
export function unlockForFacts<S extends AchievementState>(
  state: S,
  facts: AchievementFacts,
  now: Instant,
): { state: S; unlocked: UnlockedAchievement[] } {
  const { unlocked } = evaluateFacts(state, facts, now)
  if (unlocked.length === 0) return { state, unlocked }
  return {
    state: {
      ...state,
      totalXP: state.totalXP + unlocked.reduce((sum, achievement) => sum + achievement.xp, 0),
      achievements: [...state.achievements, ...unlocked],
    },
    unlocked,
  }
}

export interface AchievementCard extends AchievementDefinition {
  unlocked: boolean
  /** When it unlocked (ISO), or null while locked. */
  unlockedAt: string | null
  progress: AchievementProgress
}

export interface AchievementBoard {
  cards: AchievementCard[]
  unlockedCount: number
  total: number
  /** Whole percent of the catalogue unlocked, for the overall bar. */
  percent: number
}

/**
 * Everything the Achievements screen shows: a card per achievement and
 * 'N of M unlocked'. Pass the streak shown today as `streak` so a broken streak reads 0 / 3.
 */
export function achievementBoard(
  state: Pick<AchievementState, 'totalCheckins' | 'currentStreak' | 'achievements'>,
  summary: Omit<JournalSummary, 'waiting'>,
  streak: number = state.currentStreak,
): AchievementBoard {
  const facts = summaryFacts(state, summary, streak)
  const cards = ACHIEVEMENTS.map((achievement): AchievementCard => {
    const stored = state.achievements.find((candidate) => candidate.id === achievement.id)
    const progress = stored
      ? {
          id: achievement.id,
          progress: achievement.target,
          target: achievement.target,
          percent: 100,
        }
      : progressToward(achievement, facts)
    return { ...achievement, unlocked: !!stored, unlockedAt: stored?.unlockedAt ?? null, progress }
  })
  const unlockedCount = cards.filter((card) => card.unlocked).length
  return {
    cards,
    unlockedCount,
    total: cards.length,
    percent: Math.round((unlockedCount / cards.length) * 100),
  }
}

/** Number of recent achievements the profile shows. */
export const RECENT_ACHIEVEMENTS_SHOWN = 3

/** The most recently unlocked achievements, newest first. */
export function recentAchievements(
  achievements: readonly UnlockedAchievement[],
  count: number = RECENT_ACHIEVEMENTS_SHOWN,
): UnlockedAchievement[] {
  return [...achievements]
    .sort((a, b) => Date.parse(b.unlockedAt) - Date.parse(a.unlockedAt))
    .slice(0, count)
}
