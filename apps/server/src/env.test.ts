import { describe, expect, it } from 'vitest'
import { loadEnv } from './env'

const s3 = {
  S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
  S3_BUCKET: 'avatars',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_PUBLIC_URL: 'https://cdn.example.com',
}

describe('S3 settings', () => {
  it('are all optional together: none means the local folder', () => {
    expect(loadEnv({}).S3_BUCKET).toBeUndefined()
    expect(loadEnv(s3).S3_BUCKET).toBe('avatars')
  })

  it('refuse half a configuration, naming what is missing', () => {
    const { S3_PUBLIC_URL: _, S3_SECRET_ACCESS_KEY: __, ...partial } = s3
    expect(() => loadEnv(partial)).toThrow(/S3_SECRET_ACCESS_KEY: required for S3 storage/)
    expect(() => loadEnv(partial)).toThrow(/S3_PUBLIC_URL: required for S3 storage/)
  })

  it('need URLs for the endpoint and the public address', () => {
    expect(() => loadEnv({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
    expect(() => loadEnv({ ...s3, S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(/S3_PUBLIC_URL/)
  })
})

describe('trusted origins', () => {
  it('accept both local spellings of the port when no public URL is set', () => {
    expect(loadEnv({ PORT: '4010' }).trustedOrigins).toEqual([
      'http://localhost:4010',
      'http://127.0.0.1:4010',
    ])
  })

  it('are exactly the public URL once one is set', () => {
    expect(loadEnv({ BETTER_AUTH_URL: 'https://hara.example.com/' }).trustedOrigins).toEqual([
      'https://hara.example.com',
    ])
  })
})
