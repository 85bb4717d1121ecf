import {
  FOLLOW_UP_ANCHOR,
  FOLLOW_UP_ROWS,
  FOLLOW_UP_SNOOZE_DAYS,
  tapCategory,
  type CalendarDay,
  type Earned,
  type TapEntry,
} from '@hara/core'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronRight, IterationCcw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { announceOutcome, outcomeLoggedText } from '@/components/outcome/announce-outcome'
import { categoryText } from '@/i18n/core-texts/categories'
import { daysAgoLabel } from '../lib/days-ago-label'
import { useScrollToFollowUps } from './follow-up-scroll'
import { snoozeFollowUp, stopFollowUp } from '@/stores/records'
import { useFollowUpSheet } from './use-follow-up-sheet'

/** A row answered while Home is open: it stays in its place with a short confirmation. */
type Answered = { entry: TapEntry; message: string; at: number }

/** How long a confirmation stays before it fades and gives its place to the next decision. */
export const CONFIRMATION_MS = 4000
/** The fade at the end of that time (the `fade-out` keyframes). */
const CONFIRMATION_FADE =
  'motion-safe:animate-[pop-in_200ms_ease-out,fade-out_400ms_ease-in_3600ms_forwards]'

const rowId = (id: string) => `follow-up-${id}`
/** A row's quiet secondary actions: full-width halves, 48 px tall. */
const ACTION =
  'min-h-12 text-sm font-medium text-muted transition-colors hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-focus first:rounded-bl-2xl last:rounded-br-2xl'
const oldestFirst = (a: { entry: TapEntry }, b: { entry: TapEntry }) =>
  Date.parse(a.entry.timestamp) - Date.parse(b.entry.timestamp)

/**
 * Home's "How did it turn out?": tracked decisions waiting for their outcome, oldest first, at
 * most three rows, each with what the check-in was about (its description, on one line). A row opens the Timeline's outcome form in a sheet; 'Not yet' asks again in
 * three days; 'Stop asking' leaves the decision on the Timeline for good. An answered row stays
 * in its place as a confirmation for a few seconds, then fades and gives its place to the next
 * decision waiting, so the card never grows; the words are also said in a live region, and
 * focus moves to the next row (or the heading).
 */
