/**
 * Why a piece of audio cannot be transcribed. Each maps to a 4xx the caller can act on (see
 * routes.ts); none of them is a fault of the server.
 */
export type AudioProblem =
  | 'bad_base64'
  | 'unsupported_audio'
  | 'undecodable_audio'
  | 'audio_too_long'

export class AudioError extends Error {
  constructor(
    readonly problem: AudioProblem,
    message: string,
  ) {
    super(message)
    this.name = 'AudioError'
  }
}

/** Recordings stop at 60 s; a little slack for the browser's last chunk. */
export const MAX_AUDIO_SECONDS = 65

export const tooLong = () =>
  new AudioError(
    'audio_too_long',
    `The recording is longer than ${MAX_AUDIO_SECONDS} seconds. Keep voice check-ins to a minute.`,
  )

export const undecodable = (what = 'audio') =>
  new AudioError('undecodable_audio', `The ${what} could not be decoded. Please record again.`)
