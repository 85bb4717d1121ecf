import { capitalize, count } from '../../../phrasing'
import type { MetaPhrases, StrengthPhrases } from '../finding-book'
import { contextAt } from './slice-words'

export const meta: MetaPhrases = {
  fewOutcomes: (k, n) => ({
    main:
      k === 0
        ? `None of your ${n} check-ins has an outcome that says how it went`
        : `Only ${k} of your ${n} check-ins ${k === 1 ? 'has' : 'have'} an outcome that says how it went`,
    guidance:
      k === 0
        ? `Not one of your ${n} check-ins says yet how it turned out`
        : `${k} of your ${n} check-ins say how they turned out`,
    focus:
      k === 0
        ? `Your ${n} check-ins have no outcome logged yet`
        : `So far, ${k} of ${n} check-ins have an outcome logged`,
    title: 'Too few outcomes to tell yet',
    observation: (main) =>
      `${main}, too few to tell where your gut is right and where it misleads you.`,
    guide:
      'Pick two past check-ins and add how they turned out, in your own words. Outcomes are what show where your gut is right, and where it misleads you.',
    questions: [
      'Which of your past check-ins has already played out?',
      'What did your gut say then, and what do you know now?',
    ],
    today: 'Today, add how one past check-in turned out.',
    mission: 'Log how one past check-in turned out',
  }),
  openDecisions: (open) => ({
    main: `${count(open, 'tracked decision')} ${open === 1 ? 'has' : 'have'} no outcome yet`,
    guidance: `Still open: ${count(open, 'tracked decision')} without an outcome`,
    focus: `${count(open, 'decision')} you tracked ${open === 1 ? 'is' : 'are'} still waiting for an outcome`,
    title: 'Decisions waiting for an ending',
    guide:
      'Logging how they turned out is how Hara learns which of your signals to trust. Pick one and add what happened.',
    questions: [
      'Which of these has already played out?',
      'What did your gut say about it then, and what do you know now?',
    ],
    today: 'Today, add how one of them turned out.',
    mission: 'Log how one tracked decision turned out',
  }),
}

const at = (context?: string) => (context ? ` ${contextAt(context)}` : '')
const only = (way: 'right' | 'wrong') => (way === 'right' ? '' : 'only ')

export const strength: StrengthPhrases = {
  main: (c) =>
    `When your gut was ${c.strength}${at(c.context)}, it was right ${c.way === 'wrong' ? 'only ' : ''}${c.right} of ${c.n} times`,
  rest: (c) => `the rest of the time it was right ${c.rest.right} of ${c.rest.n} times`,
  guidance(c) {
    const main = `Your ${c.strength} gut feelings${at(c.context)} were right ${only(c.way)}${c.right} of ${c.n} times`
    const rest = `your other gut feelings were right ${c.rest.right} of ${c.rest.n} times`
    return { main, rest, joined: `${main}; ${rest}` }
  },
  focus(c) {
    const main = `${capitalize(c.strength)}${at(c.context)}, your gut has been right ${only(c.way)}${c.right} of ${c.n} times`
    const rest = `right ${c.rest.right} of ${c.rest.n} times otherwise`
    return { main, rest, joined: `${main}, and ${rest}` }
  },
  title: (c) =>
    c.way === 'right'
      ? `Your ${c.strength} signals${at(c.context)} have been right`
      : `Your ${c.strength} signals${at(c.context)} have missed`,
  guide: (c) =>
    c.way === 'right'
      ? `When your gut feels ${c.strength}${at(c.context)}, give that strength its weight in the decision, and log how it turns out so the count stays honest.`
      : `When your gut feels only ${c.strength}${at(c.context)}, take it as a question rather than an answer: look for one more fact, and log how it turns out.`,
  questions: (c) =>
    c.way === 'right'
      ? [
          `What does a ${c.strength} signal${at(c.context)} notice that the others miss?`,
          `How does a ${c.strength} signal feel in your body, compared with the others?`,
        ]
      : [
          `What else is going on when your gut feels only ${c.strength}?`,
          `What would you want to know before acting on a ${c.strength} signal?`,
        ],
  today: 'Today, notice how strong your gut is, and say so when you check in.',
  mission: 'Notice how strong the signal is before you decide',
}
