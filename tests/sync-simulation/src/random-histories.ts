import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { brokenInvariants, heal } from './invariants'
import { faultCounts, requestTime } from './network'
import { historyArbitrary, story, type History } from './ops'
import { allowed, forgiven } from './known-broken'
import { Run, withinTime } from './runner'
import { World } from './world'

/**
 * Random histories of phones, tabs and faults; after each, the network heals and the
 * invariants (invariants.ts) are checked. Every one of `SYNC_SIM_RUNS` histories runs, however
 * long they take, and the test says how many ran and in what time; `SYNC_SIM_SEED` picks the
 * seed (below). A failure prints its seed, path and shrunk story.
 *
 * The histories run in two shards, one file each (random-histories-*.test.ts), so that each
 * core of the machine runs one: every shard has its own server, account and phones. A seed
 * being replayed runs in the first shard only.
 */

export const SHARDS = 2
/** How many histories `npm test` runs, in all: the count ADR 0043 promises. */
export const NPM_TEST_RUNS = 2000
const total = Number(process.env.SYNC_SIM_RUNS ?? NPM_TEST_RUNS)
/**
 * `npm test` runs the same histories every time, from one seed per shard (ADR 0043): a CI
 * run proves the code against a known set, and a red run is the code's doing, not the draw's.
 * New ground is explored with `SYNC_SIM_SEED=random` (the soak run): a seed drawn afresh, and
 * printed before the first history, so that whatever happens the run can be replayed with
 * `SYNC_SIM_SEED=N`; every history found there becomes a named one in regressions.test.ts.
 */
const FIXED_SEEDS = [20261127, 43043043]
const chosen = process.env.SYNC_SIM_SEED
const replayed = chosen && chosen !== 'random' ? Number(chosen) : undefined
const seedOf = (shard: number) =>
  chosen === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : (replayed ?? FIXED_SEEDS[(shard - 1) % FIXED_SEEDS.length]!)
const path = process.env.SYNC_SIM_PATH
/** SYNC_SIM_ALL=1: the steps known-broken.ts leaves out are taken too. */
const everything = Boolean(process.env.SYNC_SIM_ALL)

async function runHistory(world: World, history: History): Promise<string[]> {
  const run = new Run(world, history.phones, history.tabs)
  try {
    await run.startFresh()
    for (const op of history.ops) await run.step(op)
    await withinTime(heal(run), 'healing')
  } catch (error) {
    return [`the history stopped: ${(error as Error).message}`]
  }
  return brokenInvariants(run)
}

/** How a shard's histories went, in one line. */
function summary(shard: number, histories: number, seconds: number, cpuSeconds: number): string {
  const rate = (histories / seconds).toFixed(1)
  const cpu = ((1000 * cpuSeconds) / Math.max(1, histories)).toFixed(0)
  const faults = [...faultCounts]
    .sort()
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ')
  const server = (requestTime.total / 1000).toFixed(1)
  // The clock moves on at every reading (setup.ts): how far ahead of the real one it ran.
  const ahead = (Date.now() - (performance.timeOrigin + performance.now())) / 1000
  return [
    `shard ${shard}: ${histories} histories in ${seconds.toFixed(1)} s (${rate} a second, ${cpu} ms of CPU each)`,
    `  faults: ${faults}`,
    `  ${requestTime.count} requests, ${server} s in the server; the clock ${ahead.toFixed(1)} s ahead`,
  ].join('\n')
}

/** Shard `shard` (from 1) of the random histories. */
export function randomHistories(shard: number): void {
  let world: World
  beforeAll(async () => {
    world = await World.create(3, 3)
  })
  afterAll(() => world?.close())

  const replaying = replayed !== undefined && shard > 1
  const runs = replaying ? 0 : replayed !== undefined ? total : Math.ceil(total / SHARDS)
  const seed = seedOf(shard)
  it.skipIf(replaying)(
    `keeps every acknowledged change through ${runs} random histories of faults (shard ${shard} of ${SHARDS}, seed ${seed})`,
    async () => {
      if (chosen === 'random') console.log(`shard ${shard}: seed ${seed} (SYNC_SIM_SEED=${seed})`)
      const started = performance.now()
      const cpu = process.cpuUsage()
      let histories = 0
      await fc.assert(
        fc.asyncProperty(
          historyArbitrary(3, 3, everything ? undefined : allowed),
          async (history) => {
            histories += 1
            const broken = (await runHistory(world, history)).filter(
              (item) => everything || !forgiven(item),
            )
            if (broken.length > 0) {
              throw new Error(
                `${broken.join('\n')}\n--- story (SYNC_SIM_SEED=${seed}) ---\n${story(history)}`,
              )
            }
          },
        ),
        { numRuns: runs, seed, path, endOnFailure: process.env.SYNC_SIM_SHRINK === '0' },
      )
      const took = (performance.now() - started) / 1000
      const used = process.cpuUsage(cpu)
      console.log(summary(shard, histories, took, (used.user + used.system) / 1e6))
      // A path replays one history and its shrinks; otherwise every history ran.
      if (path === undefined) expect(histories).toBe(runs)
    },
    // Every history runs to its end, however busy the machine; a step or a heal that never
    // ends fails its history after 10 s (`withinTime`).
    runs * 5_000 + 60_000,
  )
}
