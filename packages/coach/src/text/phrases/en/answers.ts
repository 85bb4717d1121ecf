import { ANSWER_WORDS } from '@hara/core'
import { clip, count, inSentence } from '../../../phrasing'
import type { AnswerPhrases } from '../answer-book'

const times = (n: number) => count(n, 'time')

/** "your tight chest", "your cold hands"; a signal that is a state, "the numbness". */
function yourSignal(signal: string): string {
  return signal.toLowerCase() === 'numb' ? 'the numbness' : `your ${inSentence(clip(signal, 60))}`
}

export const answers: AnswerPhrases = {
  focus: {
    total: (n) => `${n} check-ins so far`,
    tooFew: (total) =>
      `You have ${total}, too few to see a pattern yet. Today, when your body speaks before a decision, check in, and later log how it turned out.`,
  },
  guidance: {
    hello: (name) => (name ? `### Good to see you, ${name}` : '### Good to see you'),
    last: (n) => `your last ${n === 1 ? 'check-in' : `${n} check-ins`}`,
    honored: (k) => `${ANSWER_WORDS.no.count} ${times(k)}`,
    ignored: (k) => `${ANSWER_WORDS.yes.count} ${times(k)}`,
    notSure: (k) => `${ANSWER_WORDS['not-sure'].count} ${times(k)}`,
    checkedIn: (n) => `checked in ${times(n)}`,
    onlyCheckedIn: (checked) =>
      `You've ${checked} lately. Each one is a moment you chose to listen.`,
    recap(last, said) {
      const list =
        said.length === 1
          ? said[0]!
          : `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]!}`
      return `In ${last} you ${list}.`
    },
    wentWell: (k) => `${k} went well`,
    wentBadly: (k) => `${k} went badly`,
    outcomes: (good, bad) => ` Of the outcomes you logged, ${good} and ${bad}.`,
    empty: "Your journal is still empty, and that's a fine place to start.",
    standsOut: (finding) => `**What stands out:** ${finding}`,
    forToday: (practice) => `**For today:** ${practice}`,
    emptyPractice:
      'the next time something in your body stirs before a decision, stop and check in. One honest entry is all it takes.',
    noFindingPractice:
      'before one decision, put a hand where you feel your gut and wait for its answer.',
    carry: (question) => `**A question to carry:** ${question}`,
    emptyCarry: 'where in your body do you feel a "no" before you say it?',
    noFindingCarry: 'what did your body know today before your mind caught up?',
    carryOptions: [
      'What will you notice in your body before your next decision?',
      'Which decision today deserves one more breath before you answer?',
      'What would you do today if you trusted what you already know?',
      'When your gut speaks today, what will you want to remember about this?',
    ],
  },
  missions: {
    firstOutcome: 'Log how one past check-in turned out',
    outcomeOf: (decision) => `Log how “${clip(decision, 36)}” turned out`,
    noticeSignal(signal) {
      const verb = /[^s]s$/i.test(signal.trim()) ? 'show' : 'shows'
      return `Notice when ${yourSignal(signal)} ${verb} up, and name it`
    },
    strength: 'Notice how strong the signal is before you decide',
    voice: 'Speak one check-in out loud',
    pause: 'Give one “pause” ten seconds before you act',
    anyOutcome: 'Log how one past check-in turned out',
    defaults: {},
  },
}
