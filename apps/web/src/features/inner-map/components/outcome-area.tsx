import { hasText, type Entry } from '@hara/core'
import { PenLine, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { announceOutcome } from '@/components/outcome/announce-outcome'
import { OutcomeForm } from '@/components/outcome/outcome-form'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { clearOutcome, undoClearOutcome } from '@/stores/records/entry-changes'

/**
 * A check-in's outcome: 'Log outcome', which opens the form in place, or the outcome logged,
 * with a remove button. Where the check-in is open in full, the outcome's words can be edited
 * too (`editable`).
 */
export function OutcomeArea({ entry, editable = false }: { entry: Entry; editable?: boolean }) {
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
          toast.success('Outcome updated')
        }}
      />
    )
  }

  if (hasText(entry.consequence)) {
    return (
      <section
        ref={showSaved}
        aria-label="Outcome"
        className="flex scroll-mt-4 scroll-mb-[calc(11rem+env(safe-area-inset-bottom))] items-start gap-2 rounded-2xl border border-success/30 bg-success/10 px-4 py-3"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-success">
            Outcome
            {entry.outcomeXp ? (
              <span className="font-semibold whitespace-nowrap text-warm tabular">
                +{entry.outcomeXp} XP
              </span>
            ) : null}
          </h3>
          <p className="text-sm break-words whitespace-pre-line">{entry.consequence}</p>
        </div>
        <div className="-mt-2 -mr-3 flex shrink-0">
          {editable ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Edit outcome"
              onClick={() => setForm('edit')}
            >
              <PenLine aria-hidden="true" size={17} />
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label="Remove outcome"
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
        Log outcome
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
  toast.success('Outcome removed', {
    description: 'You can log it again anytime',
    action: {
      label: 'Undo',
      onClick: () => {
        void undoClearOutcome(id, removed).then(({ changed }) => {
          if (changed) toast.success('Outcome restored')
        })
      },
    },
  })
}
