import { useLingui } from '@lingui/react/macro'
import { entryCategory, type Entry } from '@hara/core'
import { PageHeader } from '@/components/ui/page-header'
import { DeleteButton } from './entry-card'
import { EntryAnswers } from './entry-answers'
import { EntryWordsForm } from './entry-words-form'
import { OutcomeArea } from './outcome-area'
import { VoiceEntryBody } from './voice-entry-body'
import { gutLine } from '@/lib/gut/gut-line'
import { Link } from '@/components/ui/link'
import { bodySignalText } from '@/i18n/core-texts/body-signals'
import { categoryText } from '@/i18n/core-texts/categories'
import { intlLocale } from '@/i18n/intl-locale'

const WHEN = { dateStyle: 'full', timeStyle: 'short' } as const

/**
 * One check-in open in full: everything it holds, its answers and time editable, its own words
 * editable (tap check-ins), and
 * its outcome logged, edited or removed. `entry` is undefined while the journal is read, null
 * when it holds no such check-in (deleted, here or on another tab).
 */
export function EntryDetail({
  entry,
  onBack,
}: {
  entry: Entry | null | undefined
  onBack: () => void
}) {
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-5 pb-6">
      <PageHeader title={t`Check-in`} onBack={onBack} />
      {entry === undefined ? (
        <div
          aria-busy="true"
          aria-label={t`Reading your journal`}
          className="h-48 animate-pulse rounded-3xl bg-surface"
        />
      ) : entry === null ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-line px-6 py-12 text-center">
          <p className="text-lg font-semibold">{t`This check-in is not in your journal`}</p>
          <Link to="/map" className="min-h-11 content-center font-semibold text-accent">
            {t`Back to your timeline`}
          </Link>
        </div>
      ) : (
        <EntryInFull entry={entry} onDeleted={onBack} />
      )}
    </div>
  )
}

function EntryInFull({ entry, onDeleted }: { entry: Entry; onDeleted: () => void }) {
  const { t, i18n } = useLingui()
  const when = new Intl.DateTimeFormat(intlLocale(), WHEN).format(Date.parse(entry.timestamp))
  const xp = entry.xp
  return (
    <>
      <article className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5">
        <header className="flex items-center gap-2 text-sm">
          <span className="min-w-0 truncate rounded-full bg-accent/15 px-3 py-1 font-semibold text-accent">
            {categoryText(i18n, entryCategory(entry))}
          </span>
          <span className="ml-auto shrink-0 font-semibold whitespace-nowrap text-warm tabular">
            {t`+${xp} XP`}
          </span>
          <DeleteButton id={entry.id} onDeleted={onDeleted} />
        </header>
        <time dateTime={entry.timestamp} className="text-sm text-muted">
          {when}
        </time>
        {entry.mode === 'tap' ? (
          <div className="flex flex-col gap-1.5">
            <p className="font-medium">{bodySignalText(i18n, entry.bodySensation)}</p>
            <p className="text-sm text-muted">{gutLine(i18n, entry)}</p>
          </div>
        ) : (
          <VoiceEntryBody entry={entry} expanded />
        )}
        <OutcomeArea entry={entry} editable />
      </article>
      <EntryAnswers entry={entry} />
      {entry.mode === 'tap' ? (
        <EntryWordsForm
          key={`${entry.description}\n${entry.customNote}\n${entry.decision}`}
          entry={entry}
        />
      ) : null}
    </>
  )
}
