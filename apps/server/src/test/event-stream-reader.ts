import type { SyncChange } from '@hara/core'

/**
 * Reads a `text/event-stream` answer as a browser's EventSource would, for tests: events with
 * their name and data, comment lines (heartbeats) and the `retry` field, each as it arrives.
 */
export type StreamItem =
  | { kind: 'event'; event: string; data: string }
  | { kind: 'comment'; text: string }
  | { kind: 'retry'; ms: number }

export type EventStreamReader = {
  /** The next item, or null when the stream ended; fails after `withinMs`. */
  next(withinMs?: number): Promise<StreamItem | null>
  /** The next `change` event's data, skipping comments; null when the stream ended. */
  nextChange(withinMs?: number): Promise<SyncChange | null>
  close(): Promise<void>
}

export function readEventStream(res: Response): EventStreamReader {
  if (!res.body) throw new Error('no body to read')
  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const items: StreamItem[] = []
  let ended = false
  // A read outlives a timeout: the next call waits on the same one, so no chunk is lost.
  let reading: ReturnType<typeof reader.read> | null = null

  const parseBlocks = () => {
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) items.push({ kind: 'comment', text: line.slice(1).trim() })
        else if (line.startsWith('retry:')) items.push({ kind: 'retry', ms: Number(line.slice(6)) })
        else if (line.startsWith('event:')) event = line.slice(6).trim()
        else if (line.startsWith('data:')) data.push(line.slice(5).trim())
      }
      if (data.length > 0) items.push({ kind: 'event', event, data: data.join('\n') })
      end = buffer.indexOf('\n\n')
    }
  }

  const next = async (withinMs = 5000): Promise<StreamItem | null> => {
    const deadline = Date.now() + withinMs
    while (items.length === 0) {
      if (ended) return null
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`nothing on the stream within ${withinMs} ms`)
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), left)
      })
      reading ??= reader.read()
      const chunk = await Promise.race([reading, timeout]).finally(() => clearTimeout(timer))
      if (chunk === 'timeout') continue
      reading = null
      if (chunk.done) ended = true
      else {
        buffer += decoder.decode(chunk.value, { stream: true })
        parseBlocks()
      }
    }
    return items.shift()!
  }

  return {
    next,
    async nextChange(withinMs = 5000) {
      const deadline = Date.now() + withinMs
      for (;;) {
        const item = await next(Math.max(1, deadline - Date.now()))
        if (item === null) return null
        if (item.kind === 'event' && item.event === 'change') {
          return JSON.parse(item.data) as SyncChange
        }
      }
    },
    async close() {
      await reader.cancel().catch(() => {})
    },
  }
}
