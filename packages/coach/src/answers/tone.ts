import type { CoachResponse, ToneItem } from '@hara/core'
import { speaksOfCrisis } from '../text/crisis'
import { readSpeech, type SpeechReading } from '../text/speech'
import { count, listJoin } from '../phrasing'
import { MIN_BASE } from '../stats/evidence'
import { readsWords } from '../text/reading'
import type { UnreadPhrases } from '../text/phrases/insight-book'
import { say } from '../text/phrases/speaking'

/**
 * Tone analysis (ADRs 0010 and 0022): how this person speaks in the voice check-ins where they went
 * on to honor their gut, against those where they did not. It reports only what the data can
 * show: a comparison needs three spoken check-ins on each side, a way of speaking needs three
 * hedging or sure words to be described, and a difference must be clear (at least two per 100
 * words and three words behind it). With less, it says so, and what would help.
 */

interface Voice {
  n: number
  words: number
  hedges: number
  certainty: number
  sentiment: number
  /** In how many transcripts each phrase (hedging or sure) appears, and as first said. */
  phrases: Map<string, { said: string; n: number }>
  labels: Map<string, number>
}

function voiceOf(items: readonly { item: ToneItem; speech: SpeechReading }[]): Voice {
  const v: Voice = {
    n: 0,
    words: 0,
    hedges: 0,
    certainty: 0,
    sentiment: 0,
    phrases: new Map(),
    labels: new Map(),
  }
  for (const { item, speech } of items) {
    v.n += 1
    v.words += speech.words
    v.hedges += speech.hedges.length
    v.certainty += speech.certainty.length
    v.sentiment += speech.sentiment
    const seen = new Set<string>()
    for (const said of [...speech.hedges, ...speech.certainty]) {
      const key = said.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      const known = v.phrases.get(key)
      if (known) known.n += 1
      else v.phrases.set(key, { said, n: 1 })
    }
    if (item.label) v.labels.set(item.label, (v.labels.get(item.label) ?? 0) + 1)
  }
  return v
}

const per100 = (n: number, words: number) => (words === 0 ? 0 : Math.round((n / words) * 100))

/** A difference of rates worth naming: two per 100 words, with three words behind the larger. */
function clearlyMore(a: number, aWords: number, b: number, bWords: number): boolean {
  return per100(a, aWords) - per100(b, bWords) >= 2 && a >= MIN_BASE
}

function describe(v: Voice, path: 'honoring' | 'ignoring'): string {
  if (v.n === 0) {
    return `No voice check-in yet where you went on ${path === 'honoring' ? 'to honor' : 'not to follow'} your gut.`
  }
  const avg = Math.round(v.words / v.n)
  const parts = [
    `${v.n === 1 ? 'One check-in' : `Across ${v.n} check-ins`}, about ${avg} words${v.n === 1 ? '' : ' each'}.`,
  ]
  if (v.hedges + v.certainty < MIN_BASE) {
    parts.push('Too few hedging or sure words to say how you sound.')
  } else if (clearlyMore(v.hedges, v.words, v.certainty, v.words)) {
    parts.push(
      `More tentative than sure: ${count(v.hedges, 'hedge')} against ${count(v.certainty, 'sure word')}.`,
    )
  } else if (clearlyMore(v.certainty, v.words, v.hedges, v.words)) {
    parts.push(
      `More sure than tentative: ${count(v.certainty, 'sure word')} against ${count(v.hedges, 'hedge')}.`,
    )
  } else {
    parts.push(`About as many hedges (${v.hedges}) as sure words (${v.certainty}).`)
  }
  const mood = v.sentiment / v.n
  if (v.n >= MIN_BASE && Math.abs(mood) >= 0.5)
    parts.push(`The tone leans ${mood > 0 ? 'warm' : 'heavy'}.`)
  const [label, times] = top(v.labels)
  if (label && v.n >= 2) parts.push(`You named it ${label} ${times} of ${count(v.n, 'time')}.`)
  return parts.join(' ')
}

function top(map: Map<string, number>): [string | undefined, number] {
  const [key, n] = [...map.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  )[0] ?? [undefined, 0]
  return [key, n]
}

