/**
 * Every route that takes a JSON body, for the fuzz tests (api-fuzz.test.ts): one line per route.
 * A new JSON route is one more entry here, with a valid body for the fuzzer to start from.
 *
 * `as`: who calls it; `weight`: the share of the run it gets (routes that hash a password on
 * every call cost about 80 ms each, so they get fewer bodies); `base64`: fields holding base64.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { journal } from '../../modules/coach/coach-fixtures'

export type Caller = 'anyone' | 'signed-in' | 'admitted'

export type JsonRoute = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  as: Caller
  sample: Record<string, unknown>
  weight?: number
  base64?: string[]
}

const browserKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({
  format: 'jwk',
}) as { x: string; y: string }
const p256dh = Buffer.concat([
  Buffer.from([4]),
  Buffer.from(browserKey.x, 'base64url'),
  Buffer.from(browserKey.y, 'base64url'),
]).toString('base64url')
const endpoint = 'https://fcm.googleapis.com/fcm/send/fuzz-device'

/** A quarter second of silence as a 16 kHz mono WAV: real audio, quick to transcribe. */
function silentWav(): string {
  const samples = 4000
  const wav = Buffer.alloc(44 + samples * 2)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples * 2, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20) // PCM
  wav.writeUInt16LE(1, 22) // mono
  wav.writeUInt32LE(16_000, 24)
  wav.writeUInt32LE(32_000, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples * 2, 40)
  return wav.toString('base64')
}

export const JSON_ROUTES: JsonRoute[] = [
  // Hara's own API
  { method: 'PATCH', path: '/api/profile', as: 'signed-in', sample: { nickname: 'Fuzz' } },
  { method: 'POST', path: '/api/access-code', as: 'signed-in', sample: { code: 'not it' } },
  {
    method: 'PUT',
    path: '/api/push/subscription',
    as: 'admitted',
    sample: {
      endpoint,
      keys: { p256dh, auth: randomBytes(16).toString('base64url') },
      timeZone: 'Europe/Berlin',
      reminderTime: '20:00',
      daily: true,
      weekly: false,
      lastCheckInDate: null,
    },
    base64: ['keys.p256dh', 'keys.auth'],
  },
  { method: 'DELETE', path: '/api/push/subscription', as: 'admitted', sample: { endpoint } },
  {
    method: 'PUT',
    path: '/api/push/last-check-in',
    as: 'admitted',
    sample: { date: '2026-11-20' },
  },
  {
    method: 'POST',
    path: '/functions/v1/gut-coach',
    as: 'admitted',
    sample: { type: 'daily_focus', entries: journal() },
  },
  {
    method: 'POST',
    path: '/functions/v1/transcribe-audio',
    as: 'admitted',
    sample: { audioData: silentWav() },
    base64: ['audioData'],
    weight: 0.5,
  },
  // better-auth's routes
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    as: 'anyone',
    sample: { email: 'fuzz-new@example.com', password: 'short', nickname: 'Fuzz' },
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    as: 'anyone',
    sample: { email: 'nobody@example.com', password: 'not the password' },
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    as: 'anyone',
    sample: { email: 'nobody@example.com', redirectTo: '/auth' },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    as: 'anyone',
    sample: { token: 'not-a-real-token', newPassword: 'a new password' },
  },
  { method: 'POST', path: '/api/auth/update-user', as: 'signed-in', sample: { name: 'Fuzz' } },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    as: 'signed-in',
    sample: { currentPassword: 'wrong one', newPassword: 'a new password' },
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/social',
    as: 'anyone',
    sample: { provider: 'google', callbackURL: '/' },
  },
  { method: 'POST', path: '/api/auth/revoke-session', as: 'signed-in', sample: { token: 'x' } },
  { method: 'POST', path: '/api/auth/sign-out', as: 'signed-in', sample: {} },
]
