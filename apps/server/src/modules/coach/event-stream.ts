import { DONE_EVENT, encodeDelta } from '@hara/core'

/**
 * The coach's stream as an HTTP response: one `data:` event per chunk, flushed
 * as written (event streams are never compressed, see create-app.ts), then `data: [DONE]`. A
 * source that fails midway still ends the stream properly; its error was logged upstream.
 */
export function eventStreamResponse(chunks: AsyncIterable<string>, onClose?: () => void): Response {
  const encoder = new TextEncoder()
  const iterator = chunks[Symbol.asyncIterator]()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next()
        if (!next.done) {
          controller.enqueue(encoder.encode(encodeDelta(next.value)))
          return
        }
      } catch {
        // Logged by the coach; the client gets what was sent so far and a proper end.
      }
      controller.enqueue(encoder.encode(DONE_EVENT))
      controller.close()
      onClose?.()
    },
    async cancel() {
      await iterator.return?.()
      onClose?.()
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
