import type { GutFeeling, GutStrength } from '@hara/core'
import type { Path, Slice } from '../../../stats/claims'
import type { TimeSlot, Weekday } from '../../../stats/time-of-day'
import { capitalize, clip } from '../../../phrasing'
import { plurals } from '../plural'

/**
 * How the parts of a journal are said in German (as en/slice-words.ts in English): a context
 * ("bei der Arbeit"), a time of day, a body signal, a path ("gegen ein Nein gehandelt"), each
 * in the case its sentence needs.
 */

export const plural = plurals('de')

const SLOT: Record<TimeSlot, string> = {
  morning: 'vor Mittag',
  afternoon: 'am Nachmittag',
  evening: 'am Abend',
  night: 'nach 9 Uhr abends',
}
export const slotWords = (slot: TimeSlot) => SLOT[slot]

const WEEKDAY: Record<Weekday, string> = {
  0: 'sonntags',
  1: 'montags',
  2: 'dienstags',
  3: 'mittwochs',
  4: 'donnerstags',
  5: 'freitags',
  6: 'samstags',
}

/** The default categories as a place ("bei der Arbeit") and after "Entscheidung". */
const CONTEXTS: Record<string, { at: string; of: string }> = {
  work: { at: 'bei der Arbeit', of: ' bei der Arbeit' },
  finance: { at: 'bei Geldfragen', of: ' über Geld' },
  financial: { at: 'bei Geldfragen', of: ' über Geld' },
  health: { at: 'bei deiner Gesundheit', of: ' über deine Gesundheit' },
  relationship: { at: 'in deinen Beziehungen', of: ' in deinen Beziehungen' },
  social: { at: 'in geselligen Momenten', of: ' in geselligen Momenten' },
  entrepreneurship: { at: 'in deinem Unternehmen', of: ' für dein Unternehmen' },
  personal: { at: 'in persönlichen Momenten', of: ' in persönlichen Dingen' },
  decision: { at: 'bei Entscheidungen', of: '' },
  other: { at: 'in anderen Momenten', of: '' },
  general: { at: 'in allgemeinen Momenten', of: '' },
}

/** A name of the person's own, short enough for a sentence, in German quotes. */
const own = (name: string) => `„${clip(name, 40)}“`

export const contextAt = (context: string) =>
  CONTEXTS[context.toLowerCase()]?.at ?? `rund um ${own(context)}`

/** "Entscheidung bei der Arbeit", "Entscheidung rund um „Umzug“". */
export const decisionAbout = (context?: string) =>
  !context
    ? 'Entscheidung'
    : `Entscheidung${CONTEXTS[context.toLowerCase()]?.of ?? ` rund um ${own(context)}`}`

/** The default body signals: after "mit", and as the one already named ("die Enge …"). */
const SIGNALS: Record<string, { with: string; the: string }> = {
  'tight chest': { with: 'mit Enge in der Brust', the: 'die Enge in der Brust' },
  'dropped stomach': {
    with: 'mit einem flauen Gefühl im Magen',
    the: 'das flaue Gefühl im Magen',
  },
  'expanding warmth': { with: 'mit sich ausbreitender Wärme', the: 'die sich ausbreitende Wärme' },
  numb: { with: 'mit Taubheit', the: 'die Taubheit' },
}
export const withSignal = (signal: string) =>
  SIGNALS[signal.toLowerCase()]?.with ?? `mit ${own(signal)}`
export const theSignal = (signal: string) => SIGNALS[signal.toLowerCase()]?.the ?? own(signal)

/** The gut, or one of its answers, in the case a sentence needs. */
const FEELING: Record<GutFeeling, { nom: string; dat: string; yours: string; yoursDat: string }> = {
  yes: { nom: 'ein Ja', dat: 'einem Ja', yours: 'dein Ja', yoursDat: 'deinem Ja' },
  no: { nom: 'ein Nein', dat: 'einem Nein', yours: 'dein Nein', yoursDat: 'deinem Nein' },
  pause: { nom: 'eine Pause', dat: 'einer Pause', yours: 'deine Pause', yoursDat: 'deiner Pause' },
}
/** "dein Bauchgefühl", "ein Nein" (nominative and accusative alike). */
export const gutNom = (feeling?: GutFeeling) =>
  feeling ? FEELING[feeling].nom : 'dein Bauchgefühl'
/** "deinem Bauchgefühl", "einem Nein". */
export const gutDat = (feeling?: GutFeeling) =>
  feeling ? FEELING[feeling].dat : 'deinem Bauchgefühl'
/** "dein Nein": the gut's answer as the person's own. */
export const yoursNom = (feeling?: GutFeeling) =>
  feeling ? FEELING[feeling].yours : 'dein Bauchgefühl'
