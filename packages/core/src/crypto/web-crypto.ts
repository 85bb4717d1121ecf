/**
 * The part of WebCrypto the backup and record sync use, as the core takes it: an argument, so
 * the phone passes the browser's `crypto` and the server's tests pass Node's, and both run the
 * one protocol (backup/backup-crypto.ts, sync/record-crypto.ts). The types have the shape of
 * the platforms' own, so either `crypto` is one, and a key made here is a `CryptoKey` there.
 */

export type Bytes = Uint8Array<ArrayBuffer>

export type KeyUsage =
  | 'decrypt'
  | 'deriveBits'
  | 'deriveKey'
  | 'encrypt'
  | 'sign'
  | 'unwrapKey'
  | 'verify'
  | 'wrapKey'

/** A WebCrypto key (the platforms' `CryptoKey`). */
export interface WebCryptoKey {
  readonly algorithm: { name: string }
  readonly extractable: boolean
  readonly type: 'private' | 'public' | 'secret'
  readonly usages: KeyUsage[]
}

/** AES-GCM's parameters: the IV, and what the ciphertext is bound to. */
export interface AesGcmParams {
  name: 'AES-GCM'
  iv: Bytes
  additionalData: Bytes
}

type DeriveParams =
  | { name: 'PBKDF2'; hash: 'SHA-256'; salt: Bytes; iterations: number }
  | { name: 'HKDF'; hash: 'SHA-256'; salt: Bytes; info: Bytes }

type DerivedKeyParams =
  | { name: 'AES-GCM'; length: 256 }
  | { name: 'HMAC'; hash: 'SHA-256'; length: 256 }

export interface WebCrypto {
  readonly subtle: {
    importKey(
      format: 'raw',
      keyData: Bytes,
      algorithm: 'AES-GCM' | 'HKDF' | 'PBKDF2',
      extractable: boolean,
      keyUsages: KeyUsage[],
    ): Promise<WebCryptoKey>
    deriveKey(
      algorithm: DeriveParams,
      baseKey: WebCryptoKey,
      derivedKeyType: DerivedKeyParams,
      extractable: boolean,
      keyUsages: KeyUsage[],
    ): Promise<WebCryptoKey>
    encrypt(algorithm: AesGcmParams, key: WebCryptoKey, data: Bytes): Promise<ArrayBuffer>
    decrypt(algorithm: AesGcmParams, key: WebCryptoKey, data: Bytes): Promise<ArrayBuffer>
    sign(algorithm: 'HMAC', key: WebCryptoKey, data: Bytes): Promise<ArrayBuffer>
    digest(algorithm: 'SHA-256', data: Bytes): Promise<ArrayBuffer>
  }
  getRandomValues(array: Bytes): Bytes
}
