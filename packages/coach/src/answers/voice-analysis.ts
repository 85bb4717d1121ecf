import { PERSONAL_CATEGORY, type VoiceLabel } from '@hara/core'
import { speaksOfCrisis } from '../text/crisis'
import { readSpeech } from '../text/speech'
import { hearThemes, sentencesOf } from '../text/themes'
import { readTopic } from '../text/topic'
import { clip, listJoin, pick } from '../phrasing'
import { readsWords } from '../text/reading'
import type { UnreadPhrases } from '../text/phrases/insight-book'
import { say } from '../text/phrases/speaking'

/**
 * Voice analysis (ADRs 0010 and 0022), streamed as light markdown: what the check-in is about, read
 * from the whole transcript; the sentence at the heart of it; the themes a coach would hear
 * (overcommitment, fatigue, other people's expectations, excitement mixed with fear, doubt);
 * the body and feeling words; how it was said; one question to sit with. Quotes keep the
 * speaker's own casing. A transcript that speaks of self-harm gets the crisis message instead.
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

/** How each topic is said in "This is about …". */
const ABOUT: Record<string, string> = {
  Financial: 'money',
  Relationship: 'someone close to you',
  Health: 'your health',
  Work: 'work',
  Decision: 'a decision',
  [PERSONAL_CATEGORY]: 'something personal',
}

/** A recogniser's lower-case "i" is the speaker's "I". */
const spoken = (text: string) => text.replace(/\bi\b/g, 'I').replace(/\bi'(m|ve|d|ll)\b/g, "I'$1")

const quote = (text: string) => `“${spoken(text)}”`

/** Distinct by case, first spelling kept. */
function distinct(list: readonly string[]): string[] {
  const seen = new Set<string>()
  return list.filter((item) => {
    const key = item.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function aboutLine(transcript: string): string {
  const topic = readTopic(transcript)
  const about = ABOUT[topic.category] ?? 'something personal'
  return topic.heard.length > 0
    ? `This is about ${about}: ${listJoin(topic.heard.map(spoken))}.`
    : `This sounds like it is about ${about}.`
}

/** Words that soften what follows them ("I think I will"). */
const SOFTENERS = /\b(?:i think|maybe|probably|i guess|i suppose|perhaps|might)\s+(?:\S+\s+){0,2}$/i

/** Whether every time `phrase` is said, a hedge comes just before it. */
function hedgedBefore(transcript: string, phrase: string): boolean {
  const text = transcript.replace(/[’]/g, "'").toLowerCase()
  const said = phrase.toLowerCase()
  let at = text.indexOf(said)
  if (at === -1) return false
  while (at !== -1) {
    if (!SOFTENERS.test(text.slice(Math.max(0, at - 40), at))) return false
    at = text.indexOf(said, at + said.length)
  }
  return true
}

export function voiceAnalysis(
  transcript: string,
  label: VoiceLabel | undefined,
  day: string,
): string {
  if (speaksOfCrisis(transcript)) return say().crisis
  const unread = say().insights.unread
  if (!readsWords() && unread) return unreadVoice(transcript, label, day, unread.voice)
  const speech = readSpeech(transcript)
  const themes = hearThemes(transcript)
  const heart = themes[0]?.sentence ?? sentencesOf(transcript)[0] ?? transcript
  const lines = ['### What you noticed', '', aboutLine(transcript)]
  lines.push(
    '',
    `${themes.length > 0 ? 'The heart of it seems to be this' : 'You began with this'}: ${quote(clip(heart, 160))}`,
  )
  if (label) lines.push('', LABEL_WORDS[label])

  if (themes.length > 0) {
    lines.push('', '### What I hear', '')
    for (const theme of themes.slice(0, 3)) lines.push(`- ${theme.reflection}`)
  }

  lines.push('', '### What your body is saying', '')
  const body = distinct(speech.body)
  const emotions = distinct(speech.emotions)
  if (body.length > 0) {
    const said = sentencesOf(transcript).find((s) => body.some((w) => s.includes(w)))
    lines.push(
      said && said !== heart
        ? `- Your body spoke up: ${quote(clip(said, 160))} That is your gut at work.`
        : `- Your body spoke up (${listJoin(body.slice(0, 4).map(quote))}). That is your gut at work.`,
    )
  } else {
    lines.push(
      '- You didn’t name a body sensation. Next time, notice where this sits: chest, stomach, throat or shoulders.',
    )
  }
  if (emotions.length > 0) {
    lines.push(`- You named what you feel: ${listJoin(emotions.slice(0, 4).map(quote))}.`)
  }

  lines.push('', '### How you said it', '')
  const hedges = distinct(speech.hedges)
  // "I think I will" is a hedge, not certainty: a certain phrase right after a hedge is not sure.
  const sure = distinct(speech.certainty).filter((phrase) => !hedgedBefore(transcript, phrase))
  if (hedges.length > 0 && sure.length > 0) {
    lines.push(
      `- You leaned one way (${listJoin(sure.slice(0, 2).map(quote))}) and hedged too (${listJoin(hedges.slice(0, 2).map(quote))}). Notice which of the two your body agrees with.`,
    )
  } else if (hedges.length > 0) {
    lines.push(
      `- You hedged (${listJoin(hedges.slice(0, 3).map(quote))}). Hedging can mean part of you already knows, and is checking whether it is allowed to.`,
    )
  } else if (sure.length > 0) {
    lines.push(
      `- You sounded sure (${listJoin(sure.slice(0, 3).map(quote))}). Notice whether that certainty comes from your gut or from pressure.`,
    )
  } else {
    lines.push(
      '- You described it plainly, without hedging or pushing. A calm account is a good place to listen from.',
    )
  }

  const question =
    themes[0]?.question ?? pick(QUESTIONS[label ?? 'none'], `voice|${day}|${transcript}`)
  lines.push('', '### A question to sit with', '', question)
  return lines.join('\n')
}

/**
 * In a language whose words the coach does not read (text/reading.ts): where the check-in
 * began, the feeling the person named, that it cannot read the rest, and a question.
 */
function unreadVoice(
  transcript: string,
  label: VoiceLabel | undefined,
  day: string,
  words: UnreadPhrases['voice'],
): string {
  const first = sentencesOf(transcript)[0] ?? transcript
  const lines = [words.heading, '', words.began(`“${clip(first, 160)}”`)]
  if (label) lines.push('', words.labels[label])
  lines.push('', words.cannotRead)
  const question = pick(words.questions[label ?? 'none'], `voice|${day}|${transcript}`)
  lines.push('', words.questionHeading, '', question)
  return lines.join('\n')
}
