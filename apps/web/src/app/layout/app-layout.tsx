import { Outlet } from 'react-router'
import { useBackupSync } from '@/features/backup/lib/use-backup-sync'
import { useReminderSync } from '@/features/reminders/lib/use-reminder-sync'
import { BottomNav } from './bottom-nav'

/** The signed-in shell: the page, with room kept free for the bottom navigation. */
export function AppLayout() {
  useReminderSync()
  useBackupSync()
  return (
    <div className="min-h-dvh pb-[calc(5rem+env(safe-area-inset-bottom))]">
      <Outlet />
      <BottomNav />
    </div>
  )
}
