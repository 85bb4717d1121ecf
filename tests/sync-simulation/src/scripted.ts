import { brokenInvariants, heal } from './invariants'
import type { Op } from './ops'
import { Run } from './runner'
import type { World } from './world'

/** A named history: a fresh start, every phone with sync on, the steps, the heal, the checks. */
export async function scripted(
  world: World,
  ops: readonly Op[],
  options: { phones?: number; tabs?: number; between?: (run: Run) => Promise<void> } = {},
): Promise<{ run: Run; broken: string[] }> {
  const run = new Run(world, options.phones ?? 2, options.tabs ?? 1)
  await run.startFresh()
  for (const op of ops) await run.step(op)
  await options.between?.(run)
  await heal(run)
  const broken = await brokenInvariants(run)
  if (process.env.SYNC_SIM_TRACE) console.log(broken.join('\n'))
  return { run, broken }
}

export const checkIn = (p: number, honored = true, tab = 0): Op => ({
  t: 'checkin',
  p,
  tab,
  voice: false,
  honored,
})
export const sync = (p: number, tab = 0): Op => ({ t: 'sync', p, tab })
