import { capitalize } from '../../../phrasing'
import type { MetaPhrases, StrengthCounts, StrengthPhrases } from '../finding-book'
import { contextAt, plural, STRENGTH } from './slice-words'

export const meta: MetaPhrases = {
  fewOutcomes: (k, n) => ({
    main:
      k === 0
        ? `Ninguno de tus ${n} check-ins tiene un resultado que diga cómo fue`
        : `Solo ${k} de tus ${n} check-ins ${plural(k, { one: 'tiene', other: 'tienen' })} un resultado que diga cómo fue`,
    guidance:
      k === 0
        ? `Ninguno de tus ${n} check-ins dice todavía cómo salió`
        : `${k} de tus ${n} check-ins ${plural(k, { one: 'dice cómo salió', other: 'dicen cómo salieron' })}`,
    focus:
      k === 0
        ? `Tus ${n} check-ins aún no tienen ningún resultado anotado`
        : `Por ahora, ${k} de ${n} check-ins ${plural(k, { one: 'tiene', other: 'tienen' })} un resultado anotado`,
    title: 'Aún hay pocos resultados para saberlo',
    observation: (main) =>
      `${main}: son muy pocos para saber dónde acierta tu intuición y dónde te despista.`,
    guide:
      'Elige dos check-ins pasados, anota cómo salieron y di si tu intuición acertó. Eso es lo que muestra dónde acierta y dónde te despista.',
    questions: [
      '¿Cuál de tus check-ins pasados ya se ha resuelto?',
      '¿Qué te decía tu intuición entonces, y qué sabes ahora?',
    ],
    today: 'Hoy, anota cómo salió un check-in pasado.',
    mission: 'Anota cómo salió un check-in pasado',
  }),
  openDecisions: (open) => ({
    main: plural(open, {
      one: '# decisión registrada aún no tiene resultado',
      other: '# decisiones registradas aún no tienen resultado',
    }),
    guidance: plural(open, {
      one: 'Aún abierta: # decisión registrada sin resultado',
      other: 'Aún abiertas: # decisiones registradas sin resultado',
    }),
    focus: plural(open, {
      one: '# decisión que registraste sigue esperando un resultado',
      other: '# decisiones que registraste siguen esperando un resultado',
    }),
    title: 'Decisiones que esperan un final',
    guide:
      'Anotar cómo salieron es como Hara aprende en cuáles de tus señales confiar. Elige una y añade lo que pasó.',
    questions: [
      '¿Cuál de ellas ya se ha resuelto?',
      '¿Qué te decía tu intuición entonces, y qué sabes ahora?',
    ],
    today: 'Hoy, anota cómo salió una de ellas.',
    mission: 'Anota cómo salió una decisión registrada',
  }),
}

const at = (context?: string) => (context ? ` ${contextAt(context)}` : '')
const only = (c: StrengthCounts) => (c.way === 'right' ? '' : 'solo ')
const one = (c: StrengthCounts) => STRENGTH[c.strength].one
const many = (c: StrengthCounts) => STRENGTH[c.strength].many

export const strength: StrengthPhrases = {
  main: (c) =>
    `Cuando tu intuición fue ${one(c)}${at(c.context)}, acertó ${only(c)}${c.right} de ${c.n} veces`,
  rest: (c) => `el resto del tiempo acertó ${c.rest.right} de ${c.rest.n} veces`,
  guidance(c) {
    const main = `Tus corazonadas ${many(c)}${at(c.context)} acertaron ${only(c)}${c.right} de ${c.n} veces`
    const rest = `las demás acertaron ${c.rest.right} de ${c.rest.n} veces`
    return { main, rest, joined: `${main}; ${rest}` }
  },
  focus(c) {
    const main = `${capitalize(one(c))}${at(c.context)}, tu intuición ha acertado ${only(c)}${c.right} de ${c.n} veces`
    const rest = `${c.rest.right} de ${c.rest.n} veces en los demás casos`
    return { main, rest, joined: `${main}, y ${rest}` }
  },
  title: (c) =>
    c.way === 'right'
      ? `Tus señales ${many(c)}${at(c.context)} han acertado`
      : `Tus señales ${many(c)}${at(c.context)} han fallado`,
  guide: (c) =>
    c.way === 'right'
      ? `Cuando tu intuición sea ${one(c)}${at(c.context)}, dale a esa fuerza su peso en la decisión, y anota cómo sale para que la cuenta siga siendo honesta.`
      : `Cuando tu intuición sea solo ${one(c)}${at(c.context)}, tómala como una pregunta más que como una respuesta: busca un dato más, y anota cómo sale.`,
  questions: (c) =>
    c.way === 'right'
      ? [
          `¿Qué nota una señal ${one(c)}${at(c.context)} que a las demás se les escapa?`,
          `¿Cómo se siente en tu cuerpo una señal ${one(c)}, comparada con las demás?`,
        ]
      : [
          `¿Qué más está pasando cuando tu intuición es solo ${one(c)}?`,
          `¿Qué querrías saber antes de actuar según una señal ${one(c)}?`,
        ],
  today: 'Hoy, fíjate en lo fuerte que es tu intuición, y dilo cuando hagas check-in.',
  mission: 'Fíjate en lo fuerte que es la señal antes de decidir',
}
