import type { UnreadPhrases } from '../insight-book'
import { plural } from './slice-words'

/** What the coach says in German where it does not read the words (text/reading.ts). */
export const unread: UnreadPhrases = {
  voice: {
    heading: '### Was dir aufgefallen ist',
    began: (quote) => `Du hast so angefangen: ${quote}`,
    labels: {
      unease:
        'Du hast das Gefühl Unbehagen genannt: Irgendetwas daran fühlt sich noch nicht stimmig an.',
      unclear:
        'Du hast es unklar genannt: Dein Bauchgefühl hat sich noch nicht entschieden, und auch das ist eine Information.',
      aligned:
        'Du hast es stimmig genannt: Es fühlt sich für dich richtig an, im Körper genauso wie im Kopf.',
    },
    cannotRead:
      'Körper- und Gefühlswörter und wie du etwas sagst, kann ich auf Deutsch noch nicht lesen, also rate ich nicht. Hör noch einmal in dich hinein: Wo spürst du es im Körper?',
    questionHeading: '### Eine Frage zum Nachspüren',
    questions: {
      unease: [
        'Wenn du die Antwort schon wüsstest, wie würde sie lauten?',
        'Wovor schützt dich dieses Unbehagen?',
        'Was würdest du tun, wenn niemand sonst eine Meinung dazu hätte?',
      ],
      unclear: [
        'Was müsste wahr sein, damit sich das klar anfühlt?',
        'Bei welcher Möglichkeit entspannt sich dein Körper, wenn auch nur ein wenig?',
        'Worauf wartest du noch?',
      ],
      aligned: [
        'Was könnte dich später daran zweifeln lassen, und woran willst du dich dann erinnern?',
        'Wie kannst du heute nach diesem Gefühl handeln?',
        'Wie fühlt sich „richtig“ in deinem Körper an, damit du es wiederfindest?',
      ],
      none: [
        'Was sagt dir dein Bauchgefühl, womit dein Kopf immer wieder streitet?',
        'Wo in deinem Körper spürst du das am meisten?',
        'Was würdest du wählen, wenn du dir voll und ganz vertrauen würdest?',
      ],
    },
  },
  tone: {
    none: (path) =>
      path === 'honoring'
        ? 'Noch kein gesprochener Check-in, nach dem du deinem Bauchgefühl gefolgt bist.'
        : 'Noch kein gesprochener Check-in, nach dem du deinem Bauchgefühl nicht gefolgt bist.',
    length: (n, words) =>
      plural(n, {
        one: `Ein Check-in, etwa ${words} Wörter.`,
        other: `In # Check-ins, je etwa ${words} Wörter.`,
      }),
    cannotTell:
      'Zögernde oder sichere Wörter kann ich auf Deutsch noch nicht lesen, also kann ich nicht sagen, wie du klingst.',
    guidance:
      'Wenn du dich über eine Entscheidung sprechen hörst, achte selbst darauf, ob du um etwas herumredest oder es geradeheraus sagst, und darauf, was dein Körper dabei meldet.',
  },
}
