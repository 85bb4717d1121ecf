import {
  DEFAULT_MISSIONS,
  MISSIONS_PER_DAY,
  type CoachEntry,
  type CoachMission,
  type CoachResponse,
} from '@hara/core'
import { clip, inSentence, pick } from '../phrasing'
import { bySize, factsOf, groupBy } from '../stats/entry-facts'

/**
 * Three missions for today (issue 8), each earned by something in the journal, in order of
 * what helps most: an outcome to log, a context where the gut is overruled, a body signal to
 * notice, a voice check-in if none was spoken yet, the gut's usual answer. The spec's default
 * missions fill what the journal does not suggest.
 */
export function missionGeneration(
  entries: readonly CoachEntry[],
  day: string,
): CoachResponse<'mission_generation'> {
  const facts = factsOf(entries)
  const missions: CoachMission[] = []
  const seed = `missions|${day}`

  const openDecision = facts
    .filter((f) => f.hasDecision && !f.hasOutcome)
    .sort((a, b) => a.time - b.time)[0]
  if (facts.length > 0 && !facts.some((f) => f.hasOutcome)) {
    missions.push({ title: 'Log how one past check-in turned out', category: 'Reflection' })
  } else if (openDecision) {
    missions.push({
      title: `Log how “${clip(openDecision.entry.decision!, 36)}” turned out`,
      category: 'Reflection',
    })
  }

  const overruled = groupBy(
    facts.filter((f) => f.honored !== null),
    (f) => f.context,
  )
    .filter((g) => g.tally.ignored > 0)
    .sort((a, b) => b.tally.ignored - a.tally.ignored || bySize(a, b))[0]
  if (overruled) {
    missions.push({
      title: pick(
        [
          `Honor one gut signal in ${overruled.name}`,
          `Let your gut have a say in one ${overruled.name} decision`,
        ],
        seed,
      ),
      category: overruled.name,
    })
  }

  const signal = groupBy(facts, (f) => f.signal).sort(bySize)[0]
  if (signal) {
    missions.push({
      title: `Notice when your ${inSentence(signal.name)} shows up, and name it`,
      category: 'Body',
    })
  }

  if (facts.length > 0 && !facts.some((f) => f.voice)) {
    missions.push({ title: 'Speak one check-in out loud', category: 'Voice' })
  }

  const pauses = facts.filter((f) => f.feeling === 'pause').length
  if (pauses >= 2 && pauses * 2 >= facts.length) {
    missions.push({ title: 'Give one “pause” ten seconds before you act', category: 'Awareness' })
  }

  for (const fallback of DEFAULT_MISSIONS) {
    if (missions.length >= MISSIONS_PER_DAY) break
    if (!missions.some((m) => m.category === fallback.category)) {
      missions.push({ title: fallback.title, category: fallback.category })
    }
  }
  return { missions: missions.slice(0, MISSIONS_PER_DAY) }
}
