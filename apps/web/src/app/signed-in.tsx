import type { QueryClient } from '@/lib/query'
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react'
import { Route, Routes } from '@/lib/router'
import { LoadingScreen } from '@/components/ui/loading-screen'
import {
  setActiveUser,
  setOnboardingChallenge,
  setOnboardingCompleted,
  setOnboardingFocus,
  useActiveUserId,
} from '@/stores/device'
import { openRecords, useJournalReady } from '@/stores/records'
import {
  followOtherTabs,
  isLocked,
  lockInBackground,
  lockNow,
  useLocked,
} from '@/features/app-lock/lock-state'
import type { OnboardingResult } from '@/features/onboarding/components/onboarding-flow'
import { profileQueryOptions } from '@/features/profile/api/get-profile'
import { useChoicesFromAccount } from './choices-from-account'
import { useLanguageFromAccount } from './language-from-account'
import { AppLayout } from './layout/app-layout'
import { routesOf } from './route-elements'
import { routeModules } from './route-modules'
import HomeRoute from './routes/home'
import { StorageAlerts } from './storage-alerts'
import { useOnboardingGate } from './use-onboarding-gate'
import { useBackup } from './use-backup'
import { useReminderSync } from '@/features/reminders/lib/use-reminder-sync'

const OnboardingRoute = lazy(routeModules.onboarding)
const LockedRoute = lazy(routeModules.locked)
/** Signed in: every route of the table, Home with this chunk (route-table.ts). */
const signedInRoutes = routesOf('signedIn', { home: HomeRoute })

/** Ends the current task: the rest runs in a new one, after anything the browser has waiting. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** How long a signed-in start waits for the profile before showing the app without it. */
const PROFILE_WAIT_MS = 150

/**
 * Gets a signed-in start's data ready before the app first renders (router.tsx calls it as this
 * chunk arrives): the user's journal on this device (Home's part of it: the whole journal is
 * read later, in the background), and their profile, which the start
 * script (src/start/first-screen.js) asked for with the session, unless it takes longer than a moment.
 */
export async function prepareSignedIn(userId: string, queryClient: QueryClient): Promise<void> {
  // This chunk has just been evaluated: let the browser breathe before reading the journal,
  // so the two are not one long task that holds up a tap.
  await yieldToBrowser()
  // Locked (the lock is on): nothing of the journal is read until the person unlocks.
  const locked = isLocked(userId)
  if (!locked) setActiveUser(userId)
  await Promise.all([
    // Home's part of the journal: the state, the newest entries, the waiting decisions.
    locked ? null : openRecords(userId),
    Promise.race([
      queryClient.prefetchQuery(profileQueryOptions),
      new Promise((resolve) => setTimeout(resolve, PROFILE_WAIT_MS)),
    ]),
  ])
}

/**
 * Everything behind sign-in, loaded as one chunk so that the signed-out screens carry none of
 * it (the journal store, the core and zod, the app layout, Home): the signed-in user's journal
 * on this device, onboarding until the user is admitted (docs/product.md#routing-by-session-state), then the app,
 * / → /home.
 */
export default function SignedInApp({ userId }: { userId: string }) {
  // Signed out (or another account): locked again, so a next sign-in here asks for the lock.
  useEffect(() => () => lockNow(), [userId])
  // One lock state for all of the phone's tabs: another tab's lock, or its turning the lock on
  // or off, reaches this one.
  useEffect(() => followOtherTabs(userId), [userId])
  // While Hara is locked, the lock screen stands in for everything: the journal is closed, and
  // opened again once the person unlocks.
  const locked = useLocked(userId)
  if (locked) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LockedRoute />
      </Suspense>
    )
  }
  return <UnlockedApp userId={userId} />
}

function UnlockedApp({ userId }: { userId: string }) {
  useEffect(() => lockInBackground(userId), [userId])
  // The journal on this device is kept per user: show the signed-in user's, nobody else's.
  // Opened already for the first render (prepareSignedIn); again here after a sign-out in this tab.
  useLayoutEffect(() => {
    setActiveUser(userId)
    return () => setActiveUser(null)
  }, [userId])
  const journalUser = useActiveUserId()
  const journalReady = useJournalReady()
  const { gate, markAdmitted } = useOnboardingGate(journalUser === userId ? userId : null)
  useChoicesFromAccount(journalUser === userId && journalReady)
  useLanguageFromAccount(journalUser === userId && journalReady, userId)
  // Here rather than in the layout: the check-in flow, outside it, is when it is needed most.
  // The reminders' watch too: under the layout it stopped for each check-in and started again
  // after it, sending what the phone holds once more.
  const past = journalUser === userId && journalReady && gate === 'onboarded'
  useBackup(past)
  useReminderSync({ active: past })

  if (journalUser !== userId || !journalReady || gate === 'checking') return <LoadingScreen />

  /** A correct code completes onboarding for this user; the choices feed the coach. */
  const completeOnboarding = ({ focus, challenge }: OnboardingResult) => {
    markAdmitted()
    setOnboardingFocus(focus)
    setOnboardingChallenge(challenge || null)
    // Kept with the account too, so another phone starts from them (loaded when needed).
    if (challenge) {
      void import('@/features/onboarding/api/onboarding-choices').then(({ keepChoices }) =>
        keepChoices(focus, challenge),
      )
    }
    setOnboardingCompleted(true)
  }

  // The screens suspend inside this boundary, so that the journal's user (set above) is never
  // let go while one loads: a hidden subtree's layout effects are cleaned up.
  return (
    <>
      <StorageAlerts />
      <Suspense fallback={<LoadingScreen />}>
        {gate === 'onboarding' ? (
          <OnboardingRoute onComplete={completeOnboarding} />
        ) : (
          <Routes>
            <Route element={<AppLayout />}>{signedInRoutes.inLayout}</Route>
            {signedInRoutes.own}
          </Routes>
        )}
      </Suspense>
    </>
  )
}
