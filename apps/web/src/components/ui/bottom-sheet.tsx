import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

/**
 * A dialog shown as a sheet at the bottom of the screen, within thumb reach, over a dimmed
 * page. Focus stays inside while it is open and returns to what opened it; a tap outside does
 * not close it, so nothing typed in it is lost by a slip.
 */
export function BottomSheet({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  role = 'dialog',
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The element that opens the sheet (rendered with Radix's `asChild`), if any. */
  trigger?: ReactNode
  title: string
  description: ReactNode
  role?: 'dialog' | 'alertdialog'
  onOpenAutoFocus?: (event: Event) => void
  /** Where focus goes when it closes; by default back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-[pop-in_150ms_ease-out]" />
        <Dialog.Content
          role={role}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 mx-auto flex max-h-[calc(100dvh-2rem)] max-w-md flex-col gap-3 overflow-y-auto rounded-3xl border border-line bg-surface p-6 shadow-xl motion-safe:animate-[xp-float_200ms_ease-out]"
        >
          <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-fg">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export const SheetClose = Dialog.Close
