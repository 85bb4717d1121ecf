/**
 * Audio for the transcription tests: Debian's pocketsphinx-testdata clips (real human speech
 * with known transcripts), a WebM/Opus recording made by Chromium's MediaRecorder from a
 * synthetic voice, and generated silence and tones.
 */
import { readFileSync } from 'node:fs'
import { encodeWav, toInt16 } from '@hara/core/wav'
import { decodeWav } from '../modules/transcription/decode-audio'

const TESTDATA = '/usr/share/pocketsphinx/test/data/librivox'

/** Five short clips of a LibriVox reading, 16 kHz mono WAV, with what is said in each. */
export const LIBRIVOX_CLIPS = readFileSync(`${TESTDATA}/transcription`, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => {
    const match = /^<s>\s*(.*?)\s*<\/s>\s*\((.+)\)$/.exec(line.trim())
    if (!match) throw new Error(`unexpected transcription line: ${line}`)
    return { file: `${TESTDATA}/${match[2]}.wav`, words: match[1]!.split(/\s+/) }
  })

export const librivoxWav = (index = 1) => readFileSync(LIBRIVOX_CLIPS[index]!.file)

/**
 * Chromium's MediaRecorder (`audio/webm;codecs=opus`, 32 kb/s, no duration in the header, as
 * browsers stream it) fed by festival's slt voice saying
 * "My stomach drops when I think about signing the contract for the new job".
 */
export const speechWebm = () => readFileSync(new URL('./fixtures/speech.webm', import.meta.url))

/** `seconds` of silence (or of a quiet hum), 16-bit mono at `rate`. */
export function silentWav(seconds: number, rate = 16_000): Uint8Array {
  return encodeWav(new Int16Array(Math.round(seconds * rate)), rate)
}

/** A minute-long clip of real speech: the LibriVox clips in a row, repeated to `seconds`. */
export async function speechWav(seconds: number): Promise<Uint8Array> {
  const clips = await Promise.all(
    LIBRIVOX_CLIPS.map(async ({ file }) =>
      toInt16((await decodeWav(readFileSync(file), 60)).channels[0]!),
    ),
  )
  const out = new Int16Array(seconds * 16_000)
  let at = 0
  for (let i = 0; at < out.length; i++) {
    const clip = clips[i % clips.length]!
    out.set(clip.subarray(0, out.length - at), at)
    at += clip.length
  }
  return encodeWav(out, 16_000)
}

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
