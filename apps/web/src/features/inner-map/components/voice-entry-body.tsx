import { useLingui } from '@lingui/react/macro'
import type { VoiceEntry } from '@hara/core'
import { Mic, Sparkles } from 'lucide-react'
import { useRef, useState } from 'react'
import { InsightText } from '@/components/ui/insight-text'
import { useOverflowing } from '@/components/ui/use-overflowing'
import { cn } from '@/lib/cn'
import { gutLine } from '@/lib/gut/gut-line'
import { voiceLabelText } from '@/i18n/core-texts/voice-labels'
import { EntryLink } from './entry-link'

/**
 * A voice check-in on the timeline (docs/product.md#timeline): 'Voice check: label', the gut's
 * answer and what was done with it as a tap card says them ('Gut: no • Honored it'), the quoted
 * transcript clamped to 3 lines and the AI Insights clamped to 4, with Show more / Show less
 * when either holds more than it shows. Open in full (`expanded`), nothing is clamped and the
 * title is no link.
 */
export function VoiceEntryBody({
  entry,
  expanded: always = false,
}: {
  entry: VoiceEntry
  expanded?: boolean
}) {
  const { t, i18n } = useLingui()
  const [toggled, setExpanded] = useState(false)
  const expanded = always || toggled
  const label = voiceLabelText(i18n, entry.label)
  const title = t`Voice check: ${label}`
  const insights = entry.aiInsights.trim()
  const gut = gutLine(i18n, entry)
  const quote = useRef<HTMLQuoteElement>(null)
  const insightsText = useRef<HTMLDivElement>(null)
  const quoteCut = useOverflowing(quote, !expanded, entry.transcript)
  const insightsCut = useOverflowing(insightsText, !expanded, insights)
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-2 font-medium">
        <Mic aria-hidden="true" size={16} className="text-warm" />
        {always ? title : <EntryLink id={entry.id}>{title}</EntryLink>}
      </p>
      {gut ? <p className="text-sm text-muted">{gut}</p> : null}
      <blockquote
        ref={quote}
        className={cn('text-sm break-words text-muted', !expanded && 'line-clamp-3')}
      >
        “{entry.transcript}”
      </blockquote>
      {insights ? (
        <section
          aria-label={t`AI Insights`}
          className="flex flex-col gap-1 rounded-2xl bg-surface-2 px-4 py-3"
        >
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-accent">
            <Sparkles aria-hidden="true" size={14} />
            {t`AI Insights`}
          </h3>
          <InsightText ref={insightsText} text={insights} className="text-sm" clamped={!expanded} />
        </section>
      ) : null}
      {always || !(expanded || quoteCut || insightsCut) ? null : (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="relative z-10 -ml-1 min-h-11 self-start px-1 text-sm font-semibold text-accent"
        >
          {expanded ? t`Show less` : t`Show more`}
        </button>
      )}
    </div>
  )
}
