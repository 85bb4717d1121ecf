import { describe, expect, it } from 'vitest'
import { turnsByKey } from './in-turn'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A slow piece of work asked for under `first`, then a quick one under `second`: which ended first. */
async function slowThenQuick(first: string, second: string): Promise<string[]> {
  const inTurn = turnsByKey<string>()
  const ended: string[] = []
  await Promise.all([
    inTurn(first, async () => {
      await later(30)
      ended.push('slow')
    }),
    inTurn(second, async () => {
      ended.push('quick')
    }),
  ])
  return ended
}

describe('turns by key', () => {
  it('runs one key’s work in the order asked: a slow first one ends before the next starts', async () => {
    expect(await slowThenQuick('a', 'a')).toEqual(['slow', 'quick'])
  })

  it('lets another key’s work run meanwhile', async () => {
    expect(await slowThenQuick('a', 'b')).toEqual(['quick', 'slow'])
  })

  it('goes on after a failure, which reaches only its own caller', async () => {
    const inTurn = turnsByKey<string>()
    const failed = inTurn('a', () => Promise.reject(new Error('storage full')))
    const next = inTurn('a', async () => undefined)
    await expect(failed).rejects.toThrow('storage full')
    await expect(next).resolves.toBeUndefined()
  })
})
