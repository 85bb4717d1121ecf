import { describe, expect, it } from 'vitest'
import { MIN_PASSPHRASE_SCORE, scorePassphrase } from './passphrase-score'

describe('the backup passphrase score', () => {
  it.each(['Password2024!', 'iloveyou123', 'qwertyuiop1', 'letmein12345'])(
    'rates a guessable passphrase (%s) below what a backup needs, and says why',
    async (passphrase) => {
      const { score, warning, suggestions } = await scorePassphrase(passphrase)
      expect(score).toBeLessThan(MIN_PASSPHRASE_SCORE)
      expect(warning || suggestions.length > 0).toBeTruthy()
    },
  )

  it.each(['quiet river at dawn 42', 'velvet moss keeps the lantern warm'])(
    'rates a passphrase of several unrelated words (%s) good enough',
    async (passphrase) => {
      expect((await scorePassphrase(passphrase)).score).toBeGreaterThanOrEqual(MIN_PASSPHRASE_SCORE)
    },
  )
})
