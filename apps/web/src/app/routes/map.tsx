import { useLocation, useNavigate } from '@/lib/router'
import { useTimelineEntries } from '@/stores/records'
import { useEntry } from '@/stores/records/use-entry'
import { EntryDetail } from '@/features/inner-map/components/entry-detail'
import { InnerMap } from '@/features/inner-map/components/inner-map'
import { useNow } from '@/lib/use-now'

const PAGE = 'mx-auto flex w-full max-w-md flex-col px-5 pt-[max(1.5rem,env(safe-area-inset-top))]'

/**
 * The Inner Map (/map) and a check-in open in full (/map/entry/:id), one chunk: the check-in
 * opens from a tap on its Timeline card, and Back returns to the Timeline where it was.
 */
export default function MapRoute() {
  // Matched here rather than by nested routes: the router's path parameters would add to the
  // code every first screen loads (`npm run bench:bundle`).
  const id = /^\/map\/entry\/([^/]+)\/?$/i.exec(useLocation().pathname)?.[1]
  return id === undefined ? <InnerMapScreen /> : <EntryScreen id={decodeURIComponent(id)} />
}

function InnerMapScreen() {
  const timeline = useTimelineEntries()
  const now = useNow()
  // Each history entry its own Inner Map: a day opened from the calendar (/map?day=…) starts
  // on the Timeline, and Back brings the calendar back as it was (`useRememberedState`).
  const { key } = useLocation()
  return (
    <main className={PAGE}>
      <InnerMap key={key} {...timeline} now={now} />
    </main>
  )
}

function EntryScreen({ id }: { id: string }) {
  const entry = useEntry(id)
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <main className={PAGE}>
      <EntryDetail
        entry={entry}
        // Opened directly (no history in the app), Back goes to the Timeline.
        onBack={() =>
          void (location.key === 'default' ? navigate('/map', { replace: true }) : navigate(-1))
        }
      />
    </main>
  )
}
