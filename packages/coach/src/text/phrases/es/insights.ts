import { capitalize } from '../../../phrasing'
import { lists } from '../plural'
import type { Aside, InsightPhrases } from '../insight-book'
import { plural, STRENGTH, times, turnedOut } from './slice-words'
import { unread } from './unread'

const list = lists('es')
const FEELING = { yes: 'un sí', no: 'un no', pause: 'una pausa' } as const
const from = (feeling: keyof typeof FEELING) => `${FEELING[feeling]} de tu intuición`

/** How not following is said: "fuiste en contra" only when every one was "lo ignoraré". */
const PAST: Record<Aside, string> = {
  ignored: 'fuiste en contra de',
  'not-sure': 'no tuviste claro si hacer caso a',
  'not-honored': 'no hiciste caso a',
}
const PERFECT: Record<Aside, string> = {
  ignored: 'ido en contra de',
  'not-sure': 'dudado si hacer caso a',
  'not-honored': 'dejado de lado',
}
/** "hiciste caso a tu intuición", "fuiste en contra de tu intuición". */
const past = (path: 'honored' | Aside) =>
  path === 'honored' ? 'hiciste caso a tu intuición' : `${PAST[path]} tu intuición`
/** "fuiste en contra de ella": the signal (or the gut) already named. */
const PAST_IT: Record<Aside, string> = {
  ignored: 'fuiste en contra de ella',
  'not-sure': 'no tuviste claro si hacerle caso',
  'not-honored': 'no le hiciste caso',
}
const pastIt = (aside: Aside) => PAST_IT[aside]