export function FollowUpCard({ rows, today }: { rows: TapEntry[]; today: CalendarDay }) {
  const { t, i18n } = useLingui()
  const [answered, setAnswered] = useState<Answered[]>([])
  const [announcement, setAnnouncement] = useState('')
  const [focusTarget, setFocusTarget] = useState<{ id: string | null } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  /** Where focus goes when the sheet closes: its row (cancelled), or the next row (saved). */
  const focusAfterSheet = useRef<{ id: string | null }>({ id: null })
  const hasRows = rows.length > 0
  useScrollToFollowUps()
  const { sheet, opening, failed, ...sheets } = useFollowUpSheet(hasRows)

  // Each confirmation leaves once read; the next waiting decision takes its place.
  useEffect(() => {
    const [oldest] = answered
    if (!oldest) return
    const gone = setTimeout(
      () => setAnswered((list) => list.filter((item) => item !== oldest)),
      Math.max(0, oldest.at + CONFIRMATION_MS - Date.now()),
    )
    return () => clearTimeout(gone)
  }, [answered])

  useEffect(() => {
    if (!focusTarget) return
    const target = focusTarget.id === null ? null : document.getElementById(rowId(focusTarget.id))
    ;(target ?? heading.current)?.focus()
  }, [focusTarget])

  // The sheet stays while it is open: the outcome it saves leaves the rows (the journal's view
  // moves) before its onSaved marks the row answered, and a card gone for that moment would
  // take the sheet with it (no close, focus lost, the confirmation never shown in its place).
  if (!hasRows && answered.length === 0 && sheet === null) return null

  const detail = (entry: TapEntry) =>
    `${categoryText(i18n, tapCategory(entry))} · ${daysAgoLabel(entry.day, today)}`
  const about = (entry: TapEntry) => entry.description.trim()

  /** Marks `entry` answered, says so, and picks where focus goes next. */
  const answer = (entry: TapEntry, message: string) => {
    const index = rows.findIndex((row) => row.id === entry.id)
    const next = rows[index + 1] ?? rows[index - 1] ?? null
    setAnswered((list) => [
      ...list.filter((item) => item.entry.id !== entry.id),
      { entry, message, at: Date.now() },
    ])
    setAnnouncement(`${entry.decision}: ${message}`)
    return next?.id ?? null
  }

  /**
   * 'Not yet' or 'Stop asking': the row shows its answer at once (so it never leaves and comes
   * back while the change is written), and goes back to a question if the phone refused it.
   */
  const reply = async (
    entry: TapEntry,
    message: string,
    write: (id: string) => Promise<{ changed: boolean }>,
  ) => {
    const next = answer(entry, message)
    if ((await write(entry.id)).changed) {
      setFocusTarget({ id: next })
      return
    }
    setAnswered((list) => list.filter((item) => item.entry.id !== entry.id))
    setAnnouncement('')
  }

  const open = (entry: TapEntry) => {
    focusAfterSheet.current = { id: entry.id }
    sheets.open(entry)
  }

  const saved = (entry: TapEntry, earned: Earned) => {
    focusAfterSheet.current = { id: answer(entry, outcomeLoggedText(earned)) }
    sheets.close()
    announceOutcome(earned, { logged: false })
  }

  // An answered row shows its answer while the change is written, not the question again.
  const isAnswered = (entry: TapEntry) => answered.some((item) => item.entry.id === entry.id)
  const questions = rows.filter((entry) => !isAnswered(entry))
  const items = [
    ...questions
      .slice(0, Math.max(0, FOLLOW_UP_ROWS - answered.length))
      .map((entry) => ({ entry, message: null })),
    ...answered,
  ].sort(oldestFirst)

  return (
    <section
      id={FOLLOW_UP_ANCHOR}
      aria-labelledby="follow-up-title"
      onPointerDown={sheets.prefetch}
      onFocus={sheets.prefetch}
      className="flex scroll-mt-4 flex-col gap-3 rounded-3xl border border-line bg-surface p-5"
    >
      <div className="flex flex-col gap-1">
        <h2
          id="follow-up-title"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold focus:outline-none"
        >
          <IterationCcw aria-hidden="true" size={18} className="text-warm" />
          <Trans>How did it turn out?</Trans>
        </h2>
        <p className="text-sm text-muted">
          <Trans>Your gut learns from every answer.</Trans>
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {items.map(({ entry, message }) =>
          message === null ? (
            <li key={entry.id} className="rounded-2xl border border-line bg-surface-2">
              <button
                type="button"
                id={rowId(entry.id)}
                aria-busy={opening === entry.id || undefined}
                onClick={() => open(entry)}
                className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-focus"
              >
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span id={`${rowId(entry.id)}-decision`} className="line-clamp-2 font-medium">
                    {entry.decision}
                  </span>
                  {about(entry) ? <span className="truncate text-sm">{about(entry)}</span> : null}
                  <span className="text-sm text-muted">{detail(entry)}</span>
                </span>
                <span className="flex shrink-0 items-center text-sm font-semibold text-accent">
                  <Trans>Log outcome</Trans>
                  <ChevronRight aria-hidden="true" size={16} />
                </span>
              </button>
              <div className="grid grid-cols-2 border-t border-line">
                <button
                  type="button"
                  className={ACTION}
                  aria-describedby={`${rowId(entry.id)}-decision`}
                  onClick={() =>
                    void reply(
                      entry,
                      plural(FOLLOW_UP_SNOOZE_DAYS, {
                        one: 'We’ll ask again in # day.',
                        other: 'We’ll ask again in # days.',
                      }),
                      snoozeFollowUp,
                    )
                  }
                >
                  <Trans>Not yet</Trans>
                </button>
                <button
                  type="button"
                  className={`${ACTION} border-l border-line`}
                  aria-describedby={`${rowId(entry.id)}-decision`}
                  onClick={() =>
                    void reply(
                      entry,
                      t`We won’t ask again. It stays in your Journey.`,
                      stopFollowUp,
                    )
                  }
                >
                  <Trans>Stop asking</Trans>
                </button>
              </div>
            </li>
          ) : (
            <li
              key={entry.id}
              className={`flex min-h-14 flex-col justify-center gap-0.5 rounded-2xl bg-success/10 px-4 py-3 ${CONFIRMATION_FADE}`}
            >
              <span className="line-clamp-1 text-sm text-muted">{entry.decision}</span>
              <span className="font-medium text-success">{message}</span>
            </li>
          ),
        )}
      </ul>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          <Trans>This couldn’t open just now. Check your connection and try again.</Trans>
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {sheet ? (
        <sheet.module.default
          decision={sheet.entry.decision ?? ''}
          about={about(sheet.entry)}
          detail={detail(sheet.entry)}
          entryId={sheet.entry.id}
          onSaved={(earned) => saved(sheet.entry, earned)}
          onClose={sheets.close}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            setFocusTarget({ ...focusAfterSheet.current })
          }}
        />
      ) : null}
    </section>
  )
}
