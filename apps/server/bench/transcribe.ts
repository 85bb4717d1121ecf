/**
 * `npm run bench:transcribe`: the configured engine (TRANSCRIBE_PROVIDER, as the server reads
 * it) on the same clips for everyone:
 * - real-time factor on a 60 s clip of human speech (processing time / audio time; under 1 is
 *   faster than real time), decoding included;
 * - word error rate on the clips of Debian's pocketsphinx-testdata with their transcripts.
 * Exits 1 when no engine is available.
 */
import { readFileSync } from 'node:fs'
import { loadEnv } from '../src/env'
import { createLogger } from '../src/lib/logging/logger'
import { LIBRIVOX_CLIPS, speechWav } from '../src/test/audio'
import { createTranscriber } from '../src/modules/transcription/transcriber'
import { wordErrors, words } from './word-error-rate'

const env = loadEnv()
const transcriber = createTranscriber(env, createLogger('warn'))
const status = await transcriber.status()
if (status.state !== 'ok') {
  console.error(
    `No transcription engine (${env.TRANSCRIBE_PROVIDER}): ${status.detail ?? status.state}`,
  )
  process.exit(1)
}
console.log(`engine: ${env.TRANSCRIBE_PROVIDER}`)

const CARDS = '/usr/share/pocketsphinx/test/data/cards'
const cards = readFileSync(`${CARDS}/cards.transcription`, 'utf8')
  .split('\n')
  .map((line) => /^<s>\s*(.*?)\s*<\/s>\s*\((.+)\)$/.exec(line.trim()))
  .filter((match) => match !== null)
  .map((match) => ({ file: `${CARDS}/${match[2]}.wav`, words: words(match[1]!) }))

let errors = 0
let total = 0
for (const clip of [...LIBRIVOX_CLIPS, ...cards]) {
  const heard = words(await transcriber.transcribe(new Uint8Array(readFileSync(clip.file)), 'en'))
  const clipErrors = wordErrors(clip.words, heard)
  errors += clipErrors
  total += clip.words.length
  const name = clip.file.split('/').slice(-2).join('/')
  console.log(
    `  ${((clipErrors / clip.words.length) * 100).toFixed(0).padStart(3)}%  ${name}: ${heard.join(' ')}`,
  )
}
console.log(
  `word error rate: ${((errors / total) * 100).toFixed(1)}% (${errors} of ${total} words, ${LIBRIVOX_CLIPS.length + cards.length} clips)`,
)

const minute = await speechWav(60)
const started = performance.now()
const transcript = await transcriber.transcribe(minute, 'en')
const seconds = (performance.now() - started) / 1000
console.log(
  `real-time factor on a 60 s clip: ${(seconds / 60).toFixed(2)} (${seconds.toFixed(1)} s, ${words(transcript).length} words)`,
)
await transcriber.close()
