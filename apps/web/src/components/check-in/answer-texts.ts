import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The check-in's questions and answers (gut-questions.tsx, strength-question.tsx,
 * voice-labels.ts keep them in English, as the rest of the app reads them) as the person's
 * language says them, keyed by that English.
 */
const ANSWER_TEXTS: Record<string, MessageDescriptor> = {
  'What is your gut telling you?': msg`What is your gut telling you?`,
  'Go with the first answer that comes.': msg`Go with the first answer that comes.`,
  Yes: msg`Yes`,
  No: msg`No`,
  Pause: msg`Pause`,
  'It feels right': msg`It feels right`,
  'Something is off': msg`Something is off`,
  'Not yet, I need a moment': msg`Not yet, I need a moment`,
  'Will you ignore this feeling?': msg`Will you ignore this feeling?`,
  'There is no wrong answer. Noticing is the practice.': msg`There is no wrong answer. Noticing is the practice.`,
  'No, I’ll honor it': msg`No, I’ll honor it`,
  'I’m going with my gut': msg`I’m going with my gut`,
  'Yes, I’ll ignore it': msg`Yes, I’ll ignore it`,
  'I’m going another way this time': msg`I’m going another way this time`,
  'Not sure': msg`Not sure`,
  'I haven’t decided yet': msg`I haven’t decided yet`,
  'What was your gut telling you?': msg`What was your gut telling you?`,
  'The first answer that came then.': msg`The first answer that came then.`,
  'It felt right': msg`It felt right`,
  'Something was off': msg`Something was off`,
  'Not yet, I needed a moment': msg`Not yet, I needed a moment`,
  'Did you ignore this feeling?': msg`Did you ignore this feeling?`,
  'No, I honored it': msg`No, I honored it`,
  'I went with my gut': msg`I went with my gut`,
  'Yes, I ignored it': msg`Yes, I ignored it`,
  'I went another way that time': msg`I went another way that time`,
  'I hadn’t decided yet': msg`I hadn’t decided yet`,
  Faint: msg`Faint`,
  Clear: msg`Clear`,
  Strong: msg`Strong`,
  Unease: msg`Unease`,
  'Something feels off': msg`Something feels off`,
  Unclear: msg`Unclear`,
  'I can’t tell yet': msg`I can’t tell yet`,
  Aligned: msg`Aligned`,
}

/** One of the check-in's questions or answers in the language spoken now. */
export function answerText(i18n: I18n, english: string): string {
  const text = Object.hasOwn(ANSWER_TEXTS, english) ? ANSWER_TEXTS[english] : undefined
  return text ? i18n._(text) : english
}
