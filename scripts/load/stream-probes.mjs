// What `npm run test:load:streams` measures while the phones hold their streams: health probes
// (latency and status), and fan-out (a record written by one account, timed from the write
// until each of the account's streams is told of it).
import { randomBytes } from 'node:crypto'
import { sleep } from './stream-phones.mjs'

const base64 = (bytes) => randomBytes(bytes).toString('base64')

/** Probes `/api/health` every `everyMs` until `stop()`; keeps each answer's time and status. */
export function probeHealth(base, everyMs) {
  const answers = []
  let running = true
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      let status
      let load
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) })
        status = res.status
        load = (await res.json()).load
      } catch (error) {
        status = error.cause?.code ?? error.name
      }
      answers.push({ ms: performance.now() - started, status, load, at: started })
      await sleep(everyMs)
    }
  })()
  return {
    answers,
    async stop() {
      running = false
      await loop
    },
  }
}

/** Sets up record sync for an account (its wrapped key); resolves the key id. */
export async function setUpSync(base, cookie) {
  const keyId = randomBytes(16).toString('base64url')
  const res = await fetch(`${base}/api/sync/key`, {
    method: 'PUT',
    headers: { Origin: base, Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      baseVersion: null,
      keyId,
      kdf: { algorithm: 'PBKDF2-SHA-256', iterations: 600_000, salt: base64(16) },
      wrap: { algorithm: 'AES-256-GCM', iv: base64(12) },
      wrappedKey: base64(48),
      cipher: { algorithm: 'AES-256-GCM' },
    }),
  })
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`sync set-up answered ${res.status}`)
  return keyId
}

/** Writes one record for `account`; resolves its seq, or null when refused. */
async function writeRecord(base, account) {
  const res = await fetch(`${base}/api/sync/records`, {
    method: 'PUT',
    headers: { Origin: base, Cookie: account.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      keyId: account.keyId,
      records: [
        {
          id: randomBytes(32).toString('base64url'),
          iv: base64(12),
          ciphertext: base64(1500),
          replaces: null,
        },
      ],
    }),
  })
  if (res.status !== 200) {
    await res.arrayBuffer()
    return null
  }
  return (await res.json()).latestSeq
}

/**
 * Every `everyMs` until `stop()`, one account (in turn) writes a record; each of its phones'
 * arrival is timed from the moment the write was sent. Misses (no arrival within 5 s) and
 * refused writes are counted.
 */
export function probeFanOut(base, accounts, everyMs) {
  const times = []
  const result = { times, writes: 0, refused: 0, missed: 0 }
  const pending = []
  let running = true
  const loop = (async () => {
    for (let turn = 0; running; turn++) {
      const account = accounts[turn % accounts.length]
      pending.push(
        (async () => {
          const sent = performance.now()
          const seq = await writeRecord(base, account).catch(() => null)
          result.writes += 1
          if (seq === null) {
            result.refused += 1
            return
          }
          const arrivals = await Promise.all(account.phones.map((phone) => phone.until(seq, 5000)))
          for (const at of arrivals) {
            if (at === null) result.missed += 1
            else times.push(at - sent)
          }
        })(),
      )
      await sleep(everyMs)
    }
  })()
  return {
    result,
    async stop() {
      running = false
      await loop
      await Promise.all(pending)
    },
  }
}
