import type { I18n } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { weekdayOf, type LevelInfo, type WeekStripDay } from '@hara/core'
import { Flame, Sparkles } from '@/components/ui/home-icons'
import { lazy, Suspense, type ReactNode } from 'react'
import { ProgressBar } from '@/components/ui/progress-bar'
import { levelNameText } from '@/i18n/core-texts/level-names'
import { weekdayName } from '@/i18n/weekday-names'
import { countText, pluralForm } from '@/i18n/count-text'
import { intlLocale } from '@/i18n/intl-locale'
import { cn } from '@/lib/cn'
import type { RecentInsight } from '../lib/home-numbers'
import type { MissionItem } from '../lib/use-mission-progress'
import { MissionList } from './mission-list'
import { Orb } from './orb'
import { useCoachLanguage } from '@/lib/coach/coach-language'

export type HomeScreenProps = {
  nickname: string | undefined
  streak: number
  focus: { text: string; loading: boolean }
  week: WeekStripDay[]
  level: LevelInfo
  daysTogether: number
  missions: { items: readonly MissionItem[]; loading: boolean }
  insights: RecentInsight[]
  /** Where a check-in opens in full (the Inner Map's address for it). */
  entryHref?: (id: string) => string
  themeToggle: ReactNode
  onSpeak: () => void
  /** Shown under the greeting when there is something to offer first (restoring a backup). */
  notice?: ReactNode
  /** "How did it turn out?": tracked decisions waiting for their outcome. */
  followUps?: ReactNode
  /** 'On this day', when the journal has a check-in on today's date in an earlier month. */
  onThisDay?: ReactNode
  /**
   * Whether the parts whose code loads on demand render yet (the route's `useSecondPass`); until
   * then each shows its placeholder. Shown at once when not said.
   */
  secondPass?: boolean
}

/** An insight's source and words, loaded only when there are insights to show (not for a new journal). */
const HomeInsight = lazy(() =>
  import('./home-insight').then((module) => ({ default: module.HomeInsight })),
)

/**
 * An insight until its code is there: the line of its check-in at that line's height (the
 * height of its link, whose margins reach past it), and an ellipsis for its words.
 */
function InsightLoading({ sourced }: { sourced: boolean }) {
  return (
    <>
      {sourced ? (
        <p aria-hidden="true" className="flex text-xs">
          <span className="-my-2 min-h-11" />
        </p>
      ) : null}
      <p className="text-sm leading-relaxed">…</p>
    </>
  )
}

