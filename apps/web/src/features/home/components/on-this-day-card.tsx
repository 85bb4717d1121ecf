import { select } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { onThisDay } from '@hara/core'
import { CalendarHeart, ChevronRight } from 'lucide-react'
import { useMemo } from 'react'
import { agoTextNow } from '@/i18n/core-texts/ago-text'
import { countText, pluralForm } from '@/i18n/count-text'
import { useLocale } from '@/i18n/react'
import { todayOnDevice } from '@/stores/device'
import { useJournalSummary } from '@/stores/records'
import { Link } from '@/components/ui/link'

/** At most this many earlier days are listed. */
const SHOWN = 3

/**
 * 'On this day' on Home: the earlier days with a check-in on today's date (a month, a year or
 * more ago), each opening that day on the Timeline. Read from the journal summary's days; Home
 * loads it only when there is such a day (`hasOnThisDay`), so no other start carries it.
 */
export default function OnThisDayCard() {
  // Its counts and 'A year ago' are said in the language spoken now, and again when it changes.
  useLocale()
  const { days } = useJournalSummary()
  const today = todayOnDevice()
  const found = useMemo(() => onThisDay(days, today).slice(0, SHOWN), [days, today])
  if (found.length === 0) return null
  return (
    <section
      aria-labelledby="on-this-day-title"
      className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-5"
    >
      <h2
        id="on-this-day-title"
        className="flex items-center gap-2 text-sm font-semibold text-accent"
      >
        <CalendarHeart aria-hidden="true" size={16} />
        <Trans>On this day</Trans>
      </h2>
      <ul className="flex flex-col">
        {found.map((item) => (
          <li key={item.day}>
            <Link
              to={`/map?day=${item.day}`}
              className="flex min-h-11 items-center justify-between gap-2 rounded-xl text-fg focus-visible:outline-2 focus-visible:outline-focus"
            >
              <span>
                {agoTextNow(item.monthsAgo)}
                <span className="text-muted">
                  {' · '}
                  {checkInCount(item.checkIns)}
                </span>
              </span>
              <ChevronRight aria-hidden="true" size={18} className="text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** '1 check-in', '3 check-ins', in the language spoken now (without Intl: count-text.ts). */
function checkInCount(checkIns: number): string {
  const form = pluralForm(checkIns)
  const shown = countText(checkIns)
  return select(form, { one: `${shown} check-in`, other: `${shown} check-ins` })
}
