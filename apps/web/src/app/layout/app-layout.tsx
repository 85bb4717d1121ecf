import { Suspense } from 'react'
import { Outlet } from '@/lib/router'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { NotOnServerContext } from '@/lib/not-on-server'
import { BottomNav } from './bottom-nav'
import { useNotOnServerIds } from './not-on-server-ids'

/**
 * The signed-in shell: the page, with room kept free for the bottom navigation. A screen that
 * waits (its code, or the whole journal read for the first time) keeps the navigation in place.
 */
export function AppLayout() {
  const notOnServer = useNotOnServerIds()
  return (
    // Room below the last card for the bar and its raised centre button (about 5.5rem), so
    // nothing at the end of a screen (the Timeline's last outcome box) sits behind it; a field
    // focused near the bottom is scrolled clear of them too (the bar marks the root for that).
    <div className="min-h-dvh pb-[calc(6.5rem+env(safe-area-inset-bottom))]">
      <NotOnServerContext value={notOnServer}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </NotOnServerContext>
      <BottomNav />
    </div>
  )
}
