/**
 * A local stand-in for a hosted model: an HTTP server on 127.0.0.1 that speaks the OpenAI
 * chat-completions wire protocol (JSON and server-sent events) and `/models`. Each test sets
 * how it behaves; every request body is kept so tests can check what a model was told.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeBehaviour =
  | { kind: 'json'; content: (prompt: string) => string }
  | { kind: 'stream'; chunks: string[] }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }

export interface FakeOpenAI {
  baseURL: string
  behave(behaviour: FakeBehaviour): void
  /** The JSON bodies of the chat requests received. */
  requests: { model: string; messages: { role: string; content: string }[]; stream?: boolean }[]
  close(): Promise<void>
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  }
}

function chunk(delta: Record<string, string>, finish: string | null = null) {
  return `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let behaviour: FakeBehaviour = { kind: 'status', status: 500 }
  const requests: FakeOpenAI['requests'] = []
  const hanging = new Set<ServerResponse>()

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url === '/v1/models') {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ object: 'list', data: [{ id: 'test-model', object: 'model' }] }))
      return
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end()
      return
    }
    let raw = ''
    for await (const part of req) raw += part
    const body = JSON.parse(raw) as FakeOpenAI['requests'][number]
    requests.push(body)
    const prompt = body.messages.map((m) => m.content).join('\n')
    switch (behaviour.kind) {
      case 'json':
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(completion(behaviour.content(prompt))))
        return
      case 'stream':
        res.writeHead(200, { 'Content-Type': 'text/event-stream' })
        res.write(chunk({ role: 'assistant', content: '' }))
        for (const text of behaviour.chunks) res.write(chunk({ content: text }))
        res.write(chunk({}, 'stop'))
        res.end('data: [DONE]\n\n')
        return
      case 'status':
        res.writeHead(behaviour.status, { 'Content-Type': 'application/json' })
        res.end(
          JSON.stringify({
            error: { message: 'The model is having a bad day', type: 'server_error' },
          }),
        )
        return
      case 'hang':
        hanging.add(res)
        return
    }
  }
  const server: Server = createServer((req, res) => void respond(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
