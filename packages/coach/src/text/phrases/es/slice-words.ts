import type { GutFeeling, GutStrength } from '@hara/core'
import type { Path, Slice } from '../../../stats/claims'
import type { TimeSlot, Weekday } from '../../../stats/time-of-day'
import { capitalize, clip } from '../../../phrasing'
import { plurals } from '../plural'

export const plural = plurals('es')

/**
 * How the parts of a journal are said in Spanish (as en/slice-words.ts in English): a context
 * ("en el trabajo"), a time of day, a body signal, a path ("fuiste en contra de un no").
 */

const SLOT: Record<TimeSlot, string> = {
  morning: 'antes del mediodía',
  afternoon: 'por la tarde',
  evening: 'al caer la tarde',
  night: 'después de las 9 de la noche',
}
export const slotWords = (slot: TimeSlot) => SLOT[slot]

const WEEKDAY: Record<Weekday, string> = {
  0: 'los domingos',
  1: 'los lunes',
  2: 'los martes',
  3: 'los miércoles',
  4: 'los jueves',
  5: 'los viernes',
  6: 'los sábados',
}

/** The default categories as a place ("en el trabajo") and after "decisión" ("de trabajo"). */
const CONTEXTS: Record<string, { at: string; of: string }> = {
  work: { at: 'en el trabajo', of: ' de trabajo' },
  finance: { at: 'en temas de dinero', of: ' de dinero' },
  financial: { at: 'en temas de dinero', of: ' de dinero' },
  health: { at: 'en temas de salud', of: ' de salud' },
  relationship: { at: 'en tus relaciones', of: ' sobre tus relaciones' },
  social: { at: 'en momentos sociales', of: ' social' },
  entrepreneurship: { at: 'en tu negocio', of: ' de negocio' },
  personal: { at: 'en momentos personales', of: ' personal' },
  decision: { at: 'en tus decisiones', of: '' },
  other: { at: 'en otros momentos', of: '' },
  general: { at: 'en momentos generales', of: '' },
}

/** A name of the person's own, short enough for a sentence, in Spanish quotes. */
const own = (name: string) => `«${clip(name, 40)}»`

export const contextAt = (context: string) =>
  CONTEXTS[context.toLowerCase()]?.at ?? `en torno a ${own(context)}`

/** "decisión de trabajo", "decisión sobre «mudarme»". */
export const decisionAbout = (context?: string) =>
  !context
    ? 'decisión'
    : `decisión${CONTEXTS[context.toLowerCase()]?.of ?? ` sobre ${own(context)}`}`

/** The default body signals, as what came with a moment and as the one already named. */
const SIGNALS: Record<string, { a: string; the: string }> = {
  'tight chest': { a: 'presión en el pecho', the: 'la presión en el pecho' },
  'dropped stomach': { a: 'un vuelco en el estómago', the: 'el vuelco en el estómago' },
  'expanding warmth': { a: 'una calidez que se expande', the: 'la calidez que se expande' },
  numb: { a: 'adormecimiento', the: 'el adormecimiento' },
}
export const signalWords = (signal: string) => SIGNALS[signal.toLowerCase()]?.a ?? own(signal)
export const theSignal = (signal: string) => SIGNALS[signal.toLowerCase()]?.the ?? own(signal)

const FEELING: Record<GutFeeling, string> = { yes: 'un sí', no: 'un no', pause: 'una pausa' }

/** "tu intuición", or "un no" when the slice is about one answer of the gut. */
export const gutWords = (feeling?: GutFeeling) => (feeling ? FEELING[feeling] : 'tu intuición')

/** "tu no", "tu sí": the gut's answer as the person's own. */
export const yourFeeling = (feeling?: GutFeeling) =>
  feeling ? `tu ${feeling === 'yes' ? 'sí' : feeling === 'no' ? 'no' : 'pausa'}` : 'tu intuición'

/** "fuiste en contra de un no", "hiciste caso a tu intuición". */
export function pathWords(path: Path, feeling?: GutFeeling): string {
  const what = gutWords(feeling)
  switch (path) {
    case 'honored':
      return `hiciste caso a ${what}`
    case 'ignored':
      return `fuiste en contra de ${what}`
    case 'not-sure':
      return `no tuviste claro si hacer caso a ${what}`
    case 'not-honored':
      return `no hiciste caso a ${what}`
    case 'answered':
      return `respondiste a ${what}`
  }
}

/** "Hacer caso a un no", "Ir en contra de tu intuición": the path as the subject. */
export function pathAsSubject(path: Path, feeling?: GutFeeling): string {
  const what = gutWords(feeling)
  switch (path) {
    case 'honored':
      return `Hacer caso a ${what}`
    case 'ignored':
      return `Ir en contra de ${what}`
    case 'not-sure':
      return `Dudar si hacer caso a ${what}`
    default:
      return `No hacer caso a ${what}`
  }
}

/** Setting the gut aside, as an infinitive before the gut's words. */
export const asideVerb = (path: Path) => (path === 'ignored' ? 'ir en contra de' : 'dejar de lado')

/** "en el trabajo los lunes después de las 9 de la noche con presión en el pecho". */
export function whereWords(slice: Slice): string {
  const parts: string[] = []
  if (slice.context) parts.push(contextAt(slice.context))
  if (slice.weekday !== undefined) parts.push(WEEKDAY[slice.weekday])
  if (slice.slot) parts.push(SLOT[slice.slot])
  if (slice.signal) parts.push(`con ${signalWords(slice.signal)}`)
  return parts.join(' ')
}

/** " en el trabajo", or "" for the whole journal. */
export const atWhere = (slice: Slice) => {
  const where = whereWords(slice)
  return where ? ` ${where}` : ''
}

/** "Cuando fuiste en contra de un no en el trabajo": who is counted, starting a sentence. */
export const countedWords = (slice: Slice, path: Path) =>
  capitalize(`cuando ${pathWords(path, slice.feeling)}${atWhere(slice)}`)

/** "1 vez", "3 veces". */
export const times = (n: number) => plural(n, { one: '# vez', other: '# veces' })

/** "1 salió bien", "3 salieron mal": how k outcomes turned out. */
export const turnedOut = (k: number, how: 'bien' | 'mal') =>
  `${plural(k, { one: 'salió', other: 'salieron' })} ${how}`

/** "1 check-in", "3 check-ins". */
export const checkIns = (n: number) => plural(n, { one: '# check-in', other: '# check-ins' })

/** The strength of a gut feeling, as an adjective of "intuición" and "señal" (feminine). */
export const STRENGTH: Record<GutStrength, { one: string; many: string }> = {
  faint: { one: 'leve', many: 'leves' },
  clear: { one: 'clara', many: 'claras' },
  strong: { one: 'fuerte', many: 'fuertes' },
}
