/**
 * The server's side of the audio worker: starts it on first use, queues jobs to it, reports
 * its state for /api/health, and starts a new one if it ever dies.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { atMost } from '../../lib/limits/at-most'
import type { HealthState } from '../health/routes'
import type { WorkerConfig, WorkerReply, WorkerResult } from './audio-worker-protocol'

/** More waiting recordings than this and the server says it is busy rather than queue them. */
export const MAX_QUEUED_JOBS = 6

/**
 * How long `close` waits for the worker to be between two calls into pocketsphinx (its load,
 * a recording being recognised) before stopping it anyway: the load takes about 1.5 s, a 60 s
 * recording a few seconds more, several times that on a slow machine.
 */
const CLOSE_WAIT_MS = 15_000

export type EngineStatus = { state: HealthState; detail?: string }

export type AudioWorker = {
  status(): Promise<EngineStatus>
  /** Decodes (and with `recognise`, transcribes) one recording; the bytes are handed over. */
  run(audio: Uint8Array, recognise: boolean): Promise<WorkerResult>
  close(): Promise<void>
}

export class WorkerBusyError extends Error {}

export function createAudioWorker(config: WorkerConfig): AudioWorker {
  let worker: Worker | undefined
  let status: Promise<EngineStatus> | undefined
  let nextId = 1
  const pending = new Map<number, (result: WorkerResult) => void>()
  /** The recordings sent to the worker and not answered yet. */
  const answers = new Set<Promise<WorkerResult>>()

  const start = () => {
    const current = spawnWorker(config)
    worker = current
    current.unref()
    status = new Promise<EngineStatus>((resolve) => {
      current.on('message', (reply: WorkerReply) => {
        if (reply.type === 'status') resolve({ state: reply.state, detail: reply.detail })
        else {
          const { type: _type, id, ...result } = reply
          pending.get(id)?.(result)
          pending.delete(id)
          if (pending.size === 0) current.unref()
        }
      })
      const fail = (detail: string) => {
        resolve({ state: 'error', detail })
        if (worker === current) worker = undefined
        for (const [id, settle] of pending) {
          settle({ ok: false, problem: 'engine', message: detail })
          pending.delete(id)
        }
      }
      current.on('error', (error) => fail(`audio worker failed: ${error.message}`))
      current.on('exit', (code) => fail(`audio worker stopped (exit code ${code})`))
    })
    return current
  }

  return {
    status() {
      if (!worker) start()
      return status!
    },
    async run(audio, recognise) {
      if (pending.size >= MAX_QUEUED_JOBS) throw new WorkerBusyError()
      const current = worker ?? start()
      const id = nextId++
      current.ref()
      const answer = new Promise<WorkerResult>((resolve) => {
        pending.set(id, resolve)
        current.postMessage({ id, audio, recognise }, [audio.buffer as ArrayBuffer])
      })
      answers.add(answer)
      void answer.then(() => answers.delete(answer))
      return answer
    },
    async close() {
      const current = worker
      const loaded = status
      worker = undefined
      if (!current) return
      // A thread stopped inside a call into pocketsphinx (the library's load, a recording being
      // recognised) takes the whole process down: koffi cannot throw into a thread being
      // stopped, and Node aborts (`Error::ThrowAsJavaScriptException napi_throw`). A server
      // stopped within a second or two of its start did. So the worker stops between calls:
      // once its load is known and what was sent to it is answered (ADR 0101). It holds the
      // process open meanwhile, so that the process never ends with the thread inside a call.
      current.ref()
      await atMost(Promise.all([loaded, ...answers]), CLOSE_WAIT_MS)
      await current.terminate()
    },
  }
}

/**
 * From source (tests, `npm run dev`) the worker is TypeScript, loaded through tsx; from the
 * bundle it is `audio-worker.mjs` beside `index.mjs` (see build.mjs).
 */
function spawnWorker(workerData: WorkerConfig): Worker {
  const here = import.meta.url
  if (here.endsWith('.ts')) {
    const entry = new URL('./audio-worker.ts', here).href
    // Its ESM entry, beside the CommonJS one that require.resolve finds.
    const tsxApi = createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs')
    const tsx = pathToFileURL(tsxApi).href
    const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`
    return new Worker(code, { eval: true, workerData })
  }
  return new Worker(new URL('./audio-worker.mjs', here), { workerData })
}
