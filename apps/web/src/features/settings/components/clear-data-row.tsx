import * as Dialog from '@radix-ui/react-dialog'
import { Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { clearAllData } from '@/stores/journal'

/**
 * 'Clear all data: Delete all check-ins' (spec section 2) and its confirmation (spec section 5).
 * The dialog is an alert dialog: focus starts on Cancel and a tap outside does not confirm.
 */
export function ClearDataRow() {
  const [open, setOpen] = useState(false)
  const cancel = useRef<HTMLButtonElement>(null)

  const confirm = () => {
    const outcome = clearAllData()
    setOpen(false)
    // A failed write has already been announced by the store: no success toast then.
    if (outcome.ok) {
      toast.success('Data cleared', { description: 'All your check-ins have been deleted' })
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left transition-colors duration-150 hover:bg-surface-2"
        >
          <Trash2 aria-hidden="true" size={20} className="shrink-0 text-danger" />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-danger">Clear all data</span>
            <span className="text-sm text-muted">Delete all check-ins</span>
          </span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-[pop-in_150ms_ease-out]" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            cancel.current?.focus()
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md flex-col gap-3 rounded-3xl border border-line bg-surface p-6 shadow-xl motion-safe:animate-[xp-float_200ms_ease-out]"
        >
          <Dialog.Title className="text-xl font-semibold">Clear all data?</Dialog.Title>
          <Dialog.Description className="text-fg">
            Are you sure? This will delete all your check-ins.
          </Dialog.Description>
          <p className="text-sm text-muted">
            Your XP, streak and achievements start over too. This can&apos;t be undone.
          </p>
          <div className="mt-2 flex flex-col gap-2">
            {/* Text in the background colour: white on the dark theme's red fails AA contrast. */}
            <Button variant="danger" onClick={confirm}>
              Delete all check-ins
            </Button>
            <Dialog.Close asChild>
              <Button ref={cancel} variant="secondary">
                Cancel
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
