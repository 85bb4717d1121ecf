import { t as tNow } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { hasText, type Entry } from '@hara/core'
import { PenLine, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { announceOutcome } from '@/components/outcome/announce-outcome'
import { OutcomeForm } from '@/components/outcome/outcome-form'
import { Button } from '@/components/ui/button'
import { verdictText } from '@/i18n/core-texts/verdicts'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'
import { clearOutcome, undoClearOutcome } from '@/stores/records/entry-changes'

/**
 * The outcome's box by the person's own verdict: green when the gut was right, amber when it
 * was wrong, and the quiet surface when it was hard to say or not said.
 */
const BOX = {
  right: 'border-success/30 bg-success/10',
  wrong: 'border-warm/40 bg-warm/10',
  'hard-to-say': 'border-line bg-surface-2',
  none: 'border-line bg-surface-2',
} as const
const HEADING = {
  right: 'text-success',
  wrong: 'text-warm',
  'hard-to-say': 'text-fg',
  none: 'text-fg',
} as const

/**
 * A check-in's outcome: 'Log outcome', which opens the form in place, or the outcome logged,
 * with the person's own verdict ('Your gut was right') and a remove button. Where the check-in is open in full, the outcome's words can be edited
 * too (`editable`).
 */
export function OutcomeArea({ entry, editable = false }: { entry: Entry; editable?: boolean }) {
  const { t, i18n } = useLingui()
  const [form, setForm] = useState<'closed' | 'log' | 'edit'>('closed')
  const close = () => setForm('closed')
  // The outcome just saved is scrolled clear of the toast that says so (and of the bottom bar):
  // its scroll margin is the toast's place above the bar.
  const scrollWhenShown = useRef(false)
  const showSaved = (node: HTMLElement | null) => {
    if (!node || !scrollWhenShown.current) return
    scrollWhenShown.current = false
    node.scrollIntoView?.({ block: 'nearest' })
  }

  if (form === 'edit' && hasText(entry.consequence)) {
    return (
      <OutcomeForm
        entryId={entry.id}
        initial={entry.consequence}
        onCancel={close}
        onEdited={() => {
          close()
          scrollWhenShown.current = true
          toast.success(t`Outcome updated`)
        }}
      />
    )
  }

  if (hasText(entry.consequence)) {
    const outcomeXp = entry.outcomeXp
    return (
      <section
        ref={showSaved}
        aria-label={t`Outcome`}
        className={cn(
          'flex scroll-mt-4 scroll-mb-[calc(11rem+env(safe-area-inset-bottom))] items-start gap-2 rounded-2xl border px-4 py-3',
          BOX[entry.ownVerdict ?? 'none'],
        )}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="flex flex-wrap items-center gap-x-2 text-sm font-semibold">
            <span className={HEADING[entry.ownVerdict ?? 'none']}>{t`Outcome`}</span>
            {entry.outcomeXp ? (
              <span className="font-semibold whitespace-nowrap text-warm tabular">
                {t`+${outcomeXp} XP`}
              </span>
            ) : null}
          </h3>
          {entry.ownVerdict ? (
            <p className="text-sm font-medium">{verdictText(i18n, entry.ownVerdict)}</p>
          ) : null}
          <p className="text-sm break-words whitespace-pre-line">{entry.consequence}</p>
        </div>
        <div className="-mt-2 -mr-3 flex shrink-0">
          {editable ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Edit outcome`}
              onClick={() => setForm('edit')}
            >
              <PenLine aria-hidden="true" size={17} />
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Remove outcome`}
            onClick={() => void removeOutcome(entry.id)}
          >
            <X aria-hidden="true" size={18} />
          </Button>
        </div>
      </section>
    )
  }

  if (form === 'closed') {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setForm('log')}>
        {t`Log outcome`}
      </Button>
    )
  }

  return (
    <OutcomeForm
      entryId={entry.id}
      onCancel={close}
      onSaved={(earned) => {
        close()
        scrollWhenShown.current = true
        announceOutcome(earned)
      }}
    />
  )
}

/**
 * The product's 'Outcome removed' toast, with an Undo that puts the outcome back as it was (as
 * deleting a check-in has): one stray tap must not lose what the person wrote.
 */
async function removeOutcome(id: string) {
  const { removed, write } = await clearOutcome(id)
  if (!removed || !write.ok) return
  toast.success(tNow`Outcome removed`, {
    description: tNow`You can log it again anytime`,
    action: {
      label: tNow`Undo`,
      onClick: () => {
        void undoClearOutcome(id, removed).then(({ changed }) => {
          if (changed) toast.success(tNow`Outcome restored`)
        })
      },
    },
  })
}
