import type { MetaPhrases, StrengthCounts, StrengthPhrases } from '../finding-book'
import { contextAt, plural, STRENGTH } from './slice-words'

export const meta: MetaPhrases = {
  fewOutcomes: (k, n) => ({
    main:
      k === 0
        ? `Keiner deiner ${n} Check-ins hat ein Ergebnis, das zeigt, wie es ausging`
        : `Nur ${k} deiner ${n} Check-ins ${plural(k, { one: 'hat', other: 'haben' })} ein Ergebnis, das zeigt, wie es ausging`,
    guidance:
      k === 0
        ? `Noch keiner deiner ${n} Check-ins sagt, wie es ausging`
        : `${k} deiner ${n} Check-ins ${plural(k, { one: 'sagt', other: 'sagen' })}, wie es ausging`,
    focus:
      k === 0
        ? `Zu deinen ${n} Check-ins ist noch kein Ergebnis festgehalten`
        : `Bisher ${plural(k, { one: 'hat', other: 'haben' })} ${k} von ${n} Check-ins ein festgehaltenes Ergebnis`,
    title: 'Noch zu wenige Ergebnisse, um etwas zu sagen',
    observation: (main) =>
      `${main}: zu wenige, um zu sehen, wo dein Bauchgefühl richtig liegt und wo es dich in die Irre führt.`,
    guide:
      'Such dir zwei frühere Check-ins aus, halte fest, wie sie ausgegangen sind, und sag, ob dein Bauchgefühl recht hatte. Genau das zeigt, wo es richtig liegt und wo es dich in die Irre führt.',
    questions: [
      'Welcher deiner früheren Check-ins hat sich schon entschieden?',
      'Was hat dein Bauchgefühl damals gesagt, und was weißt du heute?',
    ],
    today: 'Halte heute fest, wie ein früherer Check-in ausgegangen ist.',
    mission: 'Halte fest, wie ein früherer Check-in ausgegangen ist',
  }),
  openDecisions: (open) => ({
    main: plural(open, {
      one: '# festgehaltene Entscheidung hat noch kein Ergebnis',
      other: '# festgehaltene Entscheidungen haben noch kein Ergebnis',
    }),
    guidance: plural(open, {
      one: 'Noch offen: # festgehaltene Entscheidung ohne Ergebnis',
      other: 'Noch offen: # festgehaltene Entscheidungen ohne Ergebnis',
    }),
    focus: plural(open, {
      one: '# Entscheidung, die du festgehalten hast, wartet noch auf ein Ergebnis',
      other: '# Entscheidungen, die du festgehalten hast, warten noch auf ein Ergebnis',
    }),
    title: 'Entscheidungen, die auf ein Ende warten',
    guide:
      'Wenn du festhältst, wie sie ausgegangen sind, lernt Hara, welchen deiner Signale du trauen kannst. Such dir eine aus und ergänze, was passiert ist.',
    questions: [
      'Welche davon hat sich schon entschieden?',
      'Was hat dein Bauchgefühl damals dazu gesagt, und was weißt du heute?',
    ],
    today: 'Halte heute fest, wie eine davon ausgegangen ist.',
    mission: 'Halte fest, wie eine festgehaltene Entscheidung ausgegangen ist',
  }),
}

const at = (context?: string) => (context ? ` ${contextAt(context)}` : '')
const only = (c: StrengthCounts) => (c.way === 'right' ? '' : 'nur ')
const plain = (c: StrengthCounts) => STRENGTH[c.strength].plain
const declined = (c: StrengthCounts) => STRENGTH[c.strength].declined
const neuter = (c: StrengthCounts) => STRENGTH[c.strength].neuter

export const strength: StrengthPhrases = {
  main: (c) =>
    `Wenn dein Bauchgefühl${at(c.context)} ${plain(c)} war, lag es ${only(c)}${c.right} von ${c.n} Mal richtig`,
  rest: (c) => `den Rest der Zeit lag es ${c.rest.right} von ${c.rest.n} Mal richtig`,
  guidance(c) {
    const main = `Deine ${declined(c)} Bauchgefühle${at(c.context)} lagen ${only(c)}${c.right} von ${c.n} Mal richtig`
    const rest = `deine anderen lagen ${c.rest.right} von ${c.rest.n} Mal richtig`
    return { main, rest, joined: `${main}; ${rest}` }
  },
  focus(c) {
    const main = `Bei ${declined(c)} Signalen${at(c.context)} lag dein Bauchgefühl ${only(c)}${c.right} von ${c.n} Mal richtig`
    const rest = `sonst ${c.rest.right} von ${c.rest.n} Mal`
    return { main, rest, joined: `${main}, und ${rest}` }
  },
  title: (c) =>
    c.way === 'right'
      ? `Deine ${declined(c)} Signale${at(c.context)} lagen richtig`
      : `Deine ${declined(c)} Signale${at(c.context)} lagen daneben`,
  guide: (c) =>
    c.way === 'right'
      ? `Wenn sich dein Bauchgefühl${at(c.context)} ${plain(c)} anfühlt, gib dieser Stärke ihr Gewicht in der Entscheidung, und halte fest, wie es ausgeht, damit die Zählung ehrlich bleibt.`
      : `Wenn sich dein Bauchgefühl${at(c.context)} nur ${plain(c)} anfühlt, nimm es eher als Frage denn als Antwort: Such nach einer weiteren Tatsache, und halte fest, wie es ausgeht.`,
  questions: (c) =>
    c.way === 'right'
      ? [
          `Was bemerkt ein ${neuter(c)} Signal${at(c.context)}, das den anderen entgeht?`,
          `Wie fühlt sich ein ${neuter(c)} Signal in deinem Körper an, verglichen mit den anderen?`,
        ]
      : [
          `Was ist sonst los, wenn sich dein Bauchgefühl nur ${plain(c)} anfühlt?`,
          `Was würdest du gern wissen, bevor du nach einem ${declined(c)} Signal handelst?`,
        ],
  today: 'Achte heute darauf, wie stark dein Bauchgefühl ist, und sag es, wenn du eincheckst.',
  mission: 'Achte darauf, wie stark das Signal ist, bevor du entscheidest',
}
