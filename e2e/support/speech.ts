import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** What the fake microphone says, in festival's natural slt voice (see global-setup.ts). */
export const SPOKEN_SENTENCE =
  'My stomach drops when I think about signing the contract for the new job'

/** Words of the sentence that carry its meaning; the journeys look for them in the transcript. */
export const CONTENT_WORDS = ['stomach', 'drops', 'think', 'signing', 'contract', 'new', 'job']

/** Where the fake microphone's WAV lives; fixed so the Chromium flags can name it up front. */
export const SPEECH_WAV = path.join(os.tmpdir(), 'hara-e2e-voice', 'speech.wav')

/** Speaks the sentence into SPEECH_WAV with festival's slt voice (Debian's festvox-us-slt-hts). */
export async function makeSpeechWav(): Promise<void> {
  mkdirSync(path.dirname(SPEECH_WAV), { recursive: true })
  await new Promise<void>((resolve, reject) => {
    const child = execFile(
      'text2wave',
      ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', SPEECH_WAV],
      (error) => (error ? reject(error) : resolve()),
    )
    child.stdin!.end(SPOKEN_SENTENCE)
  })
}
