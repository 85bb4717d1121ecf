/** Messages between the server and the audio worker (see audio-worker.ts). */
import type { HealthState } from '../health/routes'
import type { AudioProblem } from './audio-errors'
import type { PocketsphinxOptions } from './pocketsphinx'

export type WorkerConfig = {
  /** Load the local recogniser, or (null) only decode audio for a remote engine. */
  pocketsphinx: PocketsphinxOptions | null
  maxSeconds: number
}

export type WorkerRequest = { id: number; audio: Uint8Array; recognise: boolean }

export type WorkerResult =
  | { ok: true; seconds: number; transcript?: string; wav?: Uint8Array }
  | { ok: false; problem: AudioProblem | 'engine'; message: string }

export type WorkerReply =
  | { type: 'status'; state: HealthState; detail?: string }
  | ({ type: 'result'; id: number } & WorkerResult)
