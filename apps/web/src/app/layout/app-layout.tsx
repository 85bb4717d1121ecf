import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { useBackupSync } from '@/features/backup/lib/use-backup-sync'
import { useReminderSync } from '@/features/reminders/lib/use-reminder-sync'
import { BottomNav } from './bottom-nav'

/**
 * The signed-in shell: the page, with room kept free for the bottom navigation. A screen that
 * waits (its code, or the whole journal read for the first time) keeps the navigation in place.
 */
export function AppLayout() {
  useReminderSync()
  useBackupSync()
  return (
    <div className="min-h-dvh pb-[calc(5rem+env(safe-area-inset-bottom))]">
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <BottomNav />
    </div>
  )
}
