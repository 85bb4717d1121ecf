/** The sentences of today's focus, the daily guidance and the missions (answers/*.ts). */
export interface AnswerPhrases {
  focus: {
    /** "5 check-ins so far". */
    total(n: number): string
    /** With no finding yet: the total's words, and what to do today. */
    tooFew(total: string): string
  }
  guidance: {
    hello(name: string | undefined): string
    /** "your last 7 check-ins". */
    last(n: number): string
    /** "followed your gut 3 times", "went against it twice", "weren't sure once". */
    honored(k: number): string
    ignored(k: number): string
    notSure(k: number): string
    /** "checked in 3 times", and the recap made of it when no answer was said. */
    checkedIn(n: number): string
    onlyCheckedIn(checked: string): string
    /** "In your last 7 check-ins you followed your gut 3 times and …". */
    recap(last: string, said: readonly string[]): string
    wentWell(k: number): string
    wentBadly(k: number): string
    outcomes(good: string, bad: string): string
    empty: string
    standsOut(finding: string): string
    forToday(practice: string): string
    emptyPractice: string
    noFindingPractice: string
    carry(question: string): string
    emptyCarry: string
    noFindingCarry: string
    /** Questions to carry through a day, one chosen by the day. */
    carryOptions: readonly string[]
  }
  missions: {
    firstOutcome: string
    /** "Log how “Take the job” turned out". */
    outcomeOf(decision: string): string
    /** "Notice when your tight chest shows up, and name it". */
    noticeSignal(signal: string): string
    strength: string
    voice: string
    pause: string
    anyOutcome: string
    /** The default missions by the core's id (`DEFAULT_MISSIONS`); English is the core's own. */
    defaults: Readonly<Record<string, string>>
  }
}
