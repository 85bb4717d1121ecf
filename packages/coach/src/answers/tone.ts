import type { CoachResponse, ToneItem } from '@hara/core'
import { speaksOfCrisis } from '../text/crisis'
import { readSpeech, type SpeechReading } from '../text/speech'
import { count, listJoin } from '../phrasing'

/**
 * Tone analysis (issue 8): how this person speaks in the voice check-ins where they went on to
 * honor their gut, against those where they ignored it: hedging, certainty, tone and length,
 * and the concrete words and phrases that differ between the two.
 */

interface Voice {
  n: number
  words: number
  hedges: number
  certainty: number
  sentiment: number
  /** In how many transcripts each phrase or word appears. */
  phrases: Map<string, number>
  content: Map<string, number>
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
    content: new Map(),
    labels: new Map(),
  }
  for (const { item, speech } of items) {
    v.n += 1
    v.words += speech.words
    v.hedges += speech.hedges.length
    v.certainty += speech.certainty.length
    v.sentiment += speech.sentiment
    for (const phrase of new Set([...speech.hedges, ...speech.certainty])) bump(v.phrases, phrase)
    for (const word of speech.content) bump(v.content, word)
    if (item.label) bump(v.labels, item.label)
  }
  return v
}

function bump(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1)
}

const per100 = (n: number, words: number) => (words === 0 ? 0 : Math.round((n / words) * 100))

function describe(v: Voice, path: 'honoring' | 'ignoring'): string {
  if (v.n === 0) {
    return `No voice check-in yet where you went on ${path === 'honoring' ? 'to honor' : 'to ignore'} your gut.`
  }
  const avg = Math.round(v.words / v.n)
  const hedges = per100(v.hedges, v.words)
  const certain = per100(v.certainty, v.words)
  const lean = v.sentiment / v.n >= 0.5 ? 'warm' : v.sentiment / v.n <= -0.5 ? 'heavy' : 'even'
  const style =
    hedges > certain
      ? `more tentative than sure (${hedges} hedges and ${certain} sure words per 100 words)`
      : certain > hedges
        ? `more sure than tentative (${certain} sure words and ${hedges} hedges per 100 words)`
        : `balanced between sure and tentative (${hedges} of each per 100 words)`
  const [label, times] = top(v.labels)
  const named = label ? ` You named it ${label} ${times} of ${v.n} times.` : ''
  return `Across ${count(v.n, 'check-in')}, about ${avg} words each, ${style}, with ${lean === 'even' ? 'an even' : `a ${lean}`} tone.${named}`
}

function top(map: Map<string, number>): [string | undefined, number] {
  const [key, n] = [...map.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  )[0] ?? [undefined, 0]
  return [key, n]
}

/** Phrases and words found in one voice's transcripts more than in the other's. */
function indicators(honored: Voice, ignored: Voice): string[] {
  const out: { text: string; weight: number }[] = []
  const compare = (source: 'phrases' | 'content', minShare: number) => {
    const keys = new Set([...honored[source].keys(), ...ignored[source].keys()])
    for (const key of keys) {
      const h = honored[source].get(key) ?? 0
      const i = ignored[source].get(key) ?? 0
      const hShare = honored.n ? h / honored.n : 0
      const iShare = ignored.n ? i / ignored.n : 0
      const diff = hShare - iShare
      if (Math.abs(diff) < minShare || Math.max(h, i) < 2) continue
      const side =
        diff > 0 ? `when honoring (${h} of ${honored.n})` : `when ignoring (${i} of ${ignored.n})`
      out.push({
        text: `'${key}' ${side}`,
        weight: Math.abs(diff) + (source === 'phrases' ? 1 : 0),
      })
    }
  }
  compare('phrases', 0.25)
  compare('content', 0.4)
  return out
    .sort((a, b) => b.weight - a.weight || a.text.localeCompare(b.text))
    .slice(0, 5)
    .map((o) => o.text)
}

/** With only one side to look at: the phrases this person uses most. */
function ownWords(v: Voice): string[] {
  const all = [...v.phrases.entries()]
  const repeated = all.filter(([, n]) => n >= 2)
  return (repeated.length > 0 ? repeated : all)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 4)
    .map(([phrase, n]) => `'${phrase}' (${n} of ${v.n} check-ins)`)
}

function guidance(honored: Voice, ignored: Voice): string {
  if (honored.n === 0 || ignored.n === 0) {
    return 'Record a voice check-in the next time you honor your gut and the next time you override it; the contrast between the two is where your tone starts to speak.'
  }
  const hHedge = per100(honored.hedges, honored.words)
  const iHedge = per100(ignored.hedges, ignored.words)
  const hedgeWords = [...ignored.phrases.keys()].filter((p) => !honored.phrases.has(p)).slice(0, 2)
  if (iHedge > hHedge) {
    const examples = hedgeWords.length ? ` (${listJoin(hedgeWords.map((w) => `'${w}'`))})` : ''
    return `You hedge more when you go on to ignore your gut: ${iHedge} hedges per 100 words against ${hHedge}${examples}. The next time you hear yourself talk around a feeling, take it as a cue to pause and ask what you already know.`
  }
  if (hHedge > iHedge) {
    return `You sound more tentative when you follow your gut (${hHedge} hedges per 100 words against ${iHedge}), yet you still follow it. Your intuition may speak quietly; trust it without needing to sound sure.`
  }
  return `You sound much the same either way (${hHedge} hedges per 100 words). Listen for the body words in your check-ins rather than your tone; they may tell the two apart.`
}

export function toneAnalysis(items: readonly ToneItem[]): CoachResponse<'tone_analysis'> {
  const spoken = items
    .filter((item) => item.transcript.trim() !== '' && !speaksOfCrisis(item.transcript))
    .map((item) => ({ item, speech: readSpeech(item.transcript) }))
  if (spoken.length === 0) return { insufficient: true }
  const honored = voiceOf(spoken.filter((s) => s.item.honored === true))
  const ignored = voiceOf(spoken.filter((s) => s.item.honored === false))
  const compared = honored.n > 0 && ignored.n > 0 ? indicators(honored, ignored) : []
  const keyIndicators = compared.length > 0 ? compared : ownWords(voiceOf(spoken))
  return {
    honoredTone: describe(honored, 'honoring'),
    ignoredTone: describe(ignored, 'ignoring'),
    keyIndicators,
    guidance: guidance(honored, ignored),
  }
}
