import { BACKUP_PASSPHRASE_MIN_LENGTH } from './backup-contract'

/**
 * A hint of how hard a backup passphrase is to guess (issue 11), shown while it is typed. A
 * rough estimate of its entropy from its length, its variety of characters and how much it
 * repeats itself; it guides, it does not judge: any passphrase of the minimum length is
 * accepted.
 */
export type PassphraseStrength = 'too-short' | 'weak' | 'fair' | 'strong'

export function passphraseStrength(passphrase: string): PassphraseStrength {
  const chars = [...passphrase.normalize('NFC')]
  if (chars.length < BACKUP_PASSPHRASE_MIN_LENGTH) return 'too-short'
  let pool = 0
  if (chars.some((c) => /[a-z]/.test(c))) pool += 26
  if (chars.some((c) => /[A-Z]/.test(c))) pool += 26
  if (chars.some((c) => /[0-9]/.test(c))) pool += 10
  if (chars.some((c) => /[ -/:-@[-`{-~]/.test(c))) pool += 33
  if (chars.some((c) => c > '~')) pool += 100
  // A character repeated over and over adds little: count at most two uses of each.
  const distinct = new Set(chars.map((c) => c.toLowerCase())).size
  const bits = Math.min(chars.length, distinct * 2) * Math.log2(Math.max(pool, 2))
  if (bits < 50) return 'weak'
  if (bits < 75) return 'fair'
  return 'strong'
}
