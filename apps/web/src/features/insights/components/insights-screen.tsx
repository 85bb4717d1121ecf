import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { TrustScore, WeekStats } from '@hara/core'
import { ShieldCheck } from 'lucide-react'
import { ProgressBar } from '@/components/ui/progress-bar'
import type { ClosingTheLoopView } from '../api/closing-the-loop'
import type { GuidanceView } from '../api/daily-guidance'
import type { GutOverTimeView } from '../api/gut-over-time'
import type { PatternsView } from '../api/patterns'
import { ClosingTheLoopCard } from './closing-the-loop-card'
import { DailyGuidanceCard } from './daily-guidance-card'
import { GutOverTimeCard } from './gut-over-time-card'
import { percentText } from '../lib/gut-words'
import { PatternsSection } from './patterns-section'

/**
 * Insights (/insights, docs/product.md#insights). The Trust Score and This Week are computed on the
 * device by the core; Daily Guidance and Your Patterns come with the coach.
 */
export function InsightsScreen({
  guidance,
  trust,
  trustMessage,
  patterns,
  week,
  closingTheLoop,
  gutOverTime,
}: {
  guidance: GuidanceView
  trust: TrustScore
  /** The trust score's band message (lib/trust-message.ts), said in the language spoken now. */
  trustMessage: MessageDescriptor
  patterns: PatternsView
  week: WeekStats
  closingTheLoop: ClosingTheLoopView
  gutOverTime: GutOverTimeView
}) {
  const { t, i18n } = useLingui()
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 pt-[max(1.5rem,env(safe-area-inset-top))]">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t`Insights`}</h1>
        <p className="text-muted">{t`What your check-ins are telling you`}</p>
      </header>

      <DailyGuidanceCard view={guidance} />

      <section
        aria-labelledby="trust-title"
        className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5"
      >
        <h2 id="trust-title" className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden="true" size={18} className="text-accent" />
          {t`Trust Score`}
        </h2>
        <p className="text-5xl font-bold tabular">
          {trust.percent === null ? '—' : percentText(trust.percent)}
        </p>
        <ProgressBar label={t`Trust score`} value={trust.percent ?? 0} max={100} />
        <p className="text-muted">{i18n._(trustMessage)}</p>
      </section>

      <ClosingTheLoopCard view={closingTheLoop} />

      <GutOverTimeCard view={gutOverTime} />

      <PatternsSection view={patterns} />

      <section aria-labelledby="week-title" className="flex flex-col gap-3">
        <h2 id="week-title" className="text-lg font-semibold">
          {t`This Week`}
        </h2>
        <dl className="grid grid-cols-3 gap-3">
          {[
            [t`Check-ins`, week.checkIns],
            [t`Gut honored`, week.gutHonored],
            [t`Decisions made`, week.decisionsMade],
          ].map(([label, value]) => (
            <div
              key={label}
              className="flex flex-col-reverse gap-1 rounded-2xl border border-line bg-surface p-4"
            >
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="text-2xl font-bold tabular">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  )
}
