import type { Path } from '../../../stats/claims'
import { capitalize, count, decapitalize } from '../../../phrasing'
import type { Candidate } from '../../../findings/finding'
import type { FindingPhrases, Told } from '../finding-book'
import { meta, strength } from './meta'
import {
  contextAt,
  contextNoun,
  countedWords,
  gutWords,
  pathWords,
  settingAside,
  whereWords,
} from './slice-words'

/** "following a no", "going against your gut": the path as a gerund. */
function gerund(path: Path, c: Candidate): string {
  const what = gutWords(c.slice.feeling)
  switch (path) {
    case 'honored':
      return `following ${what}`
    case 'ignored':
      return `going against ${what}`
    case 'not-sure':
      return `being unsure whether to follow ${what}`
    default:
      return `not following ${what}`
  }
}

function plainTitle(c: Candidate): string {
  const where = whereWords(c.slice)
  const at = where ? ` ${where}` : ''
  const gut = c.slice.feeling ? `a ${c.slice.feeling}` : 'your gut'
  switch (c.kind) {
    case 'path-outcome':
      if (c.stance === 'pause')
        return `${capitalize(settingAside(c.path).gerund)} ${gut}${at} has cost you`
      if (c.stance === 'listen') return `Following ${gut}${at} has worked for you`
      if (c.stance === 'question') {
        return `Following ${c.slice.feeling ? `your ${c.slice.feeling}` : 'your gut'}${at} hasn’t paid off so far`
      }
      return `${capitalize(settingAside(c.path).gerund)} ${gut}${at} has gone well so far`
    case 'overridden-here':
      if (!c.slice.context || c.factors > 1) return `You set your gut aside${at}`
      return `${capitalize(contextNoun(c.slice.context))} is where you set your gut aside`
    default:
      return `You’re often unsure whether to follow your gut${at}`
  }
}

function outcomes(c: Candidate): Told {
  const where = whereWords(c.slice)
  const at = where ? ` ${where}` : ''
  const went = c.measure === 'good' ? 'well' : 'badly'
  const all = c.k === c.n
  return {
    guidance: all
      ? `${c.k} of ${c.n} times you ${pathWords(c.path, c.slice.feeling)}${at}, it turned out ${went}`
      : `It turned out ${went} ${c.k} of the ${c.n} times you ${pathWords(c.path, c.slice.feeling)}${at} and the outcome was clear`,
    focus: all
      ? `${capitalize(gerund(c.path, c))}${at} turned out ${went} ${c.k} of ${c.n} times`
      : `${capitalize(gerund(c.path, c))}${at} turned out ${went} ${c.k} of the ${c.n} times it had a clear outcome`,
  }
}

function overridden(c: Candidate, rest: string | null): Told {
  const where = whereWords(c.slice)
  const what = pathWords(c.path, c.slice.feeling)
  const against = rest ? `, against ${rest}` : ''
  const compared = rest ? `, compared with ${rest}` : ''
  return {
    guidance: where
      ? `In ${c.k} of your ${c.n} check-ins ${where}, you ${what}${compared}`
      : `In ${c.k} of your ${c.n} check-ins, you ${what}`,
    focus: where
      ? `You ${what} ${where} in ${c.k} of ${c.n} check-ins${against}`
      : `You ${what} in ${c.k} of ${c.n} check-ins`,
  }
}

function notSure(c: Candidate): Told {
  const where = whereWords(c.slice)
  const at = where ? ` ${where}` : ''
  return {
    guidance: `${c.k} of your ${c.n} answers${at} were “not sure”`,
    focus: `“Not sure” was your answer${at} ${c.k} of ${c.n} times`,
  }
}

export const findings: FindingPhrases = {
  outcome(c) {
    const well = c.measure === 'good'
    const of = c.k === c.n ? `${c.k} of ${c.n}` : `${c.k} of the ${c.n} with a clear outcome`
    return `${countedWords(c.slice, c.path)}: ${of} turned out ${well ? 'well' : 'badly'}`
  },
  overridden(c) {
    const where = whereWords(c.slice)
    const place = where ? `${where}, you` : 'you'
    return `${place} ${pathWords(c.path, c.slice.feeling)} ${c.k} of ${c.n} times`
  },
  wentAgainst: (n) => `went against it ${count(n, 'time')}`,
  wereNotSure: (n) => `weren't sure ${count(n, 'time')}`,
  elsewhere: (k, n) => `${k} of ${n} everywhere else`,
  notSure(c) {
    const where = c.slice.context ? ` ${contextAt(c.slice.context)}` : ''
    return `You answered “not sure” ${c.k} of ${c.n} times${where}`
  },
  observation(main, split, rest, contrast) {
    const parts = `${split ? ` (you ${split[0]} and ${split[1]})` : ''}${rest ? `, against ${rest}` : ''}`
    const text = `${capitalize(`${main}${parts}`)}.`
    return contrast ? `${text} ${capitalize(contrast)}.` : text
  },
  title(c) {
    const title = plainTitle(c)
    return c.support === 'early' ? `Early sign: ${decapitalize(title)}` : title
  },
  early: (n, words) => `An early sign, from only ${n} check-ins: ${decapitalize(words)}`,
  retell: { outcomes, overridden, notSure },
  meta,
  strength,
}
