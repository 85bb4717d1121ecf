/**
 * The hub's memory of each account's latest change: only ever raised, told of changes only for
 * accounts it keeps, bounded, and forgotten on demand (after notifications may have been lost).
 */
import { describe, expect, it } from 'vitest'
import { createLatestChanges } from './latest-changes'

describe('the latest changes a process remembers', () => {
  it('only ever go up', () => {
    const latest = createLatestChanges(10)
    latest.remember('a', { seq: 5, keyVersion: 1 })
    latest.remember('a', { seq: 3, keyVersion: 1 })
    latest.observe('a', { seq: 4, keyVersion: 1 })
    expect(latest.get('a')).toEqual({ seq: 5, keyVersion: 1 })
    latest.observe('a', { seq: 6, keyVersion: null })
    expect(latest.get('a')).toEqual({ seq: 6, keyVersion: null })
  })

  it('learn of an account from a read, never from a change alone', () => {
    const latest = createLatestChanges(10)
    latest.observe('b', { seq: 9, keyVersion: 2 })
    expect(latest.get('b')).toBeUndefined()
  })

  it('keep the most recently used, and forget what they are told to', () => {
    const latest = createLatestChanges(2)
    latest.remember('a', { seq: 1, keyVersion: 1 })
    latest.remember('b', { seq: 1, keyVersion: 1 })
    latest.get('a')
    latest.remember('c', { seq: 1, keyVersion: 1 })
    expect(latest.get('b')).toBeUndefined()
    expect(latest.size).toBe(2)
    latest.forgetUnless((userId) => userId === 'c')
    expect(latest.get('a')).toBeUndefined()
    expect(latest.get('c')).toEqual({ seq: 1, keyVersion: 1 })
  })
})
