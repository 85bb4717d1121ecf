import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/i18n/react'
import type { Signal } from '@hara/core'
import { shareWording } from '../lib/share-wording'
import { Activity } from 'lucide-react'
import { Bone } from '@/components/ui/analysis-states'
import { bodySignalText } from '@/i18n/core-texts/body-signals'
import { AnalysisPanel } from './analysis-panel'
import { useCoachLanguage } from '@/lib/coach/coach-language'

/**
 * The Signals tab: 'Your Top Signals', each with its insight and accuracy. An accuracy rests on
 * few outcomes at first: below the app's threshold it shows the counts and how many more
 * outcomes make a percentage, never "100%" of one.
 */
export function SignalsPanel() {
  const { t, i18n } = useLingui()
  const lang = useCoachLanguage()
  return (
    <AnalysisPanel
      kind="signals"
      empty={t`Start logging check-ins with body sensations to see your signal patterns`}
      failed={t`Unable to analyze signals. Try again later.`}
      loading={t`Analyzing your signals`}
      skeleton={
        <>
          <Bone className="h-6 w-40" />
          {[0, 1, 2].map((i) => (
            <div
              key={i}
              className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-5"
            >
              <div className="flex items-center justify-between">
                <Bone className="h-5 w-32" />
                <Bone className="h-5 w-20" />
              </div>
              <Bone className="h-4 w-full" />
              <Bone className="h-4 w-3/4" />
            </div>
          ))}
        </>
      }
    >
      {({ signals }) => (
        <section aria-labelledby="signals-title" className="flex flex-col gap-3">
          <h2 id="signals-title" className="text-lg font-semibold">
            {t`Your Top Signals`}
          </h2>
          <ul className="flex flex-col gap-3">
            {signals.map((signal) => (
              <li
                key={signal.signal}
                className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-5"
              >
                <div className="flex items-center justify-between gap-3">
                  <h3 className="flex items-center gap-2 font-semibold">
                    <Activity aria-hidden="true" size={16} className="text-warm" />
                    {bodySignalText(i18n, signal.signal)}
                  </h3>
                  <Accuracy signal={signal} />
                </div>
                <p lang={lang} className="text-sm leading-relaxed text-muted">
                  {signal.insight}
                </p>
                <MoreToKnow signal={signal} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </AnalysisPanel>
  )
}

const PILL = 'shrink-0 rounded-full px-3 py-1 text-sm font-semibold tabular'

/** The signal's accuracy: a percentage from enough judged outcomes, else the counts. */
function Accuracy({ signal }: { signal: Signal }) {
  const { t } = useLingui()
  if (signal.accuracy === null) {
    return (
      <span className="shrink-0 rounded-full bg-surface-2 px-3 py-1 text-xs font-medium text-muted">
        {t`Not judged yet`}
      </span>
    )
  }
  const share = countsOf(signal)
  const accuracy = signal.accuracy
  if (share === null || share.percent) {
    return <span className={`${PILL} bg-accent/15 text-accent`}>{t`${accuracy}% accuracy`}</span>
  }
  const counts = share.text
  return <span className={`${PILL} bg-surface-2 text-fg`}>{t`${counts} right`}</span>
}

/** Under the threshold: how many more judged outcomes make a percentage. */
function MoreToKnow({ signal }: { signal: Signal }) {
  useLocale()
  const share = countsOf(signal)
  if (signal.accuracy === null || share === null || share.percent) return null
  const more = share.more
  return (
    <p className="text-xs text-muted">
      {plural(more, {
        one: '# more outcome to show a percentage.',
        other: '# more outcomes to show a percentage.',
      })}
    </p>
  )
}

/** The counts behind the accuracy, when the analysis gave them (older caches did not). */
function countsOf(signal: Signal) {
  if (signal.judged === undefined) return null
  const right = signal.right ?? Math.round(((signal.accuracy ?? 0) * signal.judged) / 100)
  return shareWording(right, signal.judged)
}
