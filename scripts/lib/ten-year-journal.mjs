// A realistic journal of someone who has used Hara for years, in the app's export format
// ('hara-journal' version 1, as `journalFileText` in packages/core/src/journal-file.ts writes
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
// are repeated here, and the check compares them with the core's.
// Deterministic: the same options give the same file, ids included (UUIDs from a seeded
// generator, shaped as `crypto.randomUUID()`'s).
import {
  SHARED,
  TOPICS,
  OPENERS,
  SITUATIONS,
  DETAILS,
  BODY,
  THOUGHTS,
  MEMORIES,
  CONFLICTS,
  CLOSINGS,
  FILLERS,
  INSIGHT_OPENINGS,
  INSIGHT_SIGNALS,
  INSIGHT_PATTERNS,
  INSIGHT_QUESTIONS,
  INSIGHT_STEPS,
  INSIGHT_CLOSINGS,
  TAP_DESCRIPTIONS,
  CUSTOM_NOTES,
  CUSTOM_SIGNALS,
  DESCRIPTION_TAILS,
  DECISIONS,
  OUTCOMES,
} from './journal-phrases.mjs'

/** The core's DEFAULT_CATEGORIES (packages/core/src/defaults.ts). */
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
const CUSTOM_CONTEXT = 'Custom'
/** The core's check-in XP (levels.ts): 10 honored, 5 otherwise; 5 for an outcome, once. */
const XP_HONORED = 10
const XP_OTHER = 5
const OUTCOME_XP = 5
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

/** Check-ins a day on average: 11,000 over ten years. */
const PER_DAY = 11000 / 3652
const DAY_MS = 86_400_000
/** Outcome XP is newer than the journal: only outcomes logged in its last three years earned it. */
const OUTCOME_XP_SINCE_DAYS = 3 * 365

// ---------------------------------------------------------------------------------------------
// Randomness: sfc32 seeded through splitmix32, so every option gives its own stream.

function splitmix32(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

function makeRandom(...seeds) {
  let mix = 0x2545f491
  for (const seed of seeds) mix = Math.imul(mix ^ (Number(seed) >>> 0), 0x9e3779b1) ^ (mix >>> 15)
  const init = splitmix32(mix)
  let [a, b, c, d] = [init(), init(), init(), init()]
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t >>> 0
  }
  for (let i = 0; i < 12; i++) next()
  const random = () => next() / 4294967296
  return {
    random,
    uint32: next,
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    chance: (p) => random() < p,
    pick: (list) => list[Math.floor(random() * list.length)],
    /** Picks by weight: `[[value, weight], …]`. */
    weighted: (pairs) => {
      let total = 0
      for (const [, w] of pairs) total += w
      let r = random() * total
      for (const [value, w] of pairs) {
        r -= w
        if (r < 0) return value
      }
      return pairs[pairs.length - 1][0]
    },
    /** `count` distinct items of `list`, in a random order. */
    sample: (list, count) => {
      const copy = [...list]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j], copy[i]]
      }
      return copy.slice(0, count)
    },
  }
}

/** A version 4 UUID from the generator, shaped as `crypto.randomUUID()`'s. */
function uuid(rng) {
  const bytes = []
  for (let i = 0; i < 4; i++) {
    const n = rng.uint32()
    bytes.push(n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24)
  }
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

// ---------------------------------------------------------------------------------------------
// Time: local days and local times in `timeZone`, as the app computes them (Intl).

function zoneClock(timeZone) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  const fields = (ms) => {
    const out = {}
    for (const { type, value } of format.formatToParts(ms)) out[type] = Number(value)
    return out
  }
  /** The zone's offset from UTC at `ms`, in ms. */
  const offset = (ms) => {
    const f = fields(ms)
    return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - (ms - (ms % 1000))
  }
  return {
    /** The local calendar day of `ms`, `YYYY-MM-DD`. */
    day(ms) {
      const f = fields(ms)
      return `${String(f.year).padStart(4, '0')}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`
    },
    /** Epoch ms of a local time on `day` (a skipped hour in a DST change lands an hour on). */
    at(day, seconds) {
      const [y, m, d] = day.split('-').map(Number)
      const guess = Date.UTC(y, m - 1, d) + seconds * 1000
      let ms = guess - offset(guess)
      const second = guess - offset(ms)
      if (second !== ms) ms = second
      return ms
    },
  }
}

const addDays = (day, count) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10)

// ---------------------------------------------------------------------------------------------
// Words. Slots in braces are filled from the topic's lists, then from the shared ones.