export const insights: InsightPhrases = {
  signals: {
    showedUp: (n) => `Apareció ${times(n)}`,
    eachTimeWith: (shown, feeling) => `${shown}, cada vez con ${from(feeling)}`,
    followed: (n) => `le hiciste caso ${times(n)}`,
    first: (first, followed) => [
      `${first}; ${followed}.`,
      `${first}, y ${followed}.`.replace(/^Apareció/, 'Esta señal apareció'),
    ],
    cameWith: (usually, feeling, k, n) =>
      `${usually ? 'Casi siempre' : 'La mayoría de las veces'} vino con ${from(feeling)} (${k} de ${n})`,
    noOutcome: [
      'Aún no hay ningún resultado que valorar: anota cómo salieron y si tu intuición acertó para ver si esta señal acierta.',
      'Todavía nada de esto tiene un resultado que valorar; anotar cómo fue mostrará si acierta.',
      'Sus resultados siguen abiertos: cuando anotes cómo fueron, verás si acierta.',
      'Aún no has anotado cómo salieron, así que sigue abierto si acierta.',
      'Si acierta se verá cuando algunos de estos tengan un resultado.',
    ],
    question: (bad, judged) =>
      `Hacerle caso te ha salido caro hasta ahora: cuando lo hiciste, ${bad} de ${judged} ${turnedOut(bad, 'mal')}`,
    listen: (good, judged, pattern) =>
      `Cuando le hiciste caso, ${good} de ${judged} ${turnedOut(good, 'bien')}${pattern ? ': una señal en la que vale la pena confiar' : ''}`,
    pause: (aside, every, bad, judged) =>
      every
        ? `Cada vez que ${pastIt(aside)}, las cosas salieron mal (${bad} de ${judged})`
        : `Cuando ${pastIt(aside)}, ${bad} de ${judged} ${turnedOut(bad, 'mal')}`,
    overridingWorked: (aside, good, judged) =>
      `Cuando ${pastIt(aside)}, ${good} de ${judged} ${turnedOut(good, 'bien')}`,
    then: {
      question: '. ¿Es miedo o intuición?',
      'overriding-worked': '; puede que sea más prudencia que intuición.',
    },
    otherWords: (words) =>
      words
        .replace(/^Cuando /, 'De las veces que ')
        .replace(/^Cada vez que /, 'Todas las veces que ')
        .replace(/^\. ¿Es miedo o intuición\?$/, '. ¿Miedo o intuición: cuál es aquí?')
        .replace(
          /^Hacerle caso te ha salido caro hasta ahora: cuando lo hiciste,/,
          'Hasta ahora, hacerle caso te ha salido caro: de las veces que lo hiciste,',
        ),
    right: [
      (k, n) => `Acertó ${k} de ${times(n)}`,
      (k, n) => `Con ella, tu intuición acertó ${k} de ${times(n)}`,
      (k, n) => `Tu intuición acertó ${k} de ${times(n)} con esta señal`,
    ],
    level: (strength, only, k, n) =>
      `Cuando fue ${STRENGTH[strength].one}, acertó ${only ? 'solo ' : ''}${k} de ${n} veces`,
    levelRest: (k, n) => `el resto del tiempo, ${k} de ${n}`,
  },
  trust: {
    never: (path) =>
      `Aún no has ${path === 'honored' ? 'hecho caso a' : PERFECT[path]} tu intuición en estos check-ins.`,
    total: (path, n) => `${plural(n, { one: '# vez', other: 'las # veces' })} que ${past(path)}`,
    times: (path, n) => `${capitalize(past(path))} ${times(n)}`,
    split: (words) => (words.length > 0 ? ` (${list(words)})` : ''),
    ignoredTimes: (n) => `fuiste en contra ${times(n)}`,
    notSureTimes: (n) => `no lo tuviste claro ${times(n)}`,
    noOutcome: (times, split) =>
      `${times}${split}; aún no has anotado ningún resultado que muestre cómo fue.`,
    good: (k) => plural(k, { one: '# salió bien', other: '# salieron bien' }),
    bad: (k) => `${k} mal`,
    unclear: (k) => plural(k, { one: '# aún no está claro', other: '# aún no están claros' }),
    outcomes: (total, split, good, bad, unclear) =>
      `De ${total}${split}, ${good} y ${bad}${unclear ? `, y ${unclear}` : ''}.`,
    openDecisions: (n) =>
      plural(n, {
        one: '# decisión registrada sigue esperando un resultado',
        other: '# decisiones registradas siguen esperando un resultado',
      }),
    honoredWell: (k, n) =>
      `${k} de ${n} ${turnedOut(k, 'bien')} cuando hiciste caso a tu intuición`,
    asideWell: (aside, k, n) => `${k} de ${n} ${turnedOut(k, 'bien')} cuando ${pastIt(aside)}`,
    tooFew(soFar, missing) {
      const which =
        missing === 'either'
          ? 'cualquiera de los dos caminos'
          : missing === 'each'
            ? 'algunas veces más de cada camino'
            : missing === 'honored'
              ? 'algunas veces más en que hiciste caso a tu intuición'
              : `algunas veces más en que ${pastIt(missing)}`
      const said = soFar.length > 0 ? ` Por ahora, ${soFar.join(', y ')}.` : ''
      return `Aún hay muy pocos resultados para comparar.${said} Anota cómo salieron ${which} y si tu intuición acertó, y esto mostrará qué camino te sirve.`
    },
    withDecisions: (text, decisions) => (decisions ? `${text} ${decisions}.` : text),
    evidence: (honored, aside) => `${honored}, y ${aside}`,
    following: (evidence) =>
      `Escuchar te sale bien: ${evidence}. Cuando llegue la señal, dale el beneficio de la duda.`,
    notFollowing: (evidence) =>
      `Hasta ahora, no hacer caso a tu intuición te ha ido mejor: ${evidence}. Puede que algunas de tus señales sean miedo más que intuición; la próxima vez, haz una pausa y pregúntate cuál de los dos habla.`,
    same: (evidence) =>
      `Los dos caminos han salido más o menos igual hasta ahora: ${evidence}. Sigue anotando resultados; la diferencia se verá con unos cuantos más.`,
  },
  unread,
}
