import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { describe, expect, it } from 'vitest'
import { TEST_PASSWORD_COST as LOW } from '../../test/harness'
import { createPasswordHashing } from './password-hashing'

describe('password hashing', () => {
  it("is better-auth's at its default cost: each verifies the other's hashes", async () => {
    const passwords = createPasswordHashing()
    const theirs = await hashPassword('correct horse')
    expect(await passwords.verify({ hash: theirs, password: 'correct horse' })).toBe(true)
    expect(await passwords.verify({ hash: theirs, password: 'correct horsE' })).toBe(false)
    const ours = await passwords.hash('correct horse')
    expect(await verifyPassword({ hash: ours, password: 'correct horse' })).toBe(true)
    expect(await verifyPassword({ hash: ours, password: 'battery staple' })).toBe(false)
  })

  it('salts every hash, and checks at the cost it was made with', async () => {
    const low = createPasswordHashing(LOW)
    const [first, second] = await Promise.all([
      low.hash('correct horse'),
      low.hash('correct horse'),
    ])
    expect(first).not.toBe(second)
    expect(await low.verify({ hash: first, password: 'correct horse' })).toBe(true)
    expect(await low.verify({ hash: second, password: 'correct horse' })).toBe(true)
    expect(await low.verify({ hash: first, password: 'correct horse ' })).toBe(false)
    expect(await verifyPassword({ hash: first, password: 'correct horse' })).toBe(false)
  })

  it('reads a password typed composed or decomposed as the same', async () => {
    const low = createPasswordHashing(LOW)
    const hash = await low.hash('Caf\u00e9 au lait')
    expect(await low.verify({ hash, password: 'Cafe\u0301 au lait' })).toBe(true)
  })

  it('refuses a stored hash that is not salt:key', async () => {
    const low = createPasswordHashing(LOW)
    await expect(low.verify({ hash: 'plain', password: 'plain' })).rejects.toThrow(
      'Invalid password hash',
    )
  })
})
