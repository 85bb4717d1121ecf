import { useCallback, useSyncExternalStore } from 'react'
import { readRaw, subscribeToOtherTabs, writeRaw } from '@/lib/device-storage'
import type { OnboardingResult } from '@/features/onboarding/components/onboarding-flow'

// Interim: replaced by the journal store's per-user settings once it lands.
const listeners = new Set<() => void>()
const key = (userId: string) => `hara:u:${userId}:onboarding_completed_${userId}`

export function useOnboarding(userId: string | null) {
  const completed = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      const stop = subscribeToOtherTabs(listener)
      return () => {
        listeners.delete(listener)
        stop()
      }
    },
    () => (userId ? readRaw(key(userId)) === 'true' : false),
  )
  const complete = useCallback(
    (_result: OnboardingResult) => {
      if (!userId) return
      writeRaw(key(userId), 'true')
      listeners.forEach((l) => l())
    },
    [userId],
  )
  return { completed, complete }
}
