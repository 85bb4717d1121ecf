/**
 * `npm run bench:coach`: the grounded engine's time per request type at 100, 1,000 and 10,000
 * entries, on one core. Budget (issue 8): 50 ms per type at 10,000 entries. Each figure is the
 * median of 7 runs after one warm-up run on another journal; the exit code is 1 over budget.
 */
import { performance } from 'node:perf_hooks'
import type { CoachEntry, CoachRequest } from '@hara/core'
import { answerCoach } from '../src/engine'
import { syntheticJournal } from '../src/synthetic-journal'

const BUDGET_MS = 50
const SIZES = [100, 1_000, 10_000]
const RUNS = 7
const DAY = '2026-03-01'

const honored = (e: CoachEntry) => (e.willIgnore === undefined ? null : e.willIgnore === 'no')

function requestsFor(entries: CoachEntry[]): CoachRequest[] {
  return [
    { type: 'daily_focus', entries },
    { type: 'mission_generation', entries },
    { type: 'pattern_analysis', entries },
    { type: 'daily_guidance', entries },
    {
      type: 'voice_analysis',
      transcript: entries.find((e) => e.transcript)?.transcript ?? 'Hello',
      label: 'unease',
    },
    {
      type: 'signals_analysis',
      items: entries.flatMap((e) =>
        e.bodySensation
          ? [
              {
                sensation: e.bodySensation,
                gutFeeling: e.gutFeeling,
                honored: honored(e),
                consequence: e.consequence ?? null,
              },
            ]
          : [],
      ),
    },
    {
      type: 'trust_analysis',
      items: entries.flatMap((e) =>
        e.willIgnore
          ? [
              {
                honored: e.willIgnore === 'no',
                consequence: e.consequence ?? null,
                decision: e.decision ?? null,
              },
            ]
          : [],
      ),
    },
    {
      type: 'tone_analysis',
      items: entries.flatMap((e) =>
        e.transcript ? [{ transcript: e.transcript, label: e.label, honored: honored(e) }] : [],
      ),
    },
  ]
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

for (const request of requestsFor(syntheticJournal(2_000, 99))) answerCoach(request, { day: DAY })

const results = new Map<string, number[]>()
for (const size of SIZES) {
  for (const request of requestsFor(syntheticJournal(size, size))) {
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      answerCoach(request, { day: DAY })
      times.push(performance.now() - started)
    }
    results.set(request.type, [...(results.get(request.type) ?? []), median(times)])
  }
}

const pad = (text: string, width: number) => text.padStart(width)
console.log(`Coach engine, median of ${RUNS} runs (ms); budget ${BUDGET_MS} ms at 10,000 entries\n`)
console.log(
  `${'type'.padEnd(20)}${SIZES.map((s) => pad(s.toLocaleString('en-US'), 10)).join('')}  verdict`,
)
let failed = false
for (const [type, times] of results) {
  const over = times[times.length - 1]! > BUDGET_MS
  failed ||= over
  console.log(
    `${type.padEnd(20)}${times.map((t) => pad(t.toFixed(2), 10)).join('')}  ${over ? 'OVER BUDGET' : 'ok'}`,
  )
}
process.exit(failed ? 1 : 0)
