import { capitalize, decapitalize } from '../../../phrasing'
import type { Candidate } from '../../../findings/finding'
import type { FindingPhrases, Told } from '../finding-book'
import { meta, strength } from './meta'
import {
  atWhere,
  checkIns,
  contextAt,
  countedWords,
  pathAsSubject,
  pathWords,
  times,
  turnedOut,
  whereWords,
  yourFeeling,
} from './slice-words'

const went = (c: Candidate) => (c.measure === 'good' ? 'bien' : 'mal')

function plainTitle(c: Candidate): string {
  const at = atWhere(c.slice)
  const feeling = c.slice.feeling
  switch (c.kind) {
    case 'path-outcome': {
      const setAside = pathAsSubject(c.path === 'ignored' ? 'ignored' : 'not-honored', feeling)
      if (c.stance === 'pause') return `${setAside}${at} te ha salido caro`
      if (c.stance === 'listen') return `${pathAsSubject('honored', feeling)}${at} te ha funcionado`
      if (c.stance === 'question')
        return `Hacer caso a ${yourFeeling(feeling)}${at} no te ha compensado hasta ahora`
      return `${setAside}${at} te ha ido bien hasta ahora`
    }
    case 'overridden-here':
      if (!c.slice.context || c.factors > 1) return `Dejas de lado tu intuición${at}`
      return `${capitalize(contextAt(c.slice.context))} es donde dejas de lado tu intuición`
    default:
      return `A menudo no tienes claro si hacer caso a tu intuición${at}`
  }
}

function outcomes(c: Candidate): Told {
  const at = atWhere(c.slice)
  const path = pathWords(c.path, c.slice.feeling)
  const subject = pathAsSubject(c.path, c.slice.feeling)
  const all = c.k === c.n
  return {
    guidance: all
      ? `${c.k} de ${c.n} veces que ${path}${at}, salió ${went(c)}`
      : `Salió ${went(c)} ${c.k} de las ${c.n} veces que ${path}${at} y el resultado fue claro`,
    focus: all
      ? `${subject}${at} salió ${went(c)} ${c.k} de ${c.n} veces`
      : `${subject}${at} salió ${went(c)} ${c.k} de las ${c.n} veces en que hubo un resultado claro`,
  }
}

function overridden(c: Candidate, rest: string | null): Told {
  const where = whereWords(c.slice)
  const path = pathWords(c.path, c.slice.feeling)
  const against = rest ? `, frente a ${rest}` : ''
  return {
    guidance: where
      ? `En ${c.k} de tus ${c.n} check-ins ${where}, ${path}${against}`
      : `En ${c.k} de tus ${c.n} check-ins, ${path}`,
    focus: where
      ? `${capitalize(path)} ${where} en ${c.k} de ${c.n} check-ins${against}`
      : `${capitalize(path)} en ${c.k} de ${c.n} check-ins`,
  }
}

function notSure(c: Candidate): Told {
  const at = atWhere(c.slice)
  return {
    guidance: `${c.k} de tus ${c.n} respuestas${at} fueron «no lo tengo claro»`,
    focus: `«No lo tengo claro» fue tu respuesta${at} ${c.k} de ${c.n} veces`,
  }
}

export const findings: FindingPhrases = {
  outcome(c) {
    const of = c.k === c.n ? `${c.k} de ${c.n}` : `${c.k} de los ${c.n} con un resultado claro`
    return `${countedWords(c.slice, c.path)}: ${of} ${turnedOut(c.k, went(c))}`
  },
  overridden(c) {
    const where = whereWords(c.slice)
    const path = `${pathWords(c.path, c.slice.feeling)} ${c.k} de ${c.n} veces`
    return where ? `${where}, ${path}` : path
  },
  wentAgainst: (n) => `fuiste en contra ${times(n)}`,
  wereNotSure: (n) => `no lo tuviste claro ${times(n)}`,
  elsewhere: (k, n) => `${k} de ${n} en el resto de tu diario`,
  notSure(c) {
    const where = c.slice.context ? ` ${contextAt(c.slice.context)}` : ''
    return `Respondiste «no lo tengo claro» ${c.k} de ${c.n} veces${where}`
  },
  observation(main, split, rest, contrast) {
    const parts = `${split ? ` (${split[0]} y ${split[1]})` : ''}${rest ? `, frente a ${rest}` : ''}`
    const text = `${capitalize(`${main}${parts}`)}.`
    return contrast ? `${text} ${capitalize(contrast)}.` : text
  },
  title(c) {
    const title = plainTitle(c)
    return c.support === 'early' ? `Primera señal: ${decapitalize(title)}` : title
  },
  early: (n, words) => `Una primera señal, con solo ${checkIns(n)}: ${decapitalize(words)}`,
  retell: { outcomes, overridden, notSure },
  meta,
  strength,
}
