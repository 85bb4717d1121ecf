// A realistic journal of someone who has used Hara for years, in the app's export format
// ('hara-journal' version 1, as `journalFileText` in packages/core/src/journal/journal-file.ts writes
// it), for the benches that need a big journal on the phone (bench:journal).
//
// - About 3 check-ins a day (weekdays busier, a few days off now and then), oldest first, the
//   last on the day before `now` in `timeZone`; `entries` sets the span (11,000 is 10 years,
//   21 is one week).
// - Two in five are voice notes: a transcript of a spoken minute (130-160 words) put together
//   from phrase banks, a label, personalized guidance asked for, and the coach's markdown
//   (about 2 kB). The rest are tap check-ins as the tap flow saves them: a context from the
//   core's list (now and then 'Custom' with a note, as the flow stores a typed category), a
//   sentence or two, a body signal, the gut and ignore answers, a tracked decision only after
//   'Yes, I'll ignore it', outcomes on many, 'Not yet' and 'Stop asking' on a few.
// - A few deleted check-ins (their records, as the journal keeps them).
// - XP, check-ins, streak, last day and achievements as the core's `recomputeGamification`
//   gives them for this journal (scripts/lib/ten-year-journal.check.ts checks exactly that),
//   with each achievement unlocked at the moment its count was reached.
//
// Plain JavaScript so that the benches run it under node: the core's lists and rules it needs
// are repeated in ten-year-journal/core-rules.mjs, and the check compares them with the core's.
// The words come from ten-year-journal/words.mjs, the seeded randomness from random.mjs and
// local days and times from clock.mjs beside it.
// Deterministic: the same options give the same file, ids included (UUIDs from a seeded
// generator, shaped as `crypto.randomUUID()`'s).
import {
  CUSTOM_NOTES,
  CUSTOM_SIGNALS,
  DECISIONS,
  DESCRIPTION_TAILS,
  TAP_DESCRIPTIONS,
} from './ten-year-journal/tap-phrases.mjs'
import { TOPICS } from './ten-year-journal/voice-phrases.mjs'
import { DAY_MS, addDays, zoneClock } from './ten-year-journal/clock.mjs'
import {
  BODY_SIGNALS,
  CATEGORIES,
  CUSTOM_CONTEXT,
  OUTCOME_XP,
  XP_HONORED,
  XP_OTHER,
  gamificationOf,
} from './ten-year-journal/core-rules.mjs'
import { makeRandom, uuid } from './ten-year-journal/random.mjs'
import { dayCounts, HOURS } from './ten-year-journal/schedule.mjs'
import {
  answers,
  insightsFor,
  outcomeText,
  sceneOf,
  transcriptFor,
} from './ten-year-journal/words.mjs'

export { ACHIEVEMENTS, BODY_SIGNALS, CATEGORIES } from './ten-year-journal/core-rules.mjs'

/** Check-ins a day on average: 11,000 over ten years. */
const PER_DAY = 11000 / 3652
/** Outcome XP is newer than the journal: only outcomes logged in its last three years earned it. */
const OUTCOME_XP_SINCE_DAYS = 3 * 365

/**
 * A journal file of `entries` live check-ins ending the day before `now` in `timeZone`.
 * Returns the object `journalFile` (packages/core) would write.
 */
export function tenYearJournal({
  entries = 11000,
  now = Date.now(),
  timeZone = 'UTC',
  seed = 1,
} = {}) {
  const nowMs = typeof now === 'number' ? now : now.getTime()
  // Ids and texts depend on the seed and the size only; `now` and the zone place them in time.
  const rng = makeRandom(seed, entries)
  const ids = makeRandom(seed, entries, 0x1d5)
  const clock = zoneClock(timeZone)
  const today = clock.day(nowMs)
  const days = Math.max(1, Math.round(entries / PER_DAY))
  const deletedCount = Math.round(entries * 0.004)
  const total = entries + deletedCount
  const firstDay = addDays(today, -days)
  const counts = dayCounts(rng, firstDay, days, total)
  const outcomeXpSince = nowMs - OUTCOME_XP_SINCE_DAYS * DAY_MS

  const all = []
  for (let d = 0; d < days; d++) {
    const day = addDays(firstDay, d)
    const times = []
    for (let i = 0; i < counts[d]; i++) {
      const hour = rng.weighted(HOURS.map(([h, w]) => [h, w]))
      times.push(hour * 3600 + rng.int(0, 3599) + rng.random())
    }
    times.sort((a, b) => a - b)
    for (const seconds of times) {
      const ms = Math.min(
        nowMs - 1000,
        Math.floor(clock.at(day, Math.floor(seconds)) + (seconds % 1) * 1000),
      )
      all.push(makeEntry(rng, ids, clock, ms, nowMs, outcomeXpSince, timeZone))
    }
  }
  all.sort((a, b) => a.ms - b.ms)

  // The check-ins deleted along the way: any but the last week's.
  const deletable = all.length - Math.min(all.length, 21)
  const deletedIndexes = new Set(
    rng.sample(
      Array.from({ length: Math.max(0, deletable) }, (_, i) => i),
      Math.min(deletedCount, Math.max(0, deletable)),
    ),
  )
  const live = []
  const deletedEntries = []
  const records = []
  const events = []
  all.forEach(({ entry, ms }, index) => {
    const honored = entry.willIgnore === 'no'
    const decision = entry.mode === 'tap' && entry.decision !== null
    const outcome = entry.consequence !== null
    const record = {
      id: entry.id,
      day: entry.day,
      xp: entry.xp,
      honored,
      decision,
      outcome,
      ...(entry.outcomeXp ? { outcomeXp: entry.outcomeXp } : {}),
    }
    records.push(record)
    if (deletedIndexes.has(index)) deletedEntries.push(record)
    else live.push(entry)
    events.push({
      ms,
      at: entry.timestamp,
      day: entry.day,
      add: { checkins: 1, honored: honored ? 1 : 0, decisions: decision ? 1 : 0 },
    })
    const loggedAt = entry.consequenceDate ?? entry.outcomeLoggedAt
    if (outcome || entry.outcomeXp) {
      events.push({
        ms: Date.parse(loggedAt),
        at: loggedAt,
        add: { outcomes: outcome ? 1 : 0, outcomesLogged: entry.outcomeXp ? 1 : 0 },
      })
    }
    delete entry.outcomeLoggedAt
  })
  events.sort((a, b) => a.ms - b.ms)
  deletedEntries.sort((a, b) => (a.id < b.id ? -1 : 1))

  return {
    format: 'hara-journal',
    version: 1,
    exportedAt: new Date(nowMs).toISOString(),
    entries: live,
    gamification: gamificationOf(records, events),
    deletedEntries,
  }
}

