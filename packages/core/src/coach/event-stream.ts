import { ServerSentEventReader } from '../encoding/server-sent-events'

/**
 * The coach's stream framing: server-sent events whose data is an
 * OpenAI-style chunk, `data: {"choices":[{"delta":{"content":"…"}}]}`, ending with
 * `data: [DONE]`. The server writes with `encodeDelta`; the device reads with
 * `EventStreamDecoder`, one network chunk at a time.
 */

export const DONE_EVENT = 'data: [DONE]\n\n'

/** One event carrying `text`. */
export function encodeDelta(text: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`
}

/** Splits text into stream chunks at word boundaries, so it reads as if typed. */
export function chunkText(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? []
  const chunks: string[] = []
  for (let i = 0; i < words.length; i += wordsPerChunk) {
    chunks.push(words.slice(i, i + wordsPerChunk).join(''))
  }
  return chunks
}

/**
 * Incremental reader of the stream. `push` takes decoded text as it arrives (events may be
 * split anywhere) and returns the content of every complete event; `done` turns true at
 * `[DONE]`. Comments, other fields and malformed data lines are skipped.
 */
export class EventStreamDecoder {
  private readonly events = new ServerSentEventReader()
  done = false

  push(text: string): string[] {
    const out: string[] = []
    if (this.done) return out
    for (const { data } of this.events.push(text)) {
      if (data === '[DONE]') {
        this.done = true
        break
      }
      const content = readContent(data)
      if (content) out.push(content)
    }
    return out
  }
}

function readContent(data: string): string | null {
  try {
    const parsed: unknown = JSON.parse(data)
    const content = (parsed as { choices?: { delta?: { content?: unknown } }[] })?.choices?.[0]
      ?.delta?.content
    return typeof content === 'string' ? content : null
  } catch {
    return null
  }
}
