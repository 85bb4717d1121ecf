/**
 * `npm run bench:coach`: the grounded engine's time per request type at 100, 1,000 and 10,000
 * entries, on one core. Budget: 50 ms per type at 10,000 entries. Each figure is the
 * median of 7 runs after one warm-up run on another journal; the exit code is 1 over budget.
 *
 * The budget is held against CPU time (process.cpuUsage), which a shared, busy machine does
 * not inflate by the time the process spends waiting for a core; wall time is printed beside
 * it. With `--write`, the highest figures at 10,000 entries replace their line in
 * docs/quality.md.
 */
import { performance } from 'node:perf_hooks'
import type { CoachEntry, CoachRequest } from '@hara/core'
import { answerCoach } from '../src/engine'
import { syntheticJournal } from '../src/test/synthetic-journal'
import { recordFigures } from '../../../scripts/lib/doc-figures.mjs'

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

const results = new Map<string, { cpu: number; wall: number }[]>()
for (const size of SIZES) {
  for (const request of requestsFor(syntheticJournal(size, size))) {
    const cpu: number[] = []
    const wall: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const cpuStart = process.cpuUsage()
      const started = performance.now()
      answerCoach(request, { day: DAY })
      wall.push(performance.now() - started)
      const used = process.cpuUsage(cpuStart)
      cpu.push((used.user + used.system) / 1000)
    }
    const row = results.get(request.type) ?? []
    row.push({ cpu: median(cpu), wall: median(wall) })
    results.set(request.type, row)
  }
}

const pad = (text: string, width: number) => text.padStart(width)
console.log(
  `Coach engine: CPU ms per request (wall ms in brackets), median of ${RUNS} runs; budget ${BUDGET_MS} ms CPU at 10,000 entries\n`,
)
console.log(
  `${'type'.padEnd(20)}${SIZES.map((s) => pad(s.toLocaleString('en-US'), 18)).join('')}  verdict`,
)
let failed = false
for (const [type, times] of results) {
  const over = times[times.length - 1]!.cpu > BUDGET_MS
  failed ||= over
  const cells = times.map((t) => pad(`${t.cpu.toFixed(2)} (${t.wall.toFixed(1)})`, 18)).join('')
  console.log(`${type.padEnd(20)}${cells}  ${over ? 'OVER BUDGET' : 'ok'}`)
}
const highest = [...results]
  .map(([type, times]) => ({ type, cpu: times[times.length - 1]!.cpu }))
  .sort((a, b) => b.cpu - a.cpu)
  .slice(0, 3)
recordFigures(
  'bench:coach',
  `highest CPU at 10,000 entries: ${highest.map((h) => `${h.type} ${h.cpu.toFixed(1)} ms`).join(', ')}`,
)
process.exit(failed ? 1 : 0)
