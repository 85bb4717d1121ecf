import { useLocation, useNavigate, useParams } from 'react-router'
import { EntryDetail } from '@/features/inner-map/components/entry-detail'
import { useEntry } from '@/stores/journal'

/** One check-in open in full (/map/entry/:id), from a tap on its Timeline card. */
export default function MapEntryRoute() {
  const { id = '' } = useParams()
  const entry = useEntry(id)
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <main className="mx-auto flex w-full max-w-md flex-col px-5 pt-[max(1.5rem,env(safe-area-inset-top))]">
      <EntryDetail
        entry={entry}
        // Back returns to the Timeline where it was; opened directly, Back goes to the Timeline.
        onBack={() =>
          location.key === 'default' ? navigate('/map', { replace: true }) : navigate(-1)
        }
      />
    </main>
  )
}