export const yoursDat = (feeling?: GutFeeling) =>
  feeling ? FEELING[feeling].yoursDat : 'deinem Bauchgefühl'

/**
 * A path as German says it after "du": its auxiliary, what follows in a main clause ("bist …
 * gefolgt"), and the whole of it at the end of a clause ("… gefolgt bist").
 */
export function pathParts(path: Path, feeling?: GutFeeling) {
  const dat = gutDat(feeling)
  switch (path) {
    case 'honored':
      return { aux: 'bist', rest: `${dat} gefolgt`, end: `${dat} gefolgt bist` }
    case 'ignored': {
      const acc = gutNom(feeling)
      return { aux: 'hast', rest: `gegen ${acc} gehandelt`, end: `gegen ${acc} gehandelt hast` }
    }
    case 'not-sure': {
      const whether = `ob du ${dat} folgen sollst`
      return { aux: 'warst', rest: `unsicher, ${whether}`, end: `unsicher warst, ${whether}` }
    }
    case 'not-honored':
      return { aux: 'bist', rest: `${dat} nicht gefolgt`, end: `${dat} nicht gefolgt bist` }
    case 'answered':
      return { aux: 'hast', rest: `${dat} geantwortet`, end: `${dat} geantwortet hast` }
  }
}

/** "Gegen ein Nein zu handeln", "Deinem Bauchgefühl zu folgen": the path as the subject. */
export function pathAsSubject(path: Path, feeling?: GutFeeling): string {
  switch (path) {
    case 'honored':
      return capitalize(`${gutDat(feeling)} zu folgen`)
    case 'ignored':
      return `Gegen ${gutNom(feeling)} zu handeln`
    case 'not-sure':
      return `Unsicher zu bleiben, ob du ${gutDat(feeling)} folgen sollst`
    default:
      return capitalize(`${gutDat(feeling)} nicht zu folgen`)
  }
}

/** Setting the gut aside, at the end of a clause ("gegen ein Nein handelst") and with "zu". */
export function asideWords(path: Path, feeling?: GutFeeling) {
  const gut = gutNom(feeling)
  return path === 'ignored'
    ? { clause: `gegen ${gut} handelst`, zu: `gegen ${gut} zu handeln` }
    : { clause: `${gut} beiseiteschiebst`, zu: `${gut} beiseitezuschieben` }
}

/** "bei der Arbeit sonntags nach 9 Uhr abends mit Enge in der Brust". */
export function whereWords(slice: Slice): string {
  const parts: string[] = []
  if (slice.context) parts.push(contextAt(slice.context))
  if (slice.weekday !== undefined) parts.push(WEEKDAY[slice.weekday])
  if (slice.slot) parts.push(SLOT[slice.slot])
  if (slice.signal) parts.push(withSignal(slice.signal))
  return parts.join(' ')
}

/** " bei der Arbeit", or "" for the whole journal. */
export const atWhere = (slice: Slice) => {
  const where = whereWords(slice)
  return where ? ` ${where}` : ''
}

/** "Wenn du bei der Arbeit gegen ein Nein gehandelt hast": who is counted. */
export const countedWords = (slice: Slice, path: Path) =>
  `Wenn du${atWhere(slice)} ${pathParts(path, slice.feeling).end}`

/** "1 Mal", "3 Mal". */
export const times = (n: number) => `${n} Mal`

/** "ging 1 gut aus", "gingen 3 schlecht aus": k outcomes, the verb first. */
export const wentOut = (k: number, how: 'gut' | 'schlecht') =>
  `${plural(k, { one: 'ging', other: 'gingen' })} ${k} ${how} aus`

/** "gingen 4 von 5 gut aus": k of n outcomes, the verb first. */
export const wentOf = (k: number, n: number, how: 'gut' | 'schlecht') =>
  `${plural(k, { one: 'ging', other: 'gingen' })} ${k} von ${n} ${how} aus`

/** "1 Check-in", "3 Check-ins". */
export const checkIns = (n: number) => plural(n, { one: '# Check-in', other: '# Check-ins' })

/**
 * The strength of a gut feeling: as said ("stark"), declined after "deine" or "einem"
 * ("starken"), and after "ein" ("starkes").
 */
export const STRENGTH: Record<GutStrength, { plain: string; declined: string; neuter: string }> = {
  faint: { plain: 'leise', declined: 'leisen', neuter: 'leises' },
  clear: { plain: 'deutlich', declined: 'deutlichen', neuter: 'deutliches' },
  strong: { plain: 'stark', declined: 'starken', neuter: 'starkes' },
}
