import { classifyTranscript, PERSONAL_CATEGORY, type VoiceLabel } from '@hara/core'
import { CRISIS_MESSAGE, speaksOfCrisis } from '../text/crisis'
import { readSpeech } from '../text/speech'
import { clip, inSentence, listJoin, pick } from '../phrasing'

/**
 * Voice analysis (issue 8), streamed as light markdown: it reflects what was said, picks out
 * the body and emotion words, says how it was said (hedged or sure), and ends with one
 * question to sit with. A transcript that speaks of self-harm gets the crisis message instead.
 */

const LABEL_WORDS: Record<VoiceLabel, string> = {
  unease: 'You named the feeling unease: something in this does not sit right with you yet.',
  unclear:
    "You named it unclear: your gut hasn't settled on an answer, and that is information too.",
  aligned: 'You named it aligned: this feels right to you, in your body as well as your head.',
}

const QUESTIONS: Record<VoiceLabel | 'none', readonly string[]> = {
  unease: [
    'If you already knew the answer, what would it be?',
    'What is the unease protecting you from?',
    'What would you do if no one else had an opinion about this?',
  ],
  unclear: [
    'What would need to be true for this to feel clear?',
    'Which option makes your body soften, even a little?',
    'What are you waiting to find out?',
  ],
  aligned: [
    'What could make you doubt this later, and what will you remember then?',
    'How can you act on this feeling today?',
    'What does "right" feel like in your body, so you can find it again?',
  ],
  none: [
    'What is your gut telling you that your head keeps arguing with?',
    'Where in your body do you feel this most?',
    'What would you choose if you trusted yourself completely?',
  ],
}

/** The first sentence of the transcript, as said. */
function firstSentence(text: string): string {
  const sentence = text.trim().split(/(?<=[.!?])\s+/)[0] ?? text
  return clip(sentence, 140)
}

const unique = (list: readonly string[]) => [...new Set(list)]

export function voiceAnalysis(
  transcript: string,
  label: VoiceLabel | undefined,
  day: string,
): string {
  if (speaksOfCrisis(transcript)) return CRISIS_MESSAGE
  const speech = readSpeech(transcript)
  const category = classifyTranscript(transcript)
  const about = category === PERSONAL_CATEGORY ? 'something personal' : inSentence(category)
  const lines = [
    '### What you noticed',
    '',
    `You spoke about ${about}: “${firstSentence(transcript)}”`,
  ]
  if (label) lines.push('', LABEL_WORDS[label])

  lines.push('', '### What your body is saying', '')
  const body = unique(speech.body)
  const emotions = unique(speech.emotions)
  if (body.length > 0) {
    lines.push(
      `- **Body:** ${listJoin(body.map((w) => `**${w}**`))}. Your body spoke up here; that is your gut at work.`,
    )
  } else {
    lines.push(
      '- You didn’t name a body sensation. Next time, notice where this sits: chest, stomach, throat or shoulders.',
    )
  }
  if (emotions.length > 0) {
    lines.push(`- **Feelings:** ${listJoin(emotions.map((w) => `**${w}**`))}.`)
  }

  lines.push('', '### How you said it', '')
  const hedges = unique(speech.hedges)
  const sure = unique(speech.certainty)
  if (hedges.length > sure.length) {
    lines.push(
      `- You hedged (${listJoin(hedges.slice(0, 3).map((w) => `“${w}”`))}). Hedging often means part of you already knows, and is checking whether it is allowed to.`,
    )
  } else if (sure.length > 0) {
    lines.push(
      `- You sounded sure (${listJoin(sure.slice(0, 3).map((w) => `“${w}”`))}). Notice whether that certainty comes from your gut or from pressure.`,
    )
  } else {
    lines.push(
      '- You described it plainly, without hedging or pushing. A calm account is a good place to listen from.',
    )
  }

  lines.push(
    '',
    '### A question to sit with',
    '',
    pick(QUESTIONS[label ?? 'none'], `voice|${day}|${transcript}`),
  )
  return lines.join('\n')
}