/** Phrases said in a clearly larger share of one side's check-ins than the other's. */
function indicators(honored: Voice, ignored: Voice): string[] {
  const out: { text: string; weight: number }[] = []
  const keys = new Set([...honored.phrases.keys(), ...ignored.phrases.keys()])
  for (const key of keys) {
    const h = honored.phrases.get(key)
    const i = ignored.phrases.get(key)
    const hn = h?.n ?? 0
    const iN = i?.n ?? 0
    const diff = hn / honored.n - iN / ignored.n
    if (Math.abs(diff) < 0.34 || Math.max(hn, iN) < 2) continue
    const said = (h ?? i)!.said
    const side =
      diff > 0
        ? `when honoring (${hn} of ${honored.n})`
        : `when not following it (${iN} of ${ignored.n})`
    out.push({ text: `'${said}' ${side}`, weight: Math.abs(diff) })
  }
  return out
    .sort((a, b) => b.weight - a.weight || a.text.localeCompare(b.text))
    .slice(0, 5)
    .map((o) => o.text)
}

/** With nothing to compare: the phrases this person uses in two check-ins or more. */
function ownWords(v: Voice): string[] {
  return [...v.phrases.values()]
    .filter((p) => p.n >= 2)
    .sort((a, b) => b.n - a.n || a.said.localeCompare(b.said))
    .slice(0, 4)
    .map((p) => `'${p.said}' (${p.n} of ${v.n} check-ins)`)
}

function guidance(honored: Voice, ignored: Voice): string {
  if (honored.n < MIN_BASE || ignored.n < MIN_BASE) {
    return `Too little to compare yet: ${count(honored.n, 'spoken check-in')} where you went on to honor your gut and ${ignored.n} where you didn't. Three or more of each will show whether you sound different when you are about to set your gut aside.`
  }
  const hRate = per100(honored.hedges, honored.words)
  const iRate = per100(ignored.hedges, ignored.words)
  if (clearlyMore(ignored.hedges, ignored.words, honored.hedges, honored.words)) {
    const own = [...ignored.phrases.values()].filter(
      (p) => !honored.phrases.has(p.said.toLowerCase()),
    )
    const examples = own.length ? ` (${listJoin(own.slice(0, 2).map((p) => `'${p.said}'`))})` : ''
    return `You hedge more when you go on not to follow your gut: ${iRate} hedges per 100 words against ${hRate}${examples}. The next time you hear yourself talk around a feeling, take it as a cue to pause and ask what you already know.`
  }
  if (clearlyMore(honored.hedges, honored.words, ignored.hedges, ignored.words)) {
    return `You sound more tentative when you follow your gut (${hRate} hedges per 100 words against ${iRate}), and you follow it anyway. Your intuition may speak quietly; it does not need to sound sure.`
  }
  return `No clear difference in how you sound either way (${hRate} and ${iRate} hedges per 100 words). Listen for the body words in your check-ins instead; they may tell the two apart.`
}

export function toneAnalysis(items: readonly ToneItem[]): CoachResponse<'tone_analysis'> {
  const spoken = items
    .filter((item) => item.transcript.trim() !== '' && !speaksOfCrisis(item.transcript))
    .map((item) => ({ item, speech: readSpeech(item.transcript, { tone: true }) }))
  if (spoken.length === 0) return { insufficient: true }
  const unread = say().insights.unread
  if (!readsWords() && unread) return cannotTell(spoken, unread.tone)
  const honored = voiceOf(spoken.filter((s) => s.item.honored === true))
  const ignored = voiceOf(spoken.filter((s) => s.item.honored === false))
  const comparable = honored.n >= MIN_BASE && ignored.n >= MIN_BASE
  const compared = comparable ? indicators(honored, ignored) : []
  const keyIndicators = compared.length > 0 ? compared : ownWords(voiceOf(spoken))
  return {
    honoredTone: describe(honored, 'honoring'),
    ignoredTone: describe(ignored, 'ignoring'),
    keyIndicators,
    guidance: guidance(honored, ignored),
  }
}

/**
 * In a language whose words the coach does not read (text/reading.ts): how much was said on
 * each side, and that it cannot tell how the person sounds; no hedges or sure words are counted.
 */
function cannotTell(
  spoken: readonly { item: ToneItem }[],
  words: UnreadPhrases['tone'],
): CoachResponse<'tone_analysis'> {
  const side = (honored: boolean, path: 'honoring' | 'ignoring') => {
    const said = spoken.filter((s) => s.item.honored === honored)
    if (said.length === 0) return words.none(path)
    const total = said.reduce((n, s) => n + s.item.transcript.trim().split(/\s+/).length, 0)
    return `${words.length(said.length, Math.round(total / said.length))} ${words.cannotTell}`
  }
  return {
    honoredTone: side(true, 'honoring'),
    ignoredTone: side(false, 'ignoring'),
    keyIndicators: [],
    guidance: words.guidance,
  }
}
