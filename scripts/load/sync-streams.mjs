// Record sync for the load test: each simulated person sets up sync, holds one event stream
// open for the whole run (as an open phone does), and writes one record a round; the test times
// the write and how long its change takes to arrive on the person's own stream, and counts the
// streams and the events they carried.
import { randomBytes } from 'node:crypto'

const base64 = (bytes) => randomBytes(bytes).toString('base64')

export function syncStreamStats() {
  return { opened: 0, open: 0, peakOpen: 0, events: 0, refused: 0 }
}

/** One person's sync: `base` is the server, `cookie()` their session cookie. */
export function syncPerson(base, cookie, stats) {
  const keyId = randomBytes(16).toString('base64url')
  let latest = 0
  const waiting = new Set()
  let reader = null

  const headers = (json) => ({
    Origin: base,
    Cookie: cookie(),
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  })

  return {
    /** PUTs the wrapped key; answers the status. */
    async setUp() {
      const res = await fetch(`${base}/api/sync/key`, {
        method: 'PUT',
        headers: headers(true),
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
      return res.status
    },

    /** Opens the event stream and reads it in the background until `close`. */
    async open() {
      const res = await fetch(`${base}/api/sync/events`, { headers: headers(false) })
      if (res.status !== 200) {
        stats.refused += 1
        await res.arrayBuffer()
        return res.status
      }
      stats.opened += 1
      stats.open += 1
      stats.peakOpen = Math.max(stats.peakOpen, stats.open)
      reader = res.body.getReader()
      const decoder = new TextDecoder()
      let buffer = ''
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            buffer += decoder.decode(value, { stream: true })
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const data = buffer.slice(0, end).match(/^data: (.*)$/m)?.[1]
              buffer = buffer.slice(end + 2)
              if (!data) continue
              stats.events += 1
              latest = Math.max(latest, JSON.parse(data).seq)
              for (const wait of waiting) wait()
            }
          }
        } catch {
          // closed at the end of the run
        } finally {
          stats.open -= 1
        }
      })()
      return 200
    },

    /** Writes one new record; answers the status and its seq. */
    async write() {
      const res = await fetch(`${base}/api/sync/records`, {
        method: 'PUT',
        headers: headers(true),
        body: JSON.stringify({
          keyId,
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
      const body = res.status === 200 ? await res.json() : await res.arrayBuffer()
      return { status: res.status, seq: body.latestSeq ?? 0 }
    },

    /** Resolves once the stream told of `seq` (or later); rejects after `withinMs`. */
    until(seq, withinMs = 10_000) {
      if (latest >= seq) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check)
          reject(new Error('no change event'))
        }, withinMs)
        const check = () => {
          if (latest < seq) return
          clearTimeout(timer)
          waiting.delete(check)
          resolve()
        }
        waiting.add(check)
      })
    },

    async close() {
      await reader?.cancel().catch(() => {})
    },
  }
}
