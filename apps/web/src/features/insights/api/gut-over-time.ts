import {
  gutByStrength,
  gutOverTime,
  hasOutcome,
  strengthByMonth,
  type GutByStrength,
  type GutOverTime,
  type StrengthByMonth,
} from '@hara/core'
import { useMemo } from 'react'
import { todayOnDevice } from '@/stores/device'
import { useEntries } from '@/stores/records'
import { useOutcomeReading } from './outcome-reading'

/**
 * Insights' 'Your gut, over time': the core's series, places and calibration by strength (as a
 * whole and month by month), from the coach engine's
 * reading of each outcome (the same reading 'Closing the loop' and the analyses use). The
 * reader is loaded only once the journal has an outcome to read; it runs on the device, so the
 * card works offline.
 */
export type GutOverTimeView =
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready'
      gut: GutOverTime
      byStrength: GutByStrength
      byMonth: StrengthByMonth
    }

const nothingToRead = () => null

export function useGutOverTime(): GutOverTimeView {
  const entries = useEntries()
  const today = todayOnDevice()
  const anyOutcome = useMemo(() => entries.some(hasOutcome), [entries])
  const reading = useOutcomeReading(anyOutcome)
  const read =
    reading.state === 'waiting' ? nothingToRead : reading.state === 'ready' ? reading.read : null
  const gut = useMemo(
    () => (read === null ? null : gutOverTime(entries, read, today)),
    [entries, read, today],
  )
  const strength = useMemo(
    () =>
      read === null
        ? null
        : { byStrength: gutByStrength(entries, read), byMonth: strengthByMonth(entries, read) },
    [entries, read],
  )
  if (gut && strength) return { state: 'ready', gut, ...strength }
  return reading.state === 'failed' ? { state: 'failed' } : { state: 'loading' }
}
