/**
 * Reads the `audioData` of a transcription request: base64 (optionally as a `data:` URL), and
 * sniffs the container from its first bytes rather than trusting any name or type.
 */
import { AudioError } from './audio-errors'

export type AudioContainer = 'wav' | 'matroska' | 'ogg'

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const DATA_URL = /^data:[^,]{0,200};base64,/

/** Decodes strict base64; anything else (stray characters, a broken length) is refused. */
export function decodeBase64Audio(text: string): Uint8Array {
  const body = text.replace(DATA_URL, '')
  if (body.length === 0) throw new AudioError('bad_base64', 'audioData is empty.')
  if (body.length % 4 !== 0 || !BASE64.test(body)) {
    throw new AudioError('bad_base64', 'audioData is not valid base64.')
  }
  // A copy with its own buffer: Node may decode small strings into a shared pool, and the
  // bytes are handed over (transferred) to the audio worker.
  return new Uint8Array(Buffer.from(body, 'base64'))
}

/** The container by its magic bytes: RIFF/WAVE, EBML (WebM, Matroska) or Ogg. */
export function sniffContainer(bytes: Uint8Array): AudioContainer {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav'
  if (
    bytes.length >= 4 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3
  ) {
    return 'matroska'
  }
  if (bytes.length >= 4 && ascii(0, 4) === 'OggS') return 'ogg'
  throw new AudioError(
    'unsupported_audio',
    'This audio format is not supported. Send WAV (PCM), or WebM or Ogg with Opus.',
  )
}
