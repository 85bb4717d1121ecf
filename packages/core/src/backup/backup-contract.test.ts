import { describe, expect, it } from 'vitest'
import { BACKUP_KDF_ITERATIONS } from './backup-contract'
import { backupUploadSchema } from './backup-wire'

/** Base64 of `bytes` zero bytes ('AAAA…' with the right padding). */
const base64 = (bytes: number) => {
  const full = Math.floor(bytes / 3)
  const rest = bytes % 3
  return 'AAAA'.repeat(full) + (rest === 1 ? 'AA==' : rest === 2 ? 'AAA=' : '')
}

const upload = {
  baseVersion: null,
  kdf: { algorithm: 'PBKDF2-SHA-256', iterations: BACKUP_KDF_ITERATIONS, salt: base64(16) },
  cipher: { algorithm: 'AES-256-GCM', iv: base64(12) },
  ciphertext: base64(40),
}

describe('the backup upload', () => {
  it('accepts PBKDF2-SHA-256 at 600,000 iterations or more with AES-256-GCM', () => {
    expect(BACKUP_KDF_ITERATIONS).toBeGreaterThanOrEqual(600_000)
    expect(backupUploadSchema.safeParse(upload).success).toBe(true)
    expect(backupUploadSchema.safeParse({ ...upload, baseVersion: 3 }).success).toBe(true)
  })

  it('refuses weaker parameters, wrong lengths and text that is not base64', () => {
    const refused = [
      { ...upload, kdf: { ...upload.kdf, iterations: 100_000 } },
      { ...upload, kdf: { ...upload.kdf, iterations: 1e9 } },
      { ...upload, kdf: { ...upload.kdf, algorithm: 'scrypt' } },
      { ...upload, kdf: { ...upload.kdf, salt: base64(8) } },
      { ...upload, cipher: { ...upload.cipher, iv: base64(16) } },
      { ...upload, cipher: { ...upload.cipher, algorithm: 'AES-128-CBC' } },
      { ...upload, ciphertext: 'not base64!' },
      { ...upload, ciphertext: base64(8) },
      { ...upload, ciphertext: `${base64(40)}\u0000` },
      { ...upload, ciphertext: `${base64(40)}A` },
      { ...upload, ciphertext: `${base64(40)}AAA==` },
      { ...upload, ciphertext: `A===${base64(40)}` },
      { ...upload, ciphertext: `${base64(39)}=AAA` },
      { ...upload, baseVersion: -1 },
    ]
    for (const body of refused) expect(backupUploadSchema.safeParse(body).success).toBe(false)
  })

  it('checks a ciphertext of the largest body in one pass, valid or not', () => {
    const large = base64(7_800_000)
    expect(backupUploadSchema.safeParse({ ...upload, ciphertext: large }).success).toBe(true)
    expect(backupUploadSchema.safeParse({ ...upload, ciphertext: `${large}!` }).success).toBe(false)
  })
})
