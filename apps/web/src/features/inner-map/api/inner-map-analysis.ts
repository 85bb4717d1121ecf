import {
  canAnalyze,
  COACH_MAX_ITEMS,
  entryTimeMs,
  isCacheFresh,
  isInsufficient,
  newestFirst,
  signalItems,
  toneItems,
  trustItems,
  type AnalysisByKind,
  type AnalysisKind,
  type Entry,
} from '@hara/core'
import { requestCoach, useCoachAnswer, useCoachLanguage } from '@/lib/coach'
import { setCachedAnalysis, useCachedAnalysis } from '@/stores/device'
import { useEntries } from '@/stores/records'

/**
 * One Inner Map analysis: insufficient when the journal does not
 * meet the core's precondition (decided here, without a call); the cached answer while no entry
 * is newer than it; otherwise a fresh answer from the coach, cached under its key (docs/product.md#kept-on-the-device).
 * A failed call is logged only and the screen shows its message.
 */
export type AnalysisResult<K extends AnalysisKind> = Exclude<
  AnalysisByKind[K],
  { insufficient: true } | { insufficientData: true }
>

export type AnalysisView<K extends AnalysisKind> =
  | { state: 'insufficient' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'result'; value: AnalysisResult<K> }

/** The newest entries a request carries: the contract's bound on items. */
function newestEntries(entries: readonly Entry[]): readonly Entry[] {
  return entries.length <= COACH_MAX_ITEMS
    ? entries
    : newestFirst(entries).slice(0, COACH_MAX_ITEMS)
}

async function ask<K extends AnalysisKind>(
  kind: K,
  entries: readonly Entry[],
  signal: AbortSignal,
): Promise<AnalysisByKind[K]> {
  const journal = newestEntries(entries)
  switch (kind) {
    case 'signals':
      return (await requestCoach(
        { type: 'signals_analysis', items: signalItems(journal) },
        { signal },
      )) as AnalysisByKind[K]
    case 'trust':
      return (await requestCoach(
        { type: 'trust_analysis', items: trustItems(journal) },
        { signal },
      )) as AnalysisByKind[K]
    case 'tone':
      return (await requestCoach(
        { type: 'tone_analysis', items: toneItems(journal) },
        { signal },
      )) as AnalysisByKind[K]
  }
  throw new Error(`Unknown analysis: ${String(kind)}`)
}

export function useInnerMapAnalysis<K extends AnalysisKind>(kind: K): AnalysisView<K> {
  const entries = useEntries()
  const cached = useCachedAnalysis(kind)
  const language = useCoachLanguage()
  const possible = canAnalyze(kind, entries)
  // An analysis in another language than the phone's is asked again (ADR 0078).
  const fresh =
    possible &&
    cached !== null &&
    (cached.language ?? 'en') === language &&
    isCacheFresh(kind, cached.cachedAt, entries)
  // A new, deleted or changed entry gives a new key (and the store clears the caches on a
  // change), so the coach is asked again exactly when the journal moved on.
  const newest = entries.reduce((latest, entry) => Math.max(latest, entryTimeMs(entry)), 0)

  const load = useCoachAnswer({
    key: `${kind}|${entries.length}|${newest}|${cached?.cachedAt ?? 'none'}|${language}`,
    enabled: possible && !fresh,
    load: async (signal) => {
      // The answer reflects the journal as sent, so it is stamped with the time it was asked.
      const askedAt = Date.now()
      const value = await ask(kind, entries, signal)
      setCachedAnalysis(kind, value, askedAt, language)
    },
    onError: (error) => {
      console.warn(`The ${kind} analysis did not answer.`, error)
    },
  })

  if (!possible) return { state: 'insufficient' }
  if (fresh) {
    return isInsufficient(cached.value)
      ? { state: 'insufficient' }
      : {
          state: 'result',
          value: cached.value as AnalysisResult<K>,
        }
  }
  return load === 'failed' ? { state: 'failed' } : { state: 'loading' }
}
