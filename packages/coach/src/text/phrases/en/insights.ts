import { ANSWER_WORDS } from '@hara/core'
import { count, decapitalize } from '../../../phrasing'
import type { Aside, InsightPhrases } from '../insight-book'

const FEELING_WORDS = { yes: 'a yes', no: 'a no', pause: 'a pause' } as const
const from = (feeling: keyof typeof FEELING_WORDS) => `${FEELING_WORDS[feeling]} from your gut`

/** How not following is said: "went against" only when every one was "I'll ignore it". */
const VERB: Record<Aside, string> = {
  ignored: 'went against',
  'not-sure': "weren't sure about",
  'not-honored': "didn't follow",
}
const PERFECT: Record<Aside, string> = {
  ignored: 'gone against',
  'not-sure': 'been unsure about',
  'not-honored': 'set aside',
}
const past = (path: 'honored' | Aside) =>
  path === 'honored' ? 'followed your gut' : `${VERB[path]} your gut`

export const insights: InsightPhrases = {
  signals: {
    showedUp: (n) => `Showed up ${count(n, 'time')}`,
    eachTimeWith: (shown, feeling) => `${shown}, each time with ${from(feeling)}`,
    followed: (n) => `you followed it ${count(n, 'time')}`,
    first: (first, followed) => [
      `${first}; ${followed}.`,
      `It ${decapitalize(first)}, and ${followed}.`,
    ],
    cameWith: (usually, feeling, k, n) =>
      `It ${usually ? 'usually' : 'more often than not'} came with ${from(feeling)} (${k} of ${n})`,
    noOutcome: [
      'No outcome can be judged yet: log how these turned out to see whether it is right.',
      'Nothing here has an outcome to judge yet; logging how these went will show whether it is right.',
      'Its outcomes are still open: once you log how they went, you will see whether it is right.',
      'How these turned out is not logged yet, so whether it is right is still open.',
      'Whether it is right will show once a few of these have an outcome.',
    ],
    question: (bad, judged) =>
      `Following it has cost you so far: when you did, ${bad} of ${judged} turned out badly`,
    listen: (good, judged, pattern) =>
      `When you followed it, ${good} of ${judged} turned out well${pattern ? ': a signal worth trusting' : ''}`,
    pause: (aside, every, bad, judged) =>
      every
        ? `Each time you ${VERB[aside]} it, things went badly (${bad} of ${judged})`
        : `When you ${VERB[aside]} it, ${bad} of ${judged} turned out badly`,
    overridingWorked: (aside, good, judged) =>
      `When you ${VERB[aside]} it, ${good} of ${judged} turned out well`,
    then: {
      question: '. Is it fear or intuition?',
      'overriding-worked': '; it may be caution more than intuition.',
    },
    otherWords: (words) =>
      words
        .replace(/^When you /, 'Of the times you ')
        .replace(/^Each time you /, 'Every time you ')
        .replace(/^\. Is it fear or intuition\?$/, '. Fear or intuition: which is it here?')
        .replace(
          /^Following it has cost you so far: when you did,/,
          'So far, following it has cost you: of the times you did,',
        ),
    right: [
      (k, n) => `It proved right ${k} of ${count(n, 'time')}`,
      (k, n) => `Your gut was right ${k} of ${count(n, 'time')} with it`,
      (k, n) => `With it, your gut was right ${k} of ${count(n, 'time')}`,
    ],
    level: (strength, only, k, n) =>
      `When it was ${strength}, it proved right ${only ? 'only ' : ''}${k} of ${n} times`,
    levelRest: (k, n) => `the rest of the time, right ${k} of ${n}`,
  },
  trust: {
    never: (path) =>
      `You haven't ${path === 'honored' ? 'followed' : PERFECT[path]} your gut in these check-ins yet.`,
    total: (path, n) => `${count(n, 'time')} you ${past(path)}`,
    times: (path, n) => `You ${past(path)} ${count(n, 'time')}`,
    split: (words) => (words.length > 0 ? ` (${words.join(' and ')})` : ''),
    ignoredTimes: (n) => `you ${ANSWER_WORDS.yes.count} ${count(n, 'time')}`,
    notSureTimes: (n) => `${ANSWER_WORDS['not-sure'].count} ${count(n, 'time')}`,
    noOutcome: (times, split) =>
      `${times}${split}; no outcome that shows how it went is logged yet.`,
    good: (k) => `${k} turned out well`,
    bad: (k) => `${k} badly`,
    unclear: (k) => `${k} ${k === 1 ? 'is' : 'are'} still unclear`,
    outcomes: (total, split, good, bad, unclear) =>
      `Of ${total}${split}, ${good} and ${bad}${unclear ? `, and ${unclear}` : ''}.`,
    openDecisions: (n) =>
      `${count(n, 'tracked decision')} ${n === 1 ? 'is' : 'are'} still waiting for an outcome`,
    honoredWell: (k, n) => `${k} of ${n} went well when you followed your gut`,
    asideWell: (aside, k, n) => `${k} of ${n} went well when you ${VERB[aside]} it`,
    tooFew(soFar, missing) {
      const which =
        missing === 'either'
          ? 'either path'
          : missing === 'each'
            ? 'a few more of each'
            : missing === 'honored'
              ? 'a few more times you followed your gut'
              : `a few more times you ${VERB[missing]} it`
      const said = soFar.length > 0 ? ` So far ${soFar.join(', and ')}.` : ''
      return `Too few outcomes to compare yet.${said} Log how ${which} turned out, and this will show which path serves you.`
    },
    withDecisions: (text, decisions) => (decisions ? `${text} ${decisions}.` : text),
    evidence: (honored, aside) => `${honored}, and ${aside}`,
    following: (evidence) =>
      `Listening pays off for you: ${evidence}. When the signal comes, give it the benefit of the doubt.`,
    notFollowing: (evidence) =>
      `So far, not following your gut has gone better: ${evidence}. Some of your signals may be fear rather than intuition; next time, pause and ask which one is speaking.`,
    same: (evidence) =>
      `Both paths have turned out about the same so far: ${evidence}. Keep logging outcomes; the difference shows after a few more.`,
  },
  // English words are read: voice-analysis.ts and tone.ts say what they read.
  unread: null,
}
