import { generateKeyPairSync, randomBytes } from 'node:crypto'

/**
 * A phone's `PUT /api/push/subscription` body: a fresh key pair and an endpoint at a push
 * service the server accepts by default, with the reminder settings and reports `over` changes.
 */
export function pushDeviceBody(over: Record<string, unknown> = {}) {
  const key = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({
    format: 'jwk',
  }) as { x: string; y: string }
  const p256dh = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(key.x, 'base64url'),
    Buffer.from(key.y, 'base64url'),
  ]).toString('base64url')
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
    keys: { p256dh, auth: randomBytes(16).toString('base64url') },
    timeZone: 'Europe/Berlin',
    reminderTime: '20:00',
    daily: true,
    weekly: true,
    lastCheckInDate: '2026-11-20',
    followUp: { waiting: 1, dueOn: '2026-11-22' },
    ...over,
  }
}
