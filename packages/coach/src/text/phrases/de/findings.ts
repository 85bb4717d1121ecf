import { capitalize } from '../../../phrasing'
import type { Candidate } from '../../../findings/finding'
import type { FindingPhrases, Told } from '../finding-book'
import { meta, strength } from './meta'
import {
  atWhere,
  checkIns,
  contextAt,
  countedWords,
  pathAsSubject,
  pathParts,
  whereWords,
  yoursDat,
} from './slice-words'

const how = (c: Candidate) => (c.measure === 'good' ? 'gut' : 'schlecht')

function plainTitle(c: Candidate): string {
  const at = atWhere(c.slice)
  const feeling = c.slice.feeling
  switch (c.kind) {
    case 'path-outcome': {
      const setAside = pathAsSubject(c.path === 'ignored' ? 'ignored' : 'not-honored', feeling)
      if (c.stance === 'pause') return `${setAside} hat dich${at} etwas gekostet`
      if (c.stance === 'listen') return `${pathAsSubject('honored', feeling)} hat sich${at} bewährt`
      if (c.stance === 'question')
        return `${capitalize(yoursDat(feeling))} zu folgen hat sich${at} bisher nicht ausgezahlt`
      return `${setAside} ist${at} bisher gut gegangen`
    }
    case 'overridden-here':
      if (!c.slice.context || c.factors > 1) return `Du schiebst dein Bauchgefühl${at} beiseite`
      return `${capitalize(contextAt(c.slice.context))} schiebst du dein Bauchgefühl beiseite`
    default:
      return `Du bist dir${at} oft unsicher, ob du deinem Bauchgefühl folgen sollst`
  }
}

function outcomes(c: Candidate): Told {
  const at = atWhere(c.slice)
  const { end } = pathParts(c.path, c.slice.feeling)
  const subject = pathAsSubject(c.path, c.slice.feeling)
  const all = c.k === c.n
  return {
    guidance: all
      ? `${c.k} von ${c.n} Mal, als du${at} ${end}, ging es ${how(c)} aus`
      : `Es ging ${c.k} der ${c.n} Male ${how(c)} aus, als du${at} ${end} und das Ergebnis klar war`,
    focus: all
      ? `${subject} ging${at} ${c.k} von ${c.n} Mal ${how(c)} aus`
      : `${subject} ging${at} ${c.k} der ${c.n} Male mit klarem Ergebnis ${how(c)} aus`,
  }
}

function overridden(c: Candidate, rest: string | null): Told {
  const where = whereWords(c.slice)
  const { aux, rest: what } = pathParts(c.path, c.slice.feeling)
  const against = rest ? `, gegenüber ${rest}` : ''
  return {
    guidance: where
      ? `In ${c.k} deiner ${c.n} Check-ins ${where} ${aux} du ${what}${against}`
      : `In ${c.k} deiner ${c.n} Check-ins ${aux} du ${what}`,
    focus: where
      ? `Du ${aux} ${where} in ${c.k} von ${c.n} Check-ins ${what}${against}`
      : `Du ${aux} in ${c.k} von ${c.n} Check-ins ${what}`,
  }
}

function notSure(c: Candidate): Told {
  const at = atWhere(c.slice)
  return {
    guidance: `${c.k} deiner ${c.n} Antworten${at} waren „Weiß nicht“`,
    focus: `„Weiß nicht“ war${at} ${c.k} von ${c.n} Mal deine Antwort`,
  }
}

export const findings: FindingPhrases = {
  outcome(c) {
    const of = c.k === c.n ? `${c.k} von ${c.n}` : `${c.k} der ${c.n} mit klarem Ergebnis`
    const verb = c.k === 1 ? 'ging' : 'gingen'
    return `${countedWords(c.slice, c.path)}: ${of} ${verb} ${how(c)} aus`
  },
  overridden(c) {
    const where = whereWords(c.slice)
    const { aux, rest } = pathParts(c.path, c.slice.feeling)
    const count = `${c.k} von ${c.n} Mal ${rest}`
    return where ? `${where} ${aux} du ${count}` : `du ${aux} ${count}`
  },
  wentAgainst: (n) => `${n} Mal hast du dagegen gehandelt`,
  wereNotSure: (n) => `${n} Mal warst du unsicher`,
  elsewhere: (k, n) => `${k} von ${n} im übrigen Tagebuch`,
  notSure(c) {
    const where = c.slice.context ? ` ${contextAt(c.slice.context)}` : ''
    return `Du hast${where} ${c.k} von ${c.n} Mal „Weiß nicht“ geantwortet`
  },
  observation(main, split, rest, contrast) {
    const parts = `${split ? ` (${split[0]} und ${split[1]})` : ''}${rest ? `, gegenüber ${rest}` : ''}`
    const text = `${capitalize(`${main}${parts}`)}.`
    return contrast ? `${text} ${capitalize(contrast)}.` : text
  },
  title(c) {
    const title = plainTitle(c)
    return c.support === 'early' ? `Erstes Zeichen: ${title}` : title
  },
  // German starts a whole sentence after a colon with a capital, so the words keep theirs.
  early: (n, words) => `Ein erstes Zeichen, aus nur ${checkIns(n)}: ${words}`,
  retell: { outcomes, overridden, notSure },
  meta,
  strength,
}
