import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { dayPlanSchema } from './day-plan'
import {
  findAchievement,
  unlockedAchievementSchema,
  type UnlockedAchievement,
} from './achievements'
import { calendarDaySchema, parseStoredDay, type ZoneSource } from '../time/calendar-day'
import { parseStoredInstant } from '../time/instant'
import { isRecord, readJson, type StoredRead } from '../parsing/stored-json'

const carriedRunSchema = () =>
  z.object({
    days: z.number().check(z.int(), z.positive()),
    through: calendarDaySchema,
  })

/**
 * The gamification state kept on the device: totalXP, totalCheckins,
 * currentStreak, lastCheckInDate and the unlocked achievements.
 */
export const gamificationStateSchema = lazySchema(() =>
  z.object({
    totalXP: z.number().check(z.int(), z.nonnegative()),
    totalCheckins: z.number().check(z.int(), z.nonnegative()),
    currentStreak: z.number().check(z.int(), z.nonnegative()),
    /** Local calendar day of the last check-in (`YYYY-MM-DD`), or null before the first. */
    lastCheckInDate: z.nullable(calendarDaySchema),
    achievements: z.array(unlockedAchievementSchema),
    /**
     * What an older version counted that no record of the journal shows (entries deleted
     * before deletions were recorded): XP, check-ins, and runs of streak days (each `days`
     * long, ending on `through`). Set once, from a state read with the records it was counted from, and then
     * kept as data (journal/carried.ts). Every state this version writes states them (0 and
     * no runs when there is nothing to carry); only a state of an older version leaves them out.
     */
    carriedXp: z.optional(z.number().check(z.int(), z.nonnegative())),
    carriedCheckins: z.optional(z.number().check(z.int(), z.nonnegative())),
    carriedStreak: z.optional(z.array(carriedRunSchema())),
    /**
     * Today's focus and missions, and those of the days around it (day-plan.ts): fixed for the
     * day once shown, and carried by the record sync to every phone of the account. Absent
     * until a day is first shown.
     */
    dayPlans: z.optional(z.array(dayPlanSchema)),
  }),
)
export type GamificationState = z.infer<typeof gamificationStateSchema>

/** The state of someone who has not checked in yet. */
export const INITIAL_GAMIFICATION_STATE: GamificationState = Object.freeze({
  totalXP: 0,
  totalCheckins: 0,
  currentStreak: 0,
  lastCheckInDate: null,
  achievements: Object.freeze([]) as unknown as UnlockedAchievement[],
  carriedXp: 0,
  carriedCheckins: 0,
  carriedStreak: Object.freeze([]) as unknown as [],
})

/** When an older version stored an achievement without its unlock time, it sorts as oldest. */
const UNKNOWN_UNLOCK_TIME = '1970-01-01T00:00:00.000Z'

/** A stored count: a non-negative number (or numeric text from an older version), floored. */
function readCount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= 0
    ? Math.floor(number)
    : null
}

/**
 * Reads one stored achievement. A known id takes its name, description, XP and icon from the
 * catalogue (older versions stored emoji icons); an entry an older version marked
 * `unlocked: false` was not unlocked, and is skipped quietly.
 */
function readAchievement(value: unknown): UnlockedAchievement | 'skip' | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null
  if (value.unlocked === false) return 'skip'
  const unlockedAt =
    value.unlockedAt === undefined || value.unlockedAt === null
      ? UNKNOWN_UNLOCK_TIME
      : parseStoredInstant(value.unlockedAt)
  if (unlockedAt === null) return null
  const known = findAchievement(value.id)
  const candidate = known
    ? {
        id: known.id,
        name: known.name,
        description: known.description,
        xp: known.xp,
        icon: known.icon,
        unlockedAt,
      }
    : { ...value, unlockedAt }
  const parsed = unlockedAchievementSchema.safeParse(candidate)
  return parsed.success ? parsed.data : null
}

/**
 * Reads the stored gamification text. Missing text is the initial state. Every field that can
 * be read is kept (a bad `achievements` list does not cost the XP); anything dropped is
 * reported as a problem so the raw text can be kept aside. An achievement listed twice keeps
 * its first unlock. Older `lastCheckInDate` forms (`Mon Nov 03 2025`, ISO) become local days
 * in `timeZone`.
 */
export function readGamificationState(
  text: string | null,
  timeZone: ZoneSource,
): StoredRead<GamificationState> {
  if (text === null) return { value: INITIAL_GAMIFICATION_STATE, problem: null, migrated: false }
  const json = readJson(text)
  if (!json.ok)
    return { value: INITIAL_GAMIFICATION_STATE, problem: 'invalid-json', migrated: false }
  if (!isRecord(json.value)) {
    return { value: INITIAL_GAMIFICATION_STATE, problem: 'wrong-shape', migrated: false }
  }
  const raw = json.value
  let dropped = false
  const count = (value: unknown): number => {
    if (value === undefined) return 0
    const read = readCount(value)
    if (read === null) dropped = true
    return read ?? 0
  }
  const storedDay = raw.lastCheckInDate
  const hasStoredDay = storedDay !== undefined && storedDay !== null && storedDay !== ''
  const lastCheckInDate = hasStoredDay ? parseStoredDay(storedDay, timeZone) : null
  if (hasStoredDay && lastCheckInDate === null) dropped = true
  const achievements: UnlockedAchievement[] = []
  if (Array.isArray(raw.achievements)) {
    for (const item of raw.achievements) {
      const achievement = readAchievement(item)
      if (achievement === null) dropped = true
      else if (achievement !== 'skip' && !achievements.some((a) => a.id === achievement.id)) {
        achievements.push(achievement)
      }
    }
  } else if (raw.achievements !== undefined) {
    dropped = true
  }
  const value: GamificationState = {
    totalXP: count(raw.totalXP),
    totalCheckins: count(raw.totalCheckins),
    currentStreak: count(raw.currentStreak),
    lastCheckInDate,
    achievements,
  }
  if (raw.carriedXp !== undefined) value.carriedXp = count(raw.carriedXp)
  if (raw.carriedCheckins !== undefined) value.carriedCheckins = count(raw.carriedCheckins)
  if (raw.carriedStreak !== undefined) {
    const streak = z.array(carriedRunSchema()).safeParse(raw.carriedStreak)
    if (streak.success) value.carriedStreak = streak.data
    else dropped = true
  }
  if (raw.dayPlans !== undefined) {
    const plans = z.array(dayPlanSchema).safeParse(raw.dayPlans)
    if (plans.success) value.dayPlans = plans.data
    else dropped = true
  }
  const migrated = JSON.stringify(value) !== JSON.stringify(raw)
  return { value, problem: dropped ? 'partly-invalid' : null, migrated }
}
