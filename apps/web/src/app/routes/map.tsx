import { useTimelineEntries } from '@/stores/journal'
import { InnerMap } from '@/features/inner-map/components/inner-map'
import { useNow } from '@/lib/use-now'

export default function MapRoute() {
  const timeline = useTimelineEntries()
  const now = useNow()
  return (
    <main className="mx-auto flex w-full max-w-md flex-col px-5 pt-[max(1.5rem,env(safe-area-inset-top))]">
      <InnerMap {...timeline} now={now} />
    </main>
  )
}
