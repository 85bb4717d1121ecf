// Checks the generated journal against the core itself (run with tsx, which loads the core's
// TypeScript): `npx tsx scripts/lib/check-ten-year-journal.mjs [entries] [timeZone]`.
// The file must be read by `readJournalFile` as the app's Import reads it, with every entry;
// its gamification state must be the one `recomputeGamification` gives the journal, and an
// import into an empty journal must keep it; the lists repeated in the generator must be the
// core's; days, XP and outcome XP must follow the core's rules. Prints the file's size and
// what it holds; exits 1 on any difference.
import {
  ACHIEVEMENTS,
  DEFAULT_BODY_SIGNALS,
  DEFAULT_CATEGORIES,
  INITIAL_GAMIFICATION_STATE,
  OUTCOME_XP,
  checkInXp,
  localDay,
  mergeEntries,
  mergeJournals,
  readJournalFile,
  recomputeGamification,
} from '@hara/core'
import {
  ACHIEVEMENTS as GENERATOR_ACHIEVEMENTS,
  BODY_SIGNALS,
  CATEGORIES,
  tenYearJournalText,
} from './ten-year-journal.mjs'

const entries = Number(process.argv[2] ?? 11000)
const timeZone = process.argv[3] ?? 'UTC'
const now = Date.now()
const problems = []
const expect = (ok, what) => {
  if (!ok) problems.push(what)
}
/** JSON with every object's keys sorted, so the order of keys does not count. */
const sorted = (value) =>
  Array.isArray(value)
    ? value.map(sorted)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sorted(value[k])]),
        )
      : value
const same = (a, b) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b))

let started = performance.now()
const text = tenYearJournalText({ entries, now, timeZone })
const generatedMs = performance.now() - started
expect(
  text === tenYearJournalText({ entries, now, timeZone }),
  'the same options give another file',
)

started = performance.now()
const read = readJournalFile(text, 'UTC')
const readMs = performance.now() - started
if (!read.ok) {
  console.error(`readJournalFile refused the file: ${read.problem}`)
  process.exit(1)
}
const { journal } = read
const file = JSON.parse(text)
expect(journal.entries.length === entries, `${journal.entries.length} entries read, not ${entries}`)
expect(same(journal.entries, file.entries), 'reading changed the entries')

expect(same(DEFAULT_CATEGORIES, CATEGORIES), 'the categories differ from the core')
expect(same(DEFAULT_BODY_SIGNALS, BODY_SIGNALS), 'the body signals differ from the core')
expect(same(ACHIEVEMENTS, GENERATOR_ACHIEVEMENTS), 'the achievements differ from the core')

const recomputed = recomputeGamification([journal], mergeEntries([journal]), now)
expect(same(recomputed, journal.gamification), 'gamification differs from recomputeGamification')
const empty = {
  entries: [],
  gamification: INITIAL_GAMIFICATION_STATE,
  deletedEntries: [],
}
const imported = mergeJournals(empty, journal, now)
expect(imported.report.added === entries, `an import adds ${imported.report.added}`)
expect(same(imported.journal.gamification, journal.gamification), 'an import changes the state')

let previous = ''
for (const entry of journal.entries) {
  expect(entry.timestamp >= previous, `${entry.id} is out of order`)
  previous = entry.timestamp
  expect(entry.day === localDay(Date.parse(entry.timestamp), entry.timeZone), `${entry.id}: day`)
  expect(entry.xp === checkInXp(entry.willIgnore), `${entry.id}: xp`)
  expect(entry.outcomeXp === undefined || entry.outcomeXp === OUTCOME_XP, `${entry.id}: outcomeXp`)
  expect(Date.parse(entry.timestamp) < now, `${entry.id} is in the future`)
  if (entry.mode === 'tap') {
    expect(entry.needsFollowUp === (entry.decision !== null), `${entry.id}: needsFollowUp`)
    expect(entry.decision === null || entry.willIgnore === 'yes', `${entry.id}: decision`)
  }
}

const voice = journal.entries.filter((e) => e.mode === 'voice')
const tap = journal.entries.filter((e) => e.mode === 'tap')
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `${sorted[0]}, ${sorted[Math.floor(sorted.length / 2)]}, ${sorted.at(-1)}`
}
const g = journal.gamification
console.log(
  [
    `${entries} entries in ${timeZone}: ${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB ` +
      `(${(Buffer.byteLength(text) / 2 ** 20).toFixed(2)} MiB), generated in ${generatedMs.toFixed(0)} ms, ` +
      `read by readJournalFile in ${readMs.toFixed(0)} ms`,
    `  ${journal.entries[0].day} to ${journal.entries.at(-1).day}; ${voice.length} voice, ${tap.length} tap, ` +
      `${journal.deletedEntries.length} deleted`,
    `  voice transcript words min, median, max: ${stats(voice.map((e) => e.transcript.split(/\s+/).length))}; ` +
      `distinct transcripts ${new Set(voice.map((e) => e.transcript)).size}`,
    `  aiInsights characters min, median, max: ${stats(voice.map((e) => e.aiInsights.length))}`,
    `  decisions ${tap.filter((e) => e.decision !== null).length}, outcomes ` +
      `${journal.entries.filter((e) => e.consequence !== null).length}, with outcome XP ` +
      `${journal.entries.filter((e) => e.outcomeXp).length}, custom contexts ` +
      `${tap.filter((e) => e.context === 'Custom').length}`,
    `  totalXP ${g.totalXP}, check-ins ${g.totalCheckins}, streak ${g.currentStreak} to ` +
      `${g.lastCheckInDate}, achievements ${g.achievements.length}`,
  ].join('\n'),
)
if (problems.length) {
  console.error(`\n${problems.length} problems:\n  ${problems.slice(0, 20).join('\n  ')}`)
  process.exit(1)
}
console.log('  readJournalFile accepts it; state, days, XP and lists agree with the core')
