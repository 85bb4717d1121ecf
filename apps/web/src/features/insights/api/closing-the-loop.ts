import {
  closingTheLoop,
  GUT_SHARE_MIN_OUTCOMES,
  hasDecision,
  hasOutcome,
  type ClosingTheLoop,
} from '@hara/core'
import { useMemo } from 'react'
import { deviceTimeZone, todayOnDevice } from '@/stores/device'
import { useEntries } from '@/stores/records'
import { useOutcomeReading, type OutcomeReading } from './outcome-reading'

/**
 * Insights' 'Closing the loop': the counts come from the core at once; the share
 * that went as the gut said needs the coach engine's reading of each outcome, loaded only once
 * there are three outcomes to read.
 */
export type ClosingTheLoopView = ClosingTheLoop & {
  /** Reading the outcomes: 'waiting' for fewer than three, then loading, ready or failed. */
  reading: OutcomeReading['state']
}

export function useClosingTheLoop(): ClosingTheLoopView {
  const entries = useEntries()
  const today = todayOnDevice()
  const closed = useMemo(
    () => entries.filter((entry) => hasDecision(entry) && hasOutcome(entry)).length,
    [entries],
  )
  const reading = useOutcomeReading(closed >= GUT_SHARE_MIN_OUTCOMES)
  const read = reading.state === 'ready' ? reading.read : undefined
  const figures = useMemo(
    () => closingTheLoop(entries, today, deviceTimeZone(), read),
    [entries, today, read],
  )
  return { ...figures, reading: reading.state }
}
