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

describe('push settings', () => {
  const pair = {
    VAPID_PUBLIC_KEY:
      'BCz8udnKa-CrBxuhR4GhSAwjYs42xvrWRXH0Ol87fXREIIB333TcjW7eAFh6IDP9T7pAMCmNzpWERs4G1Uuh_Og',
    VAPID_PRIVATE_KEY: 'bb1NA0oenKpGxXSLrTOuiz7r7pC9VIb-lLtGaMpha-o',
  }

  it('default to generated keys, 20:00 and the browsers’ push services', () => {
    const env = loadEnv({})
    expect(env.VAPID_PUBLIC_KEY).toBeUndefined()
    expect(env.REMINDER_TIME).toBe('20:00')
    expect(env.PUSH_SERVICE_HOSTS).toContain('fcm.googleapis.com')
    expect(loadEnv(pair).VAPID_PRIVATE_KEY).toBe(pair.VAPID_PRIVATE_KEY)
  })

  it('refuse half a key pair, malformed keys, subjects and times', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: set both/,
    )
    expect(() => loadEnv({ ...pair, VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY/)
    expect(() => loadEnv({ ...pair, VAPID_PRIVATE_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY/,
    )
    expect(() => loadEnv({ VAPID_SUBJECT: 'hello@example.com' })).toThrow(/VAPID_SUBJECT/)
    expect(loadEnv({ VAPID_SUBJECT: 'mailto:hello@example.com' }).VAPID_SUBJECT).toBe(
      'mailto:hello@example.com',
    )
    expect(() => loadEnv({ REMINDER_TIME: '8pm' })).toThrow(/REMINDER_TIME/)
    expect(loadEnv({ REMINDER_TIME: '07:30' }).REMINDER_TIME).toBe('07:30')
  })

  it('read the push service hosts as a list', () => {
    expect(
      loadEnv({ PUSH_SERVICE_HOSTS: ' Push.Example.com, 127.0.0.1 ,' }).PUSH_SERVICE_HOSTS,
    ).toEqual(['push.example.com', '127.0.0.1'])
  })
})
