import {
  canAnalyzePatterns,
  coachJournal,
  entryTimeMs,
  isPatternsCacheFresh,
  MIN_ENTRIES_FOR_COACHING,
  type Pattern,
} from '@hara/core'
import { useState } from 'react'
import { requestCoach, useCoachAnswer } from '@/lib/coach'
import { clearPatterns, setPatterns, usePatternsCache, useEntries } from '@/stores/journal'

/**
 * Your Patterns on Insights: from 3 entries on, the coach reads
 * the whole journal (up to what one request carries, newest first, `coachJournal`);
 * the answer is cached with its time and asked again only when a newer entry exists. A failure shows its message (docs/product.md#messages) with 'Retry Analysis', which clears the cache and
 * asks again.
 */
export type PatternsView =
  | { state: 'insufficient'; needed: number }
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'result'; patterns: Pattern[] }

export function usePatterns(): PatternsView {
  const entries = useEntries()
  const cache = usePatternsCache()
  const [attempt, setAttempt] = useState(0)
  const possible = canAnalyzePatterns(entries)
  const fresh = possible && cache !== null && isPatternsCacheFresh(cache, entries)
  const newest = entries.reduce((latest, entry) => Math.max(latest, entryTimeMs(entry)), 0)

  const load = useCoachAnswer({
    key: `pattern_analysis|${entries.length}|${newest}|${cache?.cachedAt ?? 'none'}|${attempt}`,
    enabled: possible && !fresh,
    load: async (signal) => {
      const askedAt = Date.now()
      const { patterns } = await requestCoach(
        {
          type: 'pattern_analysis',
          entries: coachJournal(entries),
        },
        { signal },
      )
      setPatterns(patterns, askedAt)
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
  return { state: 'loading' }
}
