/**
 * Themes a coach hears in a spoken check-in: overcommitment, fatigue, other
 * people's expectations, excitement mixed with fear, and self-doubt. Each is found in the
 * sentence that carries it, so that sentence can be quoted back as the heart of the matter.
 */

export type Theme = 'overcommitment' | 'fatigue' | 'expectations' | 'excited-and-afraid' | 'doubt'

interface ThemeRule {
  theme: Theme
  /** Any of these in a sentence carries the theme. */
  cues: RegExp
  /** For a mix: a second set that must also be present (in the same transcript). */
  with?: RegExp
  reflection: string
  question: string
}

const RULES: readonly ThemeRule[] = [
  {
    theme: 'overcommitment',
    cues: /\b(said yes to (too much|too many|everything|everyone)|too much on my plate|(stretched|spread) (so |too )?thin|over-?committ?ed|can'?t say no|cannot say no|taking on too much|already (said yes|agreed|committed|promised)|one more thing|too many (things|commitments|projects|plates)|on top of everything)\b/i,
    reflection:
      'You have already said yes to a lot, and this would be one more. Your body may be counting what your calendar is not.',
    question:
      'If this were the first thing anyone had asked of you this month, what would you say?',
  },
  {
    theme: 'fatigue',
    cues: /\b(tired|exhausted|drained|worn out|burn(ed|t)? out|burnout|no energy|running on empty|wiped|knackered|shattered|sleepless|can'?t keep up|so done)\b/i,
    reflection:
      'You sound tired. A decision made while exhausted can say yes to the wrong thing; ask what you would choose rested.',
    question: 'What would you decide if you had slept well and had nothing else due?',
  },
  {
    theme: 'expectations',
    cues: /\b(everyone expects|(they|she|he|people|everybody) expects?|expected of me|expects me|let (them|him|her|everyone|people|anyone) down|disappoint\w*|what (will|would) (they|people|she|he) think|people[- ]pleas\w*|supposed to|have to say yes|obligat\w*|owe (it|them|him|her)|guilt\w*)\b/i,
    reflection:
      "Other people's expectations are in the room. Notice which part of this is yours, and which part is what someone else wants from you.",
    question: 'If no one would be disappointed, what would you choose?',
  },
  {
    theme: 'excited-and-afraid',
    cues: /\b(excited|excitement|thrilled|can'?t wait|eager|buzzing|exciting)\b/i,
    with: /\b(scared|afraid|terrified|terrifying|nervous|anxious|fear|frightened|worried|scary)\b/i,
    reflection:
      'Excitement and fear are both here. In the body they can feel alike; ask which one is pointing you forward.',
    question: 'If the fear were gone, would you still want this?',
  },
  {
    theme: 'doubt',
    cues: /\b(not (good|smart|experienced|ready) enough|not ready|impost[eo]r|who am i to|don'?t deserve|out of my depth)\b/i,
    reflection:
      'You are asking whether you are ready. That is worth keeping apart from whether you want it.',
    question: 'If you knew you would grow into it, would you say yes?',
  },
]

export interface HeardTheme {
  theme: Theme
  /** The sentence that carries it, as said. */
  sentence: string
  reflection: string
  question: string
}

/** The transcript's sentences, as said. */
export function sentencesOf(transcript: string): string[] {
  return transcript
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s !== '')
}

/** The themes heard, in the order of the rules above (which is also their weight). */
export function hearThemes(transcript: string): HeardTheme[] {
  const straight = (s: string) => s.replace(/[\u2018\u2019\u02bc]/g, "'")
  const text = straight(transcript)
  const sentences = sentencesOf(transcript)
  const heard: HeardTheme[] = []
  for (const rule of RULES) {
    if (rule.with && !rule.with.test(text)) continue
    const sentence = sentences.find((s) => rule.cues.test(straight(s)))
    if (!sentence) continue
    heard.push({
      theme: rule.theme,
      sentence,
      reflection: rule.reflection,
      question: rule.question,
    })
  }
  return heard
}
