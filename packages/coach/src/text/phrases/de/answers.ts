import { clip } from '../../../phrasing'
import type { AnswerPhrases } from '../answer-book'
import { lists } from '../plural'
import { plural, theSignal, times } from './slice-words'

const list = lists('de')

export const answers: AnswerPhrases = {
  focus: {
    total: (n) => plural(n, { one: '# Check-in bisher', other: '# Check-ins bisher' }),
    tooFew: (total) =>
      `Du hast ${total}, noch zu wenige, um ein Muster zu sehen. Wenn sich dein Körper heute vor einer Entscheidung meldet, mach einen Check-in, und halte später fest, wie es ausgegangen ist und ob dein Bauchgefühl recht hatte.`,
  },
  guidance: {
    hello: (name) => (name ? `### Schön, dich zu sehen, ${name}` : '### Schön, dich zu sehen'),
    last: (n) => (n === 1 ? 'deinem letzten Check-in' : `deinen letzten ${n} Check-ins`),
    honored: (k) => `${times(k)} bist du deinem Bauchgefühl gefolgt`,
    ignored: (k) => `${times(k)} hast du dagegen gehandelt`,
    notSure: (k) => `${times(k)} warst du unsicher`,
    checkedIn: (n) => `${times(n)} eingecheckt`,
    onlyCheckedIn: (checked) =>
      `Du hast in letzter Zeit ${checked}. Jeder Check-in ist ein Moment, in dem du dich fürs Hinhören entschieden hast.`,
    recap: (last, said) => `In ${last}: ${list(said)}.`,
    wentWell: (k) => plural(k, { one: '# ging gut aus', other: '# gingen gut aus' }),
    wentBadly: (k) => plural(k, { one: '# ging schlecht aus', other: '# gingen schlecht aus' }),
    outcomes: (good, bad) => ` Von den Ergebnissen, die du festgehalten hast: ${good} und ${bad}.`,
    empty: 'Dein Tagebuch ist noch leer, und das ist ein guter Anfang.',
    standsOut: (finding) => `**Was auffällt:** ${finding}`,
    forToday: (practice) => `**Für heute:** ${practice}`,
    emptyPractice:
      'Wenn sich das nächste Mal vor einer Entscheidung etwas in deinem Körper regt, halte inne und mach einen Check-in. Ein ehrlicher Eintrag genügt.',
    noFindingPractice:
      'Leg vor einer Entscheidung eine Hand dorthin, wo du dein Bauchgefühl spürst, und warte auf seine Antwort.',
    carry: (question) => `**Eine Frage für den Tag:** ${question}`,
    emptyCarry: 'Wo in deinem Körper spürst du ein „Nein“, bevor du es aussprichst?',
    noFindingCarry: 'Was wusste dein Körper heute, bevor dein Kopf so weit war?',
    carryOptions: [
      'Was wirst du vor deiner nächsten Entscheidung in deinem Körper bemerken?',
      'Welche Entscheidung verdient heute einen Atemzug mehr, bevor du antwortest?',
      'Was würdest du heute tun, wenn du dem vertrauen würdest, was du schon weißt?',
      'Wenn sich dein Bauchgefühl heute meldet: Woran willst du dich dann erinnern?',
    ],
  },
  missions: {
    firstOutcome: 'Halte fest, wie ein früherer Check-in ausgegangen ist',
    outcomeOf: (decision) => `Halte fest, wie „${clip(decision, 36)}“ ausgegangen ist`,
    noticeSignal: (signal) => `Achte darauf, wann ${theSignal(signal)} auftaucht, und benenne es`,
    strength: 'Achte darauf, wie stark das Signal ist, bevor du entscheidest',
    voice: 'Sprich einen Check-in laut aus',
    pause: 'Gib einer „Pause“ zehn Sekunden, bevor du handelst',
    anyOutcome: 'Halte fest, wie ein früherer Check-in ausgegangen ist',
    defaults: {
      'default-pause-before-yes': 'Halte inne, bevor du Ja sagst',
      'default-notice-body-signal': 'Nimm ein Körpersignal wahr',
      'default-honor-a-no': 'Hör auf ein Nein, das sich richtig anfühlt',
    },
  },
}
