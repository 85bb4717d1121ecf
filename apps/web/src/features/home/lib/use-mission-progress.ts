import { isMissionDone, missionGoal, missionPath, type Mission } from '@hara/core'
import { useMemo } from 'react'
import { dayOnDevice, todayOnDevice } from '@/stores/device'
import { useEntriesById, useJournalSummary, useRecentEntries } from '@/stores/records'

/** A mission as Home shows it: whether it is done today, and where a tap leads to do it. */
export type MissionItem = Mission & { done: boolean; path: string }

/**
 * Today's missions with what the journal shows of them: today's check-ins are among the newest
 * entries Home reads anyway; a mission about a decision reads that one entry.
 */
export function useMissionProgress(missions: readonly Mission[]): MissionItem[] {
  const recent = useRecentEntries()
  const { outcomes } = useJournalSummary()
  const ids = missions.flatMap((mission) => mission.goal?.entryId ?? [])
  const decisions = useEntriesById(ids)
  const today = todayOnDevice()
  return useMemo(() => {
    const day = {
      today,
      // From the device's clock: asking for the zone would build an Intl formatter (ADR 0021).
      dayOf: dayOnDevice,
      entries: [...recent, ...decisions],
      outcomes,
    }
    return missions.map((mission) => {
      const goal = missionGoal(mission)
      return { ...mission, done: isMissionDone(goal, day), path: missionPath(goal) }
    })
  }, [missions, recent, decisions, outcomes, today])
}