function fill(template, slots, rng) {
  return template.replace(/\{(\w+)\}/g, (_, name) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1)
    const list = slots[key] ?? SHARED[key]
    if (!list) return name
    const value = rng.pick(list)
    return name === key ? value : value.charAt(0).toUpperCase() + value.slice(1)
  })
}

/** The person's own words, as the coach says them back: 'my sleep' becomes 'your sleep'. */
const secondPerson = (list) =>
  list.map((text) =>
    text
      .replace(/\bmy\b/g, 'your')
      .replace(/\bMy\b/g, 'Your')
      .replace(/\bme\b/g, 'you')
      .replace(/\bI am\b/g, 'you are')
      .replace(/\bI\b/g, 'you')
      .replace(/\bus\b/g, 'the two of you')
      .replace(/\bwe\b/g, 'you'),
  )

const wordCount = (text) => text.split(/\s+/).filter(Boolean).length

/** About a minute of speech: 130 to 160 words, built from the banks. */
function transcriptFor(scene, rng) {
  const target = rng.int(130, 160)
  const parts = [
    rng.pick(OPENERS),
    rng.pick(SITUATIONS),
    ...rng.sample(DETAILS, rng.int(1, 2)),
    ...rng.sample(BODY, rng.int(1, 2)),
    ...rng.sample(THOUGHTS, 2),
    ...(rng.chance(0.6) ? [rng.pick(MEMORIES)] : []),
    rng.pick(CONFLICTS),
  ]
  const more = [
    ...rng.sample(THOUGHTS, 4),
    ...rng.sample(FILLERS, 4),
    ...rng.sample(DETAILS, 3),
    ...rng.sample(BODY, 2),
  ]
  const closings = rng.sample(CLOSINGS, 2)
  const sentences = parts.map((t) => fill(t, scene, rng))
  let words = wordCount(sentences.join(' '))
  const closing = closings.map((t) => fill(t, scene, rng))
  words += wordCount(closing.join(' '))
  for (const extra of rng.sample(more, more.length)) {
    const sentence = fill(extra, scene, rng)
    const n = wordCount(sentence)
    if (words + n > target) continue
    sentences.splice(rng.int(2, sentences.length), 0, sentence)
    words += n
    if (words >= target - 6) break
  }
  // Trim from the middle when the required parts alone run long, pad when short.
  while (words > 160 && sentences.length > 4) {
    const [removed] = sentences.splice(sentences.length - 2, 1)
    words -= wordCount(removed)
  }
  for (const filler of rng.sample(FILLERS, FILLERS.length)) {
    if (words >= 130) break
    sentences.push(filler)
    words += wordCount(filler)
  }
  return [...sentences, ...closing].join(' ')
}

/** The coach's guidance on a voice note: markdown of about 2 kB. */
function insightsFor(scene, rng) {
  const slots = {
    ...Object.fromEntries(Object.entries(SHARED).map(([k, v]) => [k, secondPerson(v)])),
    ...Object.fromEntries(
      Object.entries(scene)
        .filter(([, v]) => Array.isArray(v))
        .map(([k, v]) => [k, secondPerson(v)]),
    ),
    topic: [scene.name.charAt(0).toUpperCase() + scene.name.slice(1)],
    want_short: ['protecting what matters to you', 'a clear no', 'a wholehearted yes', 'more room'],
  }
  const f = (t) => fill(t, slots, rng)
  // Each bank shuffled once: the sections take from the front, the extras from what is left.
  const signals = rng.sample(INSIGHT_SIGNALS, INSIGHT_SIGNALS.length)
  const patterns = rng.sample(INSIGHT_PATTERNS, INSIGHT_PATTERNS.length)
  const questions = rng.sample(INSIGHT_QUESTIONS, INSIGHT_QUESTIONS.length)
  const steps = rng.sample(INSIGHT_STEPS, 2)
  const closing = f(rng.pick(INSIGHT_CLOSINGS))
  const target = rng.int(1800, 2100) - closing.length - 2
  const quote = `${fill(rng.pick(DETAILS), scene, rng)} ${fill(rng.pick(THOUGHTS), scene, rng)}`
  const bullets = (list) => list.map((t) => `- ${f(t)}`).join('\n')
  const sections = [
    `## What I'm hearing\n\n${f(rng.pick(INSIGHT_OPENINGS))}\n\n> ${quote}`,
    `### Your body's signal\n\n${bullets(signals.slice(0, 2))}`,
    `### Patterns worth noticing\n\n${bullets(patterns.slice(0, 2))}`,
    `### Questions to sit with\n\n${questions
      .slice(0, 3)
      .map((t, i) => `${i + 1}. ${f(t)}`)
      .join('\n')}`,
    `### A small next step\n\n**${f(steps[0])}** ${f(steps[1])}`,
  ]
  let text = sections.join('\n\n')
  const extras = rng.sample(
    [...signals.slice(2), ...patterns.slice(2), ...questions.slice(3)].map((t) => `- ${f(t)}`),
    12,
  )
  const more = []
  for (const line of extras) {
    if (text.length + more.join('\n').length + line.length + 30 > target) continue
    more.push(line)
  }
  if (more.length) text += `\n\n### Also worth noticing\n\n${more.join('\n')}`
  return `${text}\n\n${closing}`
}

