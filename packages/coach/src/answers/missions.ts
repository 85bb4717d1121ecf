import {
  DEFAULT_MISSIONS,
  MISSIONS_PER_DAY,
  type CoachEntry,
  type CoachMission,
  type CoachResponse,
} from '@hara/core'
import { say } from '../text/phrases/speaking'
import { bySize, groupBy } from '../stats/entry-facts'
import { mayEncourageHonoring, recordOf } from '../stats/record'
import { readJournal } from '../findings/read-journal'
import type { Explained } from './explained'

/**
 * Three missions for today, each earned by something in the journal, in order
 * of what helps most: an outcome to log, what the best-supported findings advise (the same
 * advice patterns and focus give), a body signal to notice (the one that came with the moments
 * the top finding is about, else the most frequent), noticing how strong the signal is once the
 * person has begun to say it but mostly skips it, a voice check-in if none was spoken yet.
 * The default missions (docs/product.md#home) fill what the journal does not suggest; "Honor a no that feels
 * right" only where following a no has not cost this person.
 */
/** The mission that asks to notice the strength of the gut feeling. */
export const STRENGTH_MISSION = 'Notice how strong the signal is before you decide'

/** How many of the latest check-ins the strength mission looks at. */
const STRENGTH_LATEST = 10

/** A default mission's title in the language spoken (the core's English by default). */
const defaultTitle = (mission: { id: string; title: string }) =>
  say().answers.missions.defaults[mission.id] ?? mission.title

export function missionGeneration(
  entries: readonly CoachEntry[],
): Explained<CoachResponse<'mission_generation'>> {
  const { facts, findings } = readJournal(entries)
  const words = say().answers.missions
  const missions: CoachMission[] = []
  const add = (mission: CoachMission | null) => {
    if (!mission || missions.length >= MISSIONS_PER_DAY) return
    if (missions.some((m) => m.title === mission.title)) return
    missions.push(mission)
  }

  const openDecision = facts
    .filter((f) => f.hasDecision && !f.hasOutcome)
    .sort((a, b) => a.time - b.time)[0]
  if (facts.length > 0 && !facts.some((f) => f.hasOutcome)) {
    add({
      title: words.firstOutcome,
      category: 'Reflection',
      goal: { kind: 'first-outcome' },
    })
  } else if (openDecision) {
    const decision = openDecision.entry.decision!
    add({
      title: words.outcomeOf(decision),
      category: 'Reflection',
      goal: { kind: 'outcome', decision: decision.slice(0, 500) },
    })
  }

  const [top, ...rest] = findings
  if (top && !(top.mission?.category === 'Reflection' && missions.length > 0)) add(top.mission)

  const signal = top?.cue ?? groupBy(facts, (f) => f.signal).sort(bySize)[0]?.name
  if (signal) {
    add({
      title: words.noticeSignal(signal),
      category: 'Body',
      goal: { kind: 'signal', signal: signal.slice(0, 120) },
    })
  }
  for (const finding of rest) {
    if (finding.mission?.category !== 'Reflection') add(finding.mission)
  }

  // Strength said at least once, but in under half of the latest check-ins: ask to notice it.
  const latest = [...facts].sort((a, b) => b.time - a.time).slice(0, STRENGTH_LATEST)
  const rated = latest.filter((f) => f.entry.strength != null).length
  if (facts.some((f) => f.entry.strength != null) && rated * 2 < latest.length) {
    add({ title: words.strength, category: 'Awareness', goal: { kind: 'strength' } })
  }

  if (facts.length > 0 && !facts.some((f) => f.voice)) {
    add({ title: words.voice, category: 'Voice', goal: { kind: 'voice' } })
  }

  const pauses = facts.filter((f) => f.feeling === 'pause').length
  if (pauses >= 2 && pauses * 2 >= facts.length) {
    add({
      title: words.pause,
      category: 'Awareness',
      goal: { kind: 'check-in', feeling: 'pause', honored: true },
    })
  }

  const noCost = !mayEncourageHonoring(recordOf(facts.filter((f) => f.feeling === 'no')))
  for (const fallback of DEFAULT_MISSIONS) {
    if (fallback.id === 'default-honor-a-no' && noCost) continue
    if (!missions.some((m) => m.category === fallback.category)) {
      add({ title: defaultTitle(fallback), category: fallback.category, goal: fallback.goal })
    }
  }
  // Still short (every default's category taken): the plain defaults, in order.
  for (const fallback of DEFAULT_MISSIONS) {
    if (fallback.id === 'default-honor-a-no' && noCost) continue
    add({ title: defaultTitle(fallback), category: fallback.category, goal: fallback.goal })
  }
  add({ title: words.anyOutcome, category: 'Reflection', goal: { kind: 'outcome' } })
  return { body: { missions: missions.slice(0, MISSIONS_PER_DAY) }, claims: [] }
}
