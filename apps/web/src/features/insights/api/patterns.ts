import {
  canAnalyzePatterns,
  coachJournal,
  journalBasis,
  MIN_ENTRIES_FOR_COACHING,
  type Pattern,
} from '@hara/core'
import { useState } from 'react'
import { requestCoach, useCoachAnswer, useCoachLanguage } from '@/lib/coach'
import { clearPatterns, setPatterns, usePatternsCache } from '@/stores/device'
import { useEntries, useJournalSummary } from '@/stores/records'

/**
 * Your Patterns on Insights: from 3 entries on, the coach reads the journal's newest check-ins
 * (`coachJournal`: the newest 1,000, as Home's focus and missions); the answer is cached with its time and
 * the journal it was made from (`journalBasis`, ADR 0052), and asked again whenever the journal
 * changed: a check-in, an outcome, an import, a sync. The patterns on screen stay until the new
 * ones are in. A failure shows its message (docs/product.md#messages) with 'Retry Analysis',
 * which clears the cache and asks again.
 */
export type PatternsView =
  | { state: 'insufficient'; needed: number }
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'result'; patterns: Pattern[] }

export function usePatterns(): PatternsView {
  const entries = useEntries()
  // Patterns in another language are asked again (ADR 0078).
  const basis = `${journalBasis(useJournalSummary())}|${useCoachLanguage()}`
  const cache = usePatternsCache()
  const [attempt, setAttempt] = useState(0)
  const possible = canAnalyzePatterns(entries)
  const fresh = possible && cache !== null && cache.basis === basis

  const load = useCoachAnswer({
    key: `pattern_analysis|${basis}|${attempt}`,
    enabled: possible && !fresh,
    load: async (signal) => {
      const askedAt = Date.now()
      const { patterns } = await requestCoach(
        { type: 'pattern_analysis', entries: coachJournal(entries) },
        { signal },
      )
      setPatterns(patterns, askedAt, basis)
    },
    onError: (error) => console.warn('The pattern analysis did not answer.', error),
  })

  if (!possible) {
    return { state: 'insufficient', needed: MIN_ENTRIES_FOR_COACHING - entries.length }
  }
  if (fresh) return { state: 'result', patterns: cache.patterns }
  if (load === 'failed') {
    return {
      state: 'failed',
      retry: () => {
        clearPatterns()
        setAttempt((n) => n + 1)
      },
    }
  }
  // Made again for a changed journal: the patterns shown stay until the new ones are in.
  if (cache !== null) return { state: 'result', patterns: cache.patterns }
  return { state: 'loading' }
}