/** Today (/home). Pure presentation; the route gathers the data. */
export function HomeScreen(props: HomeScreenProps) {
  const { nickname, streak, focus, week, level, daysTogether, missions, insights } = props
  const { t, i18n } = useLingui()
  const coachLanguage = useCoachLanguage()
  const secondPass = props.secondPass ?? true
  const name = nickname?.trim()
  const hrefOf = (insight: RecentInsight) =>
    insight.from ? props.entryHref?.(insight.from.id) : undefined
  const sourced = (insight: RecentInsight) => hrefOf(insight) !== undefined
  const { level: levelNumber, totalXP, nextLevelXP } = level
  // Not Lingui's `plural`: it makes an Intl formatter, a long task of Home's start (count-text.ts).
  const streakForm = pluralForm(streak, intlLocale(i18n))
  const streakCount = countText(streak, intlLocale(i18n))
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 pt-[max(1.25rem,env(safe-area-inset-top))]">
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm text-muted">{greetingFor(i18n, new Date())}</p>
          <h1 className="truncate text-3xl font-bold tracking-tight">
            {name ? t`Hi, ${name}` : t`Hi, there`}
          </h1>
        </div>
        <div className="flex items-center gap-1">
          <p
            className="flex min-h-11 items-center gap-1.5 rounded-full bg-warm/15 px-3 font-semibold text-warm"
            aria-label={select(streakForm, {
              one: `${streakCount} day streak`,
              other: `${streakCount} day streak`,
            })}
          >
            <Flame aria-hidden="true" size={18} />
            <span key={streak} className="tabular motion-safe:animate-[pop-in_300ms_ease-out]">
              {streak}
            </span>
          </p>
          {props.themeToggle}
        </div>
      </header>

      {props.notice}

      <section
        aria-labelledby="focus-title"
        className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5"
      >
        <div className="flex flex-col gap-1.5">
          <h2 id="focus-title" className="flex items-center gap-2 text-sm font-semibold text-warm">
            <Sparkles aria-hidden="true" size={16} />
            <Trans>Today&apos;s focus</Trans>
          </h2>
          {focus.loading ? (
            // As tall as the words most likely to come (the starting focus, unseen beneath), so
            // that the orb below stays where it is when they do: on a slow phone the journal is
            // read after the first paint.
            <div aria-label={t`Loading today's focus`} className="relative">
              <p aria-hidden="true" className="invisible text-lg leading-snug">
                {focus.text}
              </p>
              <div className="absolute inset-0 flex flex-col gap-2 py-1">
                <span className="h-4 w-full animate-pulse rounded bg-surface-2" />
                <span className="h-4 w-2/3 animate-pulse rounded bg-surface-2" />
              </div>
            </div>
          ) : (
            <p lang={coachLanguage} className="text-lg leading-snug">
              {focus.text}
            </p>
          )}
        </div>
        <WeekStrip days={week} />
      </section>

      <Orb onSpeak={props.onSpeak} />

      {/* Below the orb: on a 360×640 screen, three rows above it pushed it two screens down. */}
      {props.followUps}

      <section aria-label={t`Your level`} className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1 rounded-3xl border border-line bg-surface p-4">
          <p className="text-sm text-muted">{t`Level ${levelNumber}`}</p>
          <p className="font-semibold">{levelNameText(i18n, level.name)}</p>
          <ProgressBar
            label={t`Progress to the next level`}
            value={totalXP}
            max={nextLevelXP}
            size="sm"
            className="mt-2"
          />
          <p className="text-xs text-muted tabular">{t`${totalXP} / ${nextLevelXP} XP`}</p>
        </div>
        <div className="flex flex-col gap-1 rounded-3xl border border-line bg-surface p-4">
          <p className="text-sm text-muted">
            <Trans>Days together</Trans>
          </p>
          <p className="text-3xl font-bold tabular">{daysTogether}</p>
        </div>
      </section>

      <MissionList items={missions.items} loading={missions.loading} />

      {insights.length > 0 ? (
        <section aria-labelledby="insights-title" className="flex flex-col gap-3 pb-4">
          <h2 id="insights-title" className="text-lg font-semibold">
            <Trans>Recent insights</Trans>
          </h2>
          <ul className="flex flex-col gap-2">
            {insights.map((insight, i) => (
              <li
                key={insight.from?.id ?? i}
                className="relative flex flex-col gap-1 rounded-2xl bg-surface-2 px-4 py-3 break-words"
              >
                {secondPass ? (
                  <Suspense fallback={<InsightLoading sourced={sourced(insight)} />}>
                    <HomeInsight insight={insight} href={hrefOf(insight)} />
                  </Suspense>
                ) : (
                  <InsightLoading sourced={sourced(insight)} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {props.onThisDay ? <div className="pb-4">{props.onThisDay}</div> : null}
    </main>
  )
}

/** The week on Home, each day named in the language spoken now (without Intl: weekday-names.ts). */
function WeekStrip({ days }: { days: WeekStripDay[] }) {
  const { t, i18n } = useLingui()
  const locale = intlLocale(i18n)
  const labelOf = (day: WeekStripDay) => {
    const weekday = weekdayName(weekdayOf(day.date), 'long', locale)
    if (day.isToday && day.hasCheckIn) return t`${weekday}, today, checked in`
    if (day.isToday) return t`${weekday}, today`
    if (day.hasCheckIn) return t`${weekday}, checked in`
    return weekday
  }
  return (
    <ol className="grid grid-cols-7 gap-1" aria-label={t`This week`}>
      {days.map((day) => (
        <li
          key={day.date}
          aria-label={labelOf(day)}
          data-today={day.isToday || undefined}
          data-checked-in={day.hasCheckIn || undefined}
          className="flex flex-col items-center gap-1.5"
        >
          <span className={cn('text-xs font-medium', day.isToday ? 'text-fg' : 'text-muted')}>
            {weekdayName(weekdayOf(day.date), 'narrow', locale)}
          </span>
          <span
            className={cn(
              'flex size-8 items-center justify-center rounded-full text-xs tabular',
              day.hasCheckIn ? 'bg-accent text-on-accent' : 'bg-surface-2 text-muted',
              day.isToday && '[box-shadow:0_0_0_2px_var(--surface),0_0_0_4px_var(--warm)]',
            )}
          >
            {Number(day.date.slice(8))}
          </span>
        </li>
      ))}
    </ol>
  )
}

function greetingFor(i18n: I18n, now: Date): string {
  const hour = now.getHours()
  if (hour < 5) return i18n._(msg`Still up?`)
  if (hour < 12) return i18n._(msg`Good morning`)
  if (hour < 18) return i18n._(msg`Good afternoon`)
  return i18n._(msg`Good evening`)
}
