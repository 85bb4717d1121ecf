import {
  closingTheLoop,
  GUT_SHARE_MIN_OUTCOMES,
  hasDecision,
  hasOutcome,
  type ClosingTheLoop,
} from '@hara/core'
import { useEffect, useMemo, useState } from 'react'
import { loadOutcomeJudge, type OutcomeJudge } from '@/lib/coach/outcome-reader'
import { deviceTimeZone, todayOnDevice, useEntries } from '@/stores/journal'

/**
 * Insights' 'Closing the loop': the counts come from the core at once; the share
 * that went as the gut said needs the coach engine's reading of each outcome, loaded only once
 * there are three outcomes to read.
 */
export type ClosingTheLoopView = ClosingTheLoop & {
  /** Reading the outcomes: 'waiting' for fewer than three, then loading, ready or failed. */
  reading: 'waiting' | 'loading' | 'ready' | 'failed'
}

export function useClosingTheLoop(): ClosingTheLoopView {
  const entries = useEntries()
  const today = todayOnDevice()
  const [judge, setJudge] = useState<{ read: OutcomeJudge } | 'failed' | null>(null)
  const closed = useMemo(
    () => entries.filter((entry) => hasDecision(entry) && hasOutcome(entry)).length,
    [entries],
  )
  const enough = closed >= GUT_SHARE_MIN_OUTCOMES

  useEffect(() => {
    if (!enough || judge !== null) return
    let current = true
    loadOutcomeJudge().then(
      (read) => current && setJudge({ read }),
      () => current && setJudge('failed'),
    )
    return () => {
      current = false
    }
  }, [enough, judge])

  const read = judge !== null && judge !== 'failed' ? judge.read : undefined
  const figures = useMemo(
    () => closingTheLoop(entries, today, deviceTimeZone(), read),
    [entries, today, read],
  )
  const reading = !enough
    ? 'waiting'
    : judge === null
      ? 'loading'
      : judge === 'failed'
        ? 'failed'
        : 'ready'
  return { ...figures, reading }
}
