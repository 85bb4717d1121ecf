import type { Candidate } from '../../findings/finding'
import type { TimeSlot } from '../../stats/time-of-day'

/** What to do, as a finding's advice says it (findings/advice.ts). */
export interface AdviceWords {
  guide: string
  today: string
  /** The mission's title. */
  mission: string
  questions: [string, string]
}

/** Advice by the stance the record gives (findings/advice.ts says when each applies). */
export interface AdvicePhrases {
  /** Both paths have gone badly: look for a third option. */
  bothBad(c: Candidate): AdviceWords
  /** Setting the gut aside has cost: pause, noticing the body signal (`cue`) if it came. */
  pause(c: Candidate, cue: string | null, contrast: TimeSlot | null): AdviceWords
  listen(c: Candidate): AdviceWords
  question(c: Candidate): AdviceWords
  overridingWorked(c: Candidate): AdviceWords
  hearItOut(c: Candidate, cue: string | null): AdviceWords
  /** "Not sure" advice: whether staying unsure has cost, whether following went well. */
  notSure(c: Candidate, costly: boolean, listened: boolean): AdviceWords
}
