import { t as tNow } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/i18n/react'
import { entryCategory, hasText, wasEdited, type Entry, type TapEntry } from '@hara/core'
import { clockTime, relativeTime } from '@/lib/relative-time'
import { Trash2 } from 'lucide-react'
import { memo } from 'react'
import { ClampedText } from '@/components/ui/clamped-text'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { deleteEntry, undoDelete } from '@/stores/records/entry-changes'
import { EntryLink } from './entry-link'
import { NotOnServerMark } from './not-on-server-mark'
import { OutcomeArea } from './outcome-area'
import { VoiceEntryBody } from './voice-entry-body'
import { gutLine } from '@/lib/gut/gut-line'
import { bodySignalText } from '@/i18n/core-texts/body-signals'
import { categoryText } from '@/i18n/core-texts/categories'

/**
 * One check-in on the timeline (docs/product.md#timeline): category, time, XP,
 * what happened in the person's own words, and the outcome area. A tap on the card opens the
 * check-in in full. Delete asks first, and can still be undone from its toast: a journal entry
 * is not something to lose by a stray tap. Under today's heading the time is relative ('30 min
 * ago'); under an earlier day's heading it is the time of day ('9:05 AM'), so a card never says
 * 'Yesterday' or '14h ago' below a heading that names its day.
 *
 * Drawn again only when its check-in, the time or the heading's kind changes: a check-in
 * arriving on the Timeline (saved here, or on another phone) draws its own card, not the page's.
 */
export const EntryCard = memo(function EntryCard({
  entry,
  now,
  clock = false,
}: {
  entry: Entry
  now: Date
  clock?: boolean
}) {
  // Drawn again in the language chosen: the time and the words below are said in it.
  useLocale()
  const zone = { timeZone: entry.timeZone }
  return (
    <article className="relative flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5 [contain:layout_paint] [overflow-clip-margin:4px]">
      <EntryHeader
        entry={entry}
        time={clock ? clockTime(entry.timestamp, zone) : relativeTime(entry.timestamp, now, zone)}
      />
      {entry.mode === 'tap' ? <TapEntryBody entry={entry} /> : <VoiceEntryBody entry={entry} />}
      <div className="relative z-10 flex flex-col">
        <OutcomeArea entry={entry} />
      </div>
    </article>
  )
})

/**
 * Category, time, XP and delete on one line at any phone width: the time and the XP never
 * wrap, and a long custom category is cut with an ellipsis instead.
 */
function EntryHeader({ entry, time }: { entry: Entry; time: string }) {
  const { t, i18n } = useLingui()
  const xp = entry.xp
  return (
    <header className="flex items-center gap-2 text-sm">
      <span className="min-w-0 truncate rounded-full bg-accent/15 px-3 py-1 font-semibold text-accent">
        {categoryText(i18n, entryCategory(entry))}
      </span>
      <time dateTime={entry.timestamp} className="shrink-0 whitespace-nowrap text-muted">
        {time}
      </time>
      {wasEdited(entry) ? <span className="shrink-0 text-muted">{t`· edited`}</span> : null}
      <NotOnServerMark id={entry.id} />
      <span className="ml-auto shrink-0 font-semibold whitespace-nowrap text-warm tabular">
        {t`+${xp} XP`}
      </span>
      <DeleteButton id={entry.id} />
    </header>
  )
}

/** The body signal (the badge above names the category, ADR 0070), the description, the gut, and the decision if there is one. */
function TapEntryBody({ entry }: { entry: TapEntry }) {
  const { t, i18n } = useLingui()
  return (
    <div className="flex flex-col gap-1.5">
      <EntryLink id={entry.id}>{bodySignalText(i18n, entry.bodySensation)}</EntryLink>
      {hasText(entry.description) ? (
        <ClampedText
          text={entry.description}
          className="text-sm break-words"
          toggleClassName="relative z-10"
        />
      ) : null}
      <p className="text-sm text-muted">{gutLine(i18n, entry)}</p>
      {entry.decision ? (
        <p className="rounded-2xl bg-surface-2 px-4 py-3 text-sm break-words">
          <span className="font-semibold">{t`Decision:`} </span>
          {entry.decision}
        </p>
      ) : null}
    </div>
  )
}

/** The product's toast after a delete, with an Undo that puts the entry back as it was. */
async function remove(id: string) {
  const { removed, write } = await deleteEntry(id)
  if (!removed || !write.ok) return
  toast.success(tNow`Entry removed`, {
    description: tNow`This check-in has been deleted`,
    action: {
      label: tNow`Undo`,
      onClick: () => {
        void undoDelete(removed).then(({ restored }) => {
          if (restored) toast.success(tNow`Check-in restored`)
        })
      },
    },
  })
}

export function DeleteButton({ id, onDeleted }: { id: string; onDeleted?: () => void }) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      title={t`Delete this check-in?`}
      description={t`It leaves your timeline. You can undo it right after.`}
      details={t`Your XP and achievements stay.`}
      confirmLabel={t`Delete`}
      onConfirm={async () => {
        await remove(id)
        onDeleted?.()
      }}
      trigger={
        <Button
          variant="quiet"
          size="icon"
          aria-label={t`Delete check-in`}
          className="relative z-10 -my-2 -mr-3 shrink-0"
        >
          <Trash2 aria-hidden="true" size={18} />
        </Button>
      }
    />
  )
}
