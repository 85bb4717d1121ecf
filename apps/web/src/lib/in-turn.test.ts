import { describe, expect, it } from 'vitest'
import { turnsByKey } from './in-turn'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('turns by key', () => {
  it('runs one key’s work in the order asked, a slow first one finishing before the next starts', async () => {
    const inTurn = turnsByKey<string>()
    const done: string[] = []
    await Promise.all([
      inTurn('a', async () => {
        await later(30)
        done.push('slow first')
      }),
      inTurn('a', async () => {
        done.push('quick second')
      }),
    ])
    expect(done).toEqual(['slow first', 'quick second'])
  })

  it('goes on after a failure, which reaches only its own caller', async () => {
    const inTurn = turnsByKey<string>()
    const failed = inTurn('a', () => Promise.reject(new Error('storage full')))
    const next = inTurn('a', async () => undefined)
    await expect(failed).rejects.toThrow('storage full')
    await expect(next).resolves.toBeUndefined()
  })

  it('lets another key’s work run meanwhile', async () => {
    const inTurn = turnsByKey<string>()
    const done: string[] = []
    await Promise.all([
      inTurn('a', async () => {
        await later(30)
        done.push('a')
      }),
      inTurn('b', async () => {
        done.push('b')
      }),
    ])
    expect(done).toEqual(['b', 'a'])
  })
})
