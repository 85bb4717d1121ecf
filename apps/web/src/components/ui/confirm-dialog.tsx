import { Trans } from '@lingui/react/macro'
import { useRef, useState, type ReactNode } from 'react'
import { BottomSheet, SheetClose } from './bottom-sheet'
import { Button } from './button'

/**
 * A destructive action's confirmation, as a bottom sheet within thumb reach. It is an alert
 * dialog: focus starts on Cancel and a tap outside does not confirm. It opens from `trigger`,
 * or, without one, when `open` says so.
 */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  details,
  extra,
  confirmLabel,
  onConfirm,
}: {
  /** The element that opens the dialog (rendered with Radix's `asChild`). */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  title: string
  description: string
  details?: string
  /** Shown above the buttons: another way out, such as keeping a copy first. */
  extra?: ReactNode
  confirmLabel: string
  onConfirm: () => void | Promise<void>
}) {
  const [ownOpen, setOwnOpen] = useState(false)
  const open = controlledOpen ?? ownOpen
  const setOpen = (next: boolean) => {
    setOwnOpen(next)
    onOpenChange?.(next)
  }
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      role="alertdialog"
      title={title}
      description={description}
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        cancel.current?.focus()
      }}
    >
      {details ? <p className="text-sm text-muted">{details}</p> : null}
      {extra}
      <div className="mt-2 flex flex-col gap-2">
        <Button
          variant="danger"
          onClick={() => {
            setOpen(false)
            void onConfirm()
          }}
        >
          {confirmLabel}
        </Button>
        <SheetClose asChild>
          <Button ref={cancel} variant="secondary">
            <Trans>Cancel</Trans>
          </Button>
        </SheetClose>
      </div>
    </BottomSheet>
  )
}
