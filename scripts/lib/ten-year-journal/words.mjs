// The words of generated check-ins: voice transcripts, the coach's insights, tap answers and
// outcome sentences, put together from the phrase banks.
import {
  INSIGHT_CLOSINGS,
  INSIGHT_OPENINGS,
  INSIGHT_PATTERNS,
  INSIGHT_QUESTIONS,
  INSIGHT_SIGNALS,
  INSIGHT_STEPS,
} from './coach-phrases.mjs'
import { OUTCOMES } from './tap-phrases.mjs'
import {
  BODY,
  CLOSINGS,
  CONFLICTS,
  DETAILS,
  FILLERS,
  MEMORIES,
  OPENERS,
  SHARED,
  SITUATIONS,
  THOUGHTS,
} from './voice-phrases.mjs'

// ---------------------------------------------------------------------------------------------
// Words. Slots in braces are filled from the topic's lists, then from the shared ones.

function fill(template, slots, rng) {
  return template.replace(/\{(\w+)\}/g, (_, name) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1)
    const list = slots[key] ?? SHARED[key]
    if (!list) return name
    const value = rng.pick(list)
    return name === key ? value : value.charAt(0).toUpperCase() + value.slice(1)
  })
}

/** The person's own words, as the coach says them back: 'my sleep' becomes 'your sleep'. */
const secondPerson = (list) =>
  list.map((text) =>
    text
      .replace(/\bmy\b/g, 'your')
      .replace(/\bMy\b/g, 'Your')
      .replace(/\bme\b/g, 'you')
      .replace(/\bI am\b/g, 'you are')
      .replace(/\bI\b/g, 'you')
      .replace(/\bus\b/g, 'the two of you')
      .replace(/\bwe\b/g, 'you'),
  )

const wordCount = (text) => text.split(/\s+/).filter(Boolean).length

/** About a minute of speech: 130 to 160 words, built from the banks. */
export function transcriptFor(scene, rng) {
  const target = rng.int(130, 160)
  const parts = [
    rng.pick(OPENERS),
    rng.pick(SITUATIONS),
    ...rng.sample(DETAILS, rng.int(1, 2)),
    ...rng.sample(BODY, rng.int(1, 2)),
    ...rng.sample(THOUGHTS, 2),
    ...(rng.chance(0.6) ? [rng.pick(MEMORIES)] : []),
    rng.pick(CONFLICTS),
  ]
  const more = [
    ...rng.sample(THOUGHTS, 4),
    ...rng.sample(FILLERS, 4),
    ...rng.sample(DETAILS, 3),
    ...rng.sample(BODY, 2),
  ]
  const closings = rng.sample(CLOSINGS, 2)
  const sentences = parts.map((t) => fill(t, scene, rng))
  let words = wordCount(sentences.join(' '))
  const closing = closings.map((t) => fill(t, scene, rng))
  words += wordCount(closing.join(' '))
  for (const extra of rng.sample(more, more.length)) {
    const sentence = fill(extra, scene, rng)
    const n = wordCount(sentence)
    if (words + n > target) continue
    sentences.splice(rng.int(2, sentences.length), 0, sentence)
    words += n
    if (words >= target - 6) break
  }
  // Trim from the middle when the required parts alone run long, pad when short.
  while (words > 160 && sentences.length > 4) {
    const [removed] = sentences.splice(sentences.length - 2, 1)
    words -= wordCount(removed)
  }
  for (const filler of rng.sample(FILLERS, FILLERS.length)) {
    if (words >= 130) break
    sentences.push(filler)
    words += wordCount(filler)
  }
  return [...sentences, ...closing].join(' ')
}

/** The coach's guidance on a voice note: markdown of about 2 kB. */
export function insightsFor(scene, rng) {
  const slots = {
    ...Object.fromEntries(Object.entries(SHARED).map(([k, v]) => [k, secondPerson(v)])),
    ...Object.fromEntries(
      Object.entries(scene)
        .filter(([, v]) => Array.isArray(v))
        .map(([k, v]) => [k, secondPerson(v)]),
    ),
    topic: [scene.name.charAt(0).toUpperCase() + scene.name.slice(1)],
    want_short: ['protecting what matters to you', 'a clear no', 'a wholehearted yes', 'more room'],
  }
  const f = (t) => fill(t, slots, rng)
  // Each bank shuffled once: the sections take from the front, the extras from what is left.
  const signals = rng.sample(INSIGHT_SIGNALS, INSIGHT_SIGNALS.length)
  const patterns = rng.sample(INSIGHT_PATTERNS, INSIGHT_PATTERNS.length)
  const questions = rng.sample(INSIGHT_QUESTIONS, INSIGHT_QUESTIONS.length)
  const steps = rng.sample(INSIGHT_STEPS, 2)
  const closing = f(rng.pick(INSIGHT_CLOSINGS))
  const target = rng.int(1800, 2100) - closing.length - 2
  const quote = `${fill(rng.pick(DETAILS), scene, rng)} ${fill(rng.pick(THOUGHTS), scene, rng)}`
  const bullets = (list) => list.map((t) => `- ${f(t)}`).join('\n')
  const sections = [
    `## What I'm hearing\n\n${f(rng.pick(INSIGHT_OPENINGS))}\n\n> ${quote}`,
    `### Your body's signal\n\n${bullets(signals.slice(0, 2))}`,
    `### Patterns worth noticing\n\n${bullets(patterns.slice(0, 2))}`,
    `### Questions to sit with\n\n${questions
      .slice(0, 3)
      .map((t, i) => `${i + 1}. ${f(t)}`)
      .join('\n')}`,
    `### A small next step\n\n**${f(steps[0])}** ${f(steps[1])}`,
  ]
  let text = sections.join('\n\n')
  const extras = rng.sample(
    [...signals.slice(2), ...patterns.slice(2), ...questions.slice(3)].map((t) => `- ${f(t)}`),
    12,
  )
  const more = []
  for (const line of extras) {
    if (text.length + more.join('\n').length + line.length + 30 > target) continue
    more.push(line)
  }
  if (more.length) text += `\n\n### Also worth noticing\n\n${more.join('\n')}`
  return `${text}\n\n${closing}`
}

/** One situation: the topic with one person, one request, one pair of options, one stake. */
export function sceneOf(topic, rng) {
  return Object.fromEntries(
    Object.entries(topic).map(([k, v]) => [k, Array.isArray(v) ? [rng.pick(v)] : v]),
  )
}

// ---------------------------------------------------------------------------------------------

/** The gut's answer and whether it will be ignored, as people tend to answer them. */
export function answers(rng, label) {
  const gutFeeling =
    label === 'unease'
      ? rng.weighted([
          ['no', 6],
          ['pause', 3],
          ['yes', 1],
        ])
      : label === 'aligned'
        ? rng.weighted([
            ['yes', 7],
            ['pause', 1],
            ['no', 2],
          ])
        : rng.weighted([
            ['yes', 3],
            ['no', 4],
            ['pause', 3],
          ])
  const willIgnore = rng.weighted([
    ['no', 60],
    ['yes', 26],
    ['not-sure', 14],
  ])
  return { gutFeeling, willIgnore }
}

/** An outcome sentence that fits what was done with the feeling. */
export function outcomeText(rng, honored) {
  const kind = honored
    ? rng.weighted([
        ['good', 7],
        ['bad', 1],
        ['mixed', 2],
      ])
    : rng.weighted([
        ['good', 3],
        ['bad', 5],
        ['mixed', 2],
      ])
  return rng.pick(OUTCOMES[kind])
}