/** One situation: the topic with one person, one request, one pair of options, one stake. */
function sceneOf(topic, rng) {
  return Object.fromEntries(
    Object.entries(topic).map(([k, v]) => [k, Array.isArray(v) ? [rng.pick(v)] : v]),
  )
}

// ---------------------------------------------------------------------------------------------

/** The gut's answer and whether it will be ignored, as people tend to answer them. */
function answers(rng, label) {
  const gutFeeling =
    label === 'unease'
      ? rng.weighted([
          ['no', 6],
          ['pause', 3],
          ['yes', 1],
        ])
      : label === 'aligned'
        ? rng.weighted([
            ['yes', 7],
            ['pause', 1],
            ['no', 2],
          ])
        : rng.weighted([
            ['yes', 3],
            ['no', 4],
            ['pause', 3],
          ])
  const willIgnore = rng.weighted([
    ['no', 60],
    ['yes', 26],
    ['not-sure', 14],
  ])
  return { gutFeeling, willIgnore }
}

/** An outcome sentence that fits what was done with the feeling. */
function outcomeText(rng, honored) {
  const kind = honored
    ? rng.weighted([
        ['good', 7],
        ['bad', 1],
        ['mixed', 2],
      ])
    : rng.weighted([
        ['good', 3],
        ['bad', 5],
        ['mixed', 2],
      ])
  return rng.pick(OUTCOMES[kind])
}

/** Waking hours, busiest around midday and the evening. */
const HOURS = [
  [7, 3],
  [8, 6],
  [9, 8],
  [10, 7],
  [11, 6],
  [12, 8],
  [13, 7],
  [14, 5],
  [15, 5],
  [16, 5],
  [17, 6],
  [18, 7],
  [19, 7],
  [20, 8],
  [21, 9],
  [22, 6],
]

/** Which days are checked in on, and how many times. Never-empty on the last week. */
function dayCounts(rng, firstDay, days, total) {
  const active = new Array(days).fill(true)
  // A few days off now and then: about one break of 1-5 days every seven weeks.
  for (let d = 0; d < days - 7; d++) {
    if (rng.chance(1 / 50)) {
      const length = rng.int(1, 5)
      for (let i = 0; i < length && d + i < days - 7; i++) active[d + i] = false
      d += length
    }
  }
  const weights = active.map((on, d) => {
    if (!on) return 0
    const weekday = new Date(Date.parse(`${firstDay}T00:00:00Z`) + d * DAY_MS).getUTCDay()
    const weekend = weekday === 0 || weekday === 6
    return (weekend ? 0.75 : 1.1) * (0.6 + rng.random() * 0.8)
  })
  const counts = new Array(days).fill(0)
  const activeDays = active.filter(Boolean).length
  let left = total
  if (total >= activeDays) {
    for (let d = 0; d < days; d++) if (active[d]) counts[d] = 1
    left -= activeDays
  }
  const sum = weights.reduce((a, b) => a + b, 0)
  // Cumulative weights, then one binary search per check-in.
  const cumulative = []
  let acc = 0
  for (const w of weights) cumulative.push((acc += w / sum))
  for (let i = 0; i < left; i++) {
    const r = rng.random()
    let lo = 0
    let hi = days - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid] > r) hi = mid
      else lo = mid + 1
    }
    counts[lo] += 1
  }
  return counts
}

/**
 * The gamification state the core's `recomputeGamification` gives a journal whose check-ins
 * ever made are `records` (live and deleted), each achievement unlocked when its count was
 * reached. `events` are the moments counts grew, in time order.
 */
function gamificationOf(records, events) {
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
