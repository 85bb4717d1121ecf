import * as Dialog from '@radix-ui/react-dialog'
import { useRef, useState, type ReactNode } from 'react'
import { Button } from './button'

/**
 * A destructive action's confirmation, as a bottom sheet within thumb reach. It is an alert
 * dialog: focus starts on Cancel and a tap outside does not confirm.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  details,
  extra,
  confirmLabel,
  onConfirm,
}: {
  /** The element that opens the dialog (rendered with Radix's `asChild`). */
  trigger: ReactNode
  title: string
  description: string
  details?: string
  /** Shown above the buttons: another way out, such as keeping a copy first. */
  extra?: ReactNode
  confirmLabel: string
  onConfirm: () => void
}) {
  const [open, setOpen] = useState(false)
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
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
          <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-fg">{description}</Dialog.Description>
          {details ? <p className="text-sm text-muted">{details}</p> : null}
          {extra}
          <div className="mt-2 flex flex-col gap-2">
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false)
                onConfirm()
              }}
            >
              {confirmLabel}
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
