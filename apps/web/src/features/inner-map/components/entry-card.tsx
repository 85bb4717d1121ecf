import { entryCategory, hasText, relativeTime, type Entry } from '@hara/core'
import { Trash2, X } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/toast'
import { announceOutcome } from '@/components/outcome/announce-outcome'
import { OutcomeForm } from '@/components/outcome/outcome-form'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { clearOutcome, deleteEntry, undoDelete } from '@/stores/journal/entry-changes'
import { VoiceEntryBody } from './voice-entry-body'

/**
 * One check-in on the timeline (spec section 2): category, time, XP, what happened, and the
 * outcome area. Delete asks first, and can still be undone from its toast: a journal entry is
 * not something to lose by a stray tap.
 */
export function EntryCard({ entry, now }: { entry: Entry; now: Date }) {
  return (
    <article className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5">
      <header className="flex items-center gap-2 text-sm">
        <span className="rounded-full bg-accent/15 px-3 py-1 font-semibold text-accent">
          {entryCategory(entry)}
        </span>
        <time dateTime={entry.timestamp} className="text-muted">
          {relativeTime(entry.timestamp, now, { timeZone: entry.timeZone })}
        </time>
        <span className="ml-auto font-semibold text-warm tabular">+{entry.xp} XP</span>
        <DeleteButton id={entry.id} />
      </header>
      {entry.mode === 'tap' ? (
        <div className="flex flex-col gap-1.5">
          <p className="font-medium">
            {entry.context === 'Custom' && entry.customNote ? entry.customNote : entry.context} •{' '}
            {entry.bodySensation}
          </p>
          <p className="text-sm text-muted">
            Gut: {entry.gutFeeling} • {entry.willIgnore === 'no' ? 'Honored it' : 'Ignored it'}
          </p>
          {entry.decision ? (
            <p className="rounded-2xl bg-surface-2 px-4 py-3 text-sm">
              <span className="font-semibold">Decision: </span>
              {entry.decision}
            </p>
          ) : null}
        </div>
      ) : (
        <VoiceEntryBody entry={entry} />
      )}
      <OutcomeArea entry={entry} />
    </article>
  )
}

function OutcomeArea({ entry }: { entry: Entry }) {
  const [editing, setEditing] = useState(false)

  if (hasText(entry.consequence)) {
    return (
      <section
        aria-label="Outcome"
        className="flex items-start gap-2 rounded-2xl border border-success/30 bg-success/10 px-4 py-3"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-success">
            Outcome
            {entry.outcomeXp ? (
              <span className="font-semibold text-warm tabular">+{entry.outcomeXp} XP</span>
            ) : null}
          </h3>
          <p className="text-sm whitespace-pre-line">{entry.consequence}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Remove outcome"
          className="-mt-2 -mr-3"
          onClick={async () => {
            if ((await clearOutcome(entry.id)).write.ok) {
              toast.success('Outcome removed', { description: 'You can log it again anytime' })
            }
          }}
        >
          <X aria-hidden="true" size={18} />
        </Button>
      </section>
    )
  }

  if (!editing) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
        Log outcome
      </Button>
    )
  }

  return (
    <OutcomeForm
      entryId={entry.id}
      onCancel={() => setEditing(false)}
      onSaved={(earned) => {
        setEditing(false)
        announceOutcome(earned)
      }}
    />
  )
}

/** Spec section 8's toast after a delete, with an Undo that puts the entry back as it was. */
async function remove(id: string) {
  const { removed, write } = await deleteEntry(id)
  if (!removed || !write.ok) return
  toast.success('Entry removed', {
    description: 'This check-in has been deleted',
    action: {
      label: 'Undo',
      onClick: async () => {
        if ((await undoDelete(removed)).restored) toast.success('Check-in restored')
      },
    },
  })
}

function DeleteButton({ id }: { id: string }) {
  return (
    <ConfirmDialog
      title="Delete this check-in?"
      description="It leaves your timeline. You can undo it right after."
      details="Your XP and achievements stay."
      confirmLabel="Delete"
      onConfirm={() => remove(id)}
      trigger={
        <Button variant="quiet" size="icon" aria-label="Delete check-in" className="-my-2 -mr-3">
          <Trash2 aria-hidden="true" size={18} />
        </Button>
      }
    />
  )
}
