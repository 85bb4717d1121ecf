import type { CoachEntry, CoachResponse } from '@hara/core'
import { CRISIS_MESSAGE, speaksOfCrisis } from '../text/crisis'
import { inSentence, pick } from '../phrasing'
import { bySize, factsOf, groupBy, type EntryFacts } from '../stats/entry-facts'

/**
 * Today's focus (issue 8): one sentence or two, from the same statistics as the patterns. It
 * names the context where the gut is overruled most; when it never is, the context where the
 * person listens; and the body signal that tends to come with it.
 */

/** The body signal seen most in these entries, in sentence case. */
function usualSignal(facts: readonly EntryFacts[]): string | null {
  const top = groupBy(facts, (f) => f.signal).sort(bySize)[0]
  return top ? inSentence(top.name) : null
}

export function dailyFocus(
  entries: readonly CoachEntry[],
  day: string,
): CoachResponse<'daily_focus'> {
  const recent = entries.slice(0, 7)
  if (recent.some((e) => speaksOfCrisis(e.transcript, e.description, e.consequence, e.decision))) {
    return { focus: CRISIS_MESSAGE }
  }
  const facts = factsOf(entries)
  const answered = facts.filter((f) => f.honored !== null)
  const contexts = groupBy(answered, (f) => f.context)
  const overruled = [...contexts]
    .filter((g) => g.tally.ignored > 0)
    .sort(
      (a, b) =>
        b.tally.ignored - a.tally.ignored ||
        b.tally.ignored / b.tally.total - a.tally.ignored / a.tally.total ||
        bySize(a, b),
    )[0]
  const seed = `focus|${day}`

  if (overruled) {
    const ctx = overruled.name
    const signal = usualSignal(overruled.facts)
    const cue = signal ? `the ${signal}` : 'the first flicker in your body'
    return {
      focus: pick(
        [
          `${ctx} is where your gut gets overruled most: ${overruled.tally.ignored} of ${overruled.tally.total} times. Today, when a ${inSentence(ctx)} moment brings ${cue}, pause for one breath before you answer.`,
          `You've gone against your gut in ${ctx} ${overruled.tally.ignored} of ${overruled.tally.total} times. Today, catch ${cue} in a ${inSentence(ctx)} moment and let it have a say before you decide.`,
        ],
        seed,
      ),
    }
  }

  const trusted = [...contexts].sort(bySize)[0]
  if (trusted) {
    const ctx = trusted.name
    const signal = usualSignal(trusted.facts)
    return {
      focus: pick(
        [
          `You've honored your gut every time in ${ctx} (${trusted.tally.honored} of ${trusted.tally.total}). Today, notice what it feels like just before you decide${signal ? `, the ${signal} or something else` : ''}, so you can find it again when it's harder.`,
          `In ${ctx} you listen to yourself: ${trusted.tally.honored} of ${trusted.tally.total} times. Today, bring that same listening to a place where deciding feels less easy.`,
        ],
        seed,
      ),
    }
  }

  const ctx = groupBy(facts, (f) => f.context).sort(bySize)[0]?.name ?? 'your day'
  return {
    focus: `Most of your check-ins are about ${ctx}. Today, when your gut speaks there, answer the question you skipped before: will you honor it or not?`,
  }
}