function makeEntry(rng, ids, clock, ms, nowMs, outcomeXpSince, timeZone) {
  const timestamp = new Date(ms).toISOString()
  const base = { id: uuid(ids), timestamp, day: clock.day(ms), timeZone }
  const voice = rng.chance(0.4)
  let entry
  if (voice) {
    const scene = sceneOf(rng.pick(TOPICS), rng)
    const label = rng.weighted([
      ['unease', 4],
      ['unclear', 3],
      ['aligned', 3],
    ])
    const { gutFeeling, willIgnore } = answers(rng, label)
    entry = {
      mode: 'voice',
      transcript: transcriptFor(scene, rng),
      label,
      wantsResponse: true,
      aiInsights: insightsFor(scene, rng),
      gutFeeling,
      willIgnore,
      ...base,
      xp: willIgnore === 'no' ? XP_HONORED : XP_OTHER,
      consequence: null,
      consequenceDate: null,
    }
  } else {
    const custom = rng.chance(0.06)
    const context = custom
      ? CUSTOM_CONTEXT
      : rng.weighted(CATEGORIES.map((c, i) => [c, i < 5 ? 5 : 2]))
    const about = custom ? 'Other' : context
    const { gutFeeling, willIgnore } = answers(rng, rng.pick(['unease', 'unclear', 'aligned']))
    // The flow asks for a decision only after 'Yes, I'll ignore it'; 'skip for now' saves none.
    const decision = willIgnore === 'yes' && rng.chance(0.65) ? rng.pick(DECISIONS) : null
    entry = {
      mode: 'tap',
      context,
      ...(custom ? { customNote: rng.pick(CUSTOM_NOTES) } : {}),
      description: rng.pick(TAP_DESCRIPTIONS[about]) + rng.pick(DESCRIPTION_TAILS),
      bodySensation: rng.chance(0.05) ? rng.pick(CUSTOM_SIGNALS) : rng.pick(BODY_SIGNALS),
      gutFeeling,
      willIgnore,
      ...base,
      xp: willIgnore === 'no' ? XP_HONORED : XP_OTHER,
      consequence: null,
      consequenceDate: null,
      decision,
      needsFollowUp: decision !== null,
    }
  }
  // Outcomes: most tracked decisions come back with one (Home asks from two days on), and
  // some other check-ins get one from the Timeline.
  const tracked = entry.mode === 'tap' && entry.decision !== null
  if (rng.chance(tracked ? 0.75 : 0.3)) {
    const loggedMs = ms + rng.int(tracked ? 2 : 0, 14) * DAY_MS + rng.int(600, 10 * 3600) * 1000
    if (loggedMs < nowMs) {
      const consequenceDate = new Date(loggedMs).toISOString()
      const earns = loggedMs >= outcomeXpSince
      if (earns && rng.chance(0.02)) {
        // Logged, then removed again: the outcome XP stays with the entry.
        entry.outcomeXp = OUTCOME_XP
        entry.outcomeLoggedAt = consequenceDate
      } else {
        entry.consequence = outcomeText(rng, entry.willIgnore === 'no')
        entry.consequenceDate = consequenceDate
        if (earns) entry.outcomeXp = OUTCOME_XP
      }
    }
  }
  if (tracked && entry.consequence === null) {
    // 'Stop asking' on some, 'Not yet' on others.
    const roll = rng.random()
    if (roll < 0.3) entry.followUpStopped = true
    else if (roll < 0.5) entry.askAgainOn = addDays(entry.day, rng.int(3, 9))
  }
  return { entry, ms }
}

/** The file's text, as 'Export journal' saves it: indented JSON and a final newline. */
export function tenYearJournalText(options) {
  return `${JSON.stringify(tenYearJournal(options), null, 2)}\n`
}
