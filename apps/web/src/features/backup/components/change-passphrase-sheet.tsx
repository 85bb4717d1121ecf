import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { BottomSheet, SheetClose } from '@/components/ui/bottom-sheet'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { changePassphrase, checkPassphrase } from '@/features/sync'
import { NewPassphraseForm, UnlockForm } from './passphrase-forms'

/**
 * Settings › 'Change backup passphrase': the one in use first, then the new one, typed twice.
 * Only the key that opens the backup changes; nothing is sent again, and other phones go on.
 * Mount it with a new `key` for each opening, so it starts from the first step.
 */
export function ChangePassphraseSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const [current, setCurrent] = useState<string | null>(null)
  const cancel = (
    <SheetClose asChild>
      <Button variant="secondary">{t`Cancel`}</Button>
    </SheetClose>
  )
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t`Change backup passphrase`}
      description={
        current === null
          ? t`First, the passphrase your backup uses now.`
          : t`Now a new one. Your other phones keep backing up, and Hara can't recover it if you forget it.`
      }
    >
      {current === null ? (
        <UnlockForm
          submitLabel={t`Continue`}
          onSubmit={async (passphrase) => {
            const outcome = await checkPassphrase(passphrase)
            if (outcome.ok) setCurrent(passphrase)
            return outcome
          }}
        >
          {cancel}
        </UnlockForm>
      ) : (
        <NewPassphraseForm
          submitLabel={t`Change passphrase`}
          busyLabel={t`Changing your passphrase…`}
          onSubmit={async (next) => {
            const outcome = await changePassphrase(current, next)
            if (outcome.ok) {
              onOpenChange(false)
              toast.success(t`Backup passphrase changed`, {
                description: t`Use the new one on your next phone.`,
              })
            }
            return outcome
          }}
        >
          {cancel}
        </NewPassphraseForm>
      )}
    </BottomSheet>
  )
}
