/**
 * The audio worker thread: decodes recordings and, for the local engine, recognises them with
 * pocketsphinx, whose model it loads once. Both take hundreds of milliseconds to seconds of
 * CPU, so they run here and the server's event loop keeps answering.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { encodeWav } from '@hara/core/wav'
import { AudioError } from './audio-errors'
import type { WorkerConfig, WorkerReply, WorkerRequest } from './audio-worker-protocol'
import { decodeToPcm16k } from './decode-audio'
import { TARGET_RATE } from './pcm'
import { LibraryMissingError, loadPocketsphinx, type Recogniser } from './pocketsphinx'

const config = workerData as WorkerConfig
const port = parentPort
if (!port) throw new Error('audio-worker must run as a worker thread')
const send = (reply: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer)

let recogniser: Recogniser | undefined
if (config.pocketsphinx) {
  try {
    recogniser = loadPocketsphinx(config.pocketsphinx)
    send({ type: 'status', state: 'ok' })
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    send({
      type: 'status',
      state: error instanceof LibraryMissingError ? 'unavailable' : 'error',
      detail,
    })
  }
} else {
  send({ type: 'status', state: 'ok' })
}

port.on('message', (request: WorkerRequest) => {
  void handle(request)
})

async function handle({ id, audio, recognise }: WorkerRequest) {
  try {
    const pcm = await decodeToPcm16k(audio, config.maxSeconds)
    const seconds = pcm.length / TARGET_RATE
    if (recognise) {
      if (!recogniser) throw new Error('the local recogniser is not loaded')
      send({ type: 'result', id, ok: true, seconds, transcript: recogniser.transcribe(pcm) })
    } else {
      const wav = encodeWav(pcm, TARGET_RATE)
      send({ type: 'result', id, ok: true, seconds, wav }, [wav.buffer as ArrayBuffer])
    }
  } catch (error) {
    if (error instanceof AudioError) {
      send({ type: 'result', id, ok: false, problem: error.problem, message: error.message })
    } else {
      const message = error instanceof Error ? error.message : String(error)
      send({ type: 'result', id, ok: false, problem: 'engine', message })
    }
  }
}
