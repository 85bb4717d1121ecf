import { useLingui } from '@lingui/react/macro'
import type { Pattern } from '@hara/core'
import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { useCoachLanguage } from '@/lib/coach/coach-language'

/**
 * One pattern: its title and observation, opening onto 'What to Do About It',
 * 'Questions to Consider' and the check-ins it was read from.
 */
export function PatternCard({ pattern }: { pattern: Pattern }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  // The coach's words, in the language it answered in (ADR 0078).
  const lang = useCoachLanguage()
  return (
    <li className="rounded-3xl border border-line bg-surface">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-14 w-full items-start justify-between gap-3 rounded-3xl p-5 text-left"
        >
          <span lang={lang} className="flex flex-col gap-1.5">
            <span className="font-semibold">{pattern.title}</span>
            <span className="text-sm font-normal leading-relaxed text-muted">
              {pattern.observation}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            size={20}
            className={cn('mt-0.5 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={detailsId} hidden={!open} className="flex flex-col gap-4 px-5 pb-5 text-sm">
        <PatternPart title={t`What to Do About It`}>
          <p lang={lang} className="leading-relaxed">
            {pattern.intuitionGuide}
          </p>
        </PatternPart>
        {pattern.questions.length > 0 && (
          <PatternPart title={t`Questions to Consider`}>
            <ul lang={lang} className="list-disc space-y-1 pl-5 leading-relaxed">
              {/* The coach's lists can repeat a line: each is keyed by its place. */}
              {pattern.questions.map((question, i) => (
                <li key={i}>{question}</li>
              ))}
            </ul>
          </PatternPart>
        )}
        {pattern.relatedEntries.length > 0 && (
          <PatternPart title={t`Based on your recent check-ins`}>
            <ul className="flex flex-col gap-1.5 text-muted">
              {pattern.relatedEntries.map((entry, i) => (
                <li key={i} className="rounded-2xl bg-surface-2 px-3 py-2 leading-relaxed">
                  {entry}
                </li>
              ))}
            </ul>
          </PatternPart>
        )}
      </div>
    </li>
  )
}

function PatternPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h4>
      {children}
    </div>
  )
}
