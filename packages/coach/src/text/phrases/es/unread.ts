import type { UnreadPhrases } from '../insight-book'
import { plural } from './slice-words'

/** What the coach says in Spanish where it does not read the words (text/reading.ts). */
export const unread: UnreadPhrases = {
  voice: {
    heading: '### Lo que notaste',
    began: (quote) => `Empezaste con esto: ${quote}`,
    labels: {
      unease: 'A lo que sientes lo llamaste inquietud: algo de esto todavía no te encaja.',
      unclear:
        'Lo llamaste poco claro: tu intuición aún no ha llegado a una respuesta, y eso también es información.',
      aligned:
        'Lo llamaste en sintonía: esto te parece bien, en el cuerpo tanto como en la cabeza.',
    },
    cannotRead:
      'Todavía no sé leer en español las palabras del cuerpo y de los sentimientos, ni cómo lo dijiste, así que no voy a adivinarlo. Vuelve a escucharte: ¿dónde lo sientes en el cuerpo?',
    questionHeading: '### Una pregunta para quedarte',
    questions: {
      unease: [
        'Si ya supieras la respuesta, ¿cuál sería?',
        '¿De qué te está protegiendo esta inquietud?',
        '¿Qué harías si nadie más tuviera una opinión sobre esto?',
      ],
      unclear: [
        '¿Qué tendría que ser verdad para que esto se sintiera claro?',
        '¿Qué opción hace que tu cuerpo se relaje, aunque sea un poco?',
        '¿Qué estás esperando averiguar?',
      ],
      aligned: [
        '¿Qué podría hacerte dudar de esto más adelante, y qué recordarás entonces?',
        '¿Cómo puedes actuar hoy según esta sensación?',
        '¿Cómo se siente «lo correcto» en tu cuerpo, para que puedas volver a encontrarlo?',
      ],
      none: [
        '¿Qué te dice tu intuición que tu cabeza sigue discutiendo?',
        '¿En qué parte del cuerpo lo sientes más?',
        '¿Qué elegirías si confiaras plenamente en ti?',
      ],
    },
  },
  tone: {
    none: (path) =>
      path === 'honoring'
        ? 'Aún no hay ningún check-in de voz en el que después hicieras caso a tu intuición.'
        : 'Aún no hay ningún check-in de voz en el que después no hicieras caso a tu intuición.',
    length: (n, words) =>
      plural(n, {
        one: `Un check-in, de unas ${words} palabras.`,
        other: `En # check-ins, unas ${words} palabras cada uno.`,
      }),
    cannotTell:
      'Todavía no sé leer en español las palabras de duda o de seguridad, así que no puedo decir cómo suenas.',
    guidance:
      'Cuando te escuches hablar de una decisión, fíjate tú en si das rodeos o vas al grano, y en qué dice tu cuerpo mientras tanto.',
  },
}
