/**
 * `deleteFolder`: every object under one folder goes, on the local disk and on an S3-compatible
 * bucket (listed by prefix), and nothing outside it; a folder less than two levels deep is
 * refused, so no call can empty a whole kind of object.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeBucket, type FakeBucket } from '../../test/fake-bucket'
import { createLocalStorage, createS3Storage, type ObjectStorage } from './object-storage'

const bytes = new Uint8Array([1, 2, 3])

async function fill(storage: ObjectStorage) {
  await storage.put('avatars/u1/avatar.webp', bytes, 'image/webp')
  await storage.put('avatars/u1/avatar.png', bytes, 'image/png')
  await storage.put('avatars/u10/avatar.webp', bytes, 'image/webp')
  await storage.put('avatars/u2/avatar.jpg', bytes, 'image/jpeg')
}

describe('local storage', () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'hara-storage-'))
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('removes the folder and everything in it, and nothing else', async () => {
    const storage = createLocalStorage(root)
    await fill(storage)
    await storage.deleteFolder('avatars/u1')
    expect(existsSync(path.join(root, 'avatars/u1'))).toBe(false)
    expect(existsSync(path.join(root, 'avatars/u10/avatar.webp'))).toBe(true)
    expect(existsSync(path.join(root, 'avatars/u2/avatar.jpg'))).toBe(true)
    // A folder that is not there is fine.
    await storage.deleteFolder('avatars/nobody')
  })

  it('refuses a folder that is not two levels deep, or that climbs out', async () => {
    const storage = createLocalStorage(root)
    await expect(storage.deleteFolder('avatars')).rejects.toThrow(/Invalid storage folder/)
    await expect(storage.deleteFolder('avatars/..')).rejects.toThrow(/Invalid storage folder/)
    await expect(storage.deleteFolder('')).rejects.toThrow(/Invalid storage folder/)
  })
})

describe('S3-compatible storage', () => {
  let bucket: FakeBucket
  beforeAll(async () => {
    bucket = await startFakeBucket()
  })
  afterAll(() => bucket.close())

  it('lists the prefix and deletes each object under it, and nothing else', async () => {
    const { settings } = bucket
    const storage = createS3Storage({
      endpoint: settings.S3_ENDPOINT!,
      bucket: settings.S3_BUCKET!,
      region: settings.S3_REGION!,
      accessKeyId: settings.S3_ACCESS_KEY_ID!,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY!,
      publicUrl: settings.S3_PUBLIC_URL!,
    })
    await fill(storage)
    await storage.deleteFolder('avatars/u1')
    expect([...bucket.objects.keys()].sort()).toEqual([
      'avatars/u10/avatar.webp',
      'avatars/u2/avatar.jpg',
    ])
  })
})
