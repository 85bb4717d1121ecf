import { clip } from '../../../phrasing'
import type { AnswerPhrases } from '../answer-book'
import { lists } from '../plural'
import { plural, theSignal, times } from './slice-words'

const list = lists('es')

export const answers: AnswerPhrases = {
  focus: {
    total: (n) => plural(n, { one: '# check-in hasta ahora', other: '# check-ins hasta ahora' }),
    tooFew: (total) =>
      `Llevas ${total}, aún muy pocos para ver un patrón. Hoy, cuando tu cuerpo hable antes de una decisión, haz check-in, y más tarde anota cómo salió y si tu intuición acertó.`,
  },
  guidance: {
    hello: (name) => (name ? `### Qué bueno verte, ${name}` : '### Qué bueno verte'),
    last: (n) => (n === 1 ? 'tu último check-in' : `tus últimos ${n} check-ins`),
    honored: (k) => `hiciste caso a tu intuición ${times(k)}`,
    ignored: (k) => `fuiste en contra ${times(k)}`,
    notSure: (k) => `no lo tuviste claro ${times(k)}`,
    checkedIn: (n) => `hiciste check-in ${times(n)}`,
    onlyCheckedIn: (checked) =>
      `Últimamente ${checked}. Cada uno es un momento en que elegiste escuchar.`,
    recap: (last, said) => `En ${last}, ${list(said)}.`,
    wentWell: (k) => plural(k, { one: '# salió bien', other: '# salieron bien' }),
    wentBadly: (k) => plural(k, { one: '# salió mal', other: '# salieron mal' }),
    outcomes: (good, bad) => ` De los resultados que anotaste, ${good} y ${bad}.`,
    empty: 'Tu diario aún está vacío, y es un buen punto de partida.',
    standsOut: (finding) => `**Lo que destaca:** ${finding}`,
    forToday: (practice) => `**Para hoy:** ${practice}`,
    emptyPractice:
      'la próxima vez que algo se mueva en tu cuerpo antes de una decisión, para y haz check-in. Basta con una entrada sincera.',
    noFindingPractice:
      'antes de una decisión, pon una mano donde sientes tu intuición y espera su respuesta.',
    carry: (question) => `**Una pregunta para llevarte:** ${question}`,
    emptyCarry: '¿en qué parte del cuerpo sientes un «no» antes de decirlo?',
    noFindingCarry: '¿qué sabía hoy tu cuerpo antes de que tu mente se diera cuenta?',
    carryOptions: [
      '¿Qué notarás en tu cuerpo antes de tu próxima decisión?',
      '¿Qué decisión de hoy merece una respiración más antes de responder?',
      '¿Qué harías hoy si confiaras en lo que ya sabes?',
      'Cuando tu intuición hable hoy, ¿qué querrás recordar de esto?',
    ],
  },
  missions: {
    firstOutcome: 'Anota cómo salió un check-in pasado',
    outcomeOf: (decision) => `Anota cómo salió «${clip(decision, 36)}»`,
    noticeSignal: (signal) => `Fíjate en cuándo aparece ${theSignal(signal)}, y ponle nombre`,
    strength: 'Fíjate en lo fuerte que es la señal antes de decidir',
    voice: 'Haz un check-in en voz alta',
    pause: 'Dale diez segundos a una «pausa» antes de actuar',
    anyOutcome: 'Anota cómo salió un check-in pasado',
    defaults: {
      'default-pause-before-yes': 'Haz una pausa antes de decir que sí',
      'default-notice-body-signal': 'Fíjate en una señal de tu cuerpo',
      'default-honor-a-no': 'Haz caso a un no que se siente bien',
    },
  },
}
