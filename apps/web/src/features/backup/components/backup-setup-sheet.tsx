import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { BottomSheet, SheetClose } from '@/components/ui/bottom-sheet'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { serverErrorText } from '@/i18n/server-errors'
import { restoreBackup, startNewBackup, type ServerBackup } from '@/features/sync'
import { useDiscardServerBackup } from '../api/discard-server-backup'
import { useServerBackup } from '../api/find-server-backup'
import { NewPassphraseForm, UnlockForm } from './passphrase-forms'

/**
 * Turning the encrypted backup on. Mount it with a new `key` for each opening, so
 * it starts from the check again. It first asks the server whether a backup
 * exists: if not, a new passphrase is chosen; if one does (made on another phone, or before
 * this phone forgot its key), its passphrase joins it, and a forgotten one can be replaced.
 */

type Step =
  | { kind: 'checking' }
  | { kind: 'unavailable' }
  | { kind: 'new' }
  | { kind: 'existing'; found: ServerBackup }
  | { kind: 'confirm-discard'; found: ServerBackup }

export function BackupSetupSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const check = useServerBackup(open)
  // Once the server has answered, the person's own steps: forgot the passphrase, discarded.
  const [chosen, setStep] = useState<Step | null>(null)
  const step: Step =
    chosen ??
    (check.isFetching || check.isPending
      ? { kind: 'checking' }
      : check.isError
        ? { kind: 'unavailable' }
        : check.data
          ? { kind: 'existing', found: check.data }
          : { kind: 'new' })
  const discard = useDiscardServerBackup()

  const done = (message: string) => {
    onOpenChange(false)
    toast.success(t`Encrypted backup is on`, { description: message })
  }
  const cancel = (
    <SheetClose asChild>
      <Button variant="secondary">{t`Cancel`}</Button>
    </SheetClose>
  )

  const title =
    step.kind === 'existing' || step.kind === 'confirm-discard'
      ? t`Unlock your backup`
      : t`Turn on encrypted backup`
  const description =
    step.kind === 'existing'
      ? t`A backup of your journal is already on the server. Enter its passphrase to keep it in step with this phone.`
      : step.kind === 'confirm-discard'
        ? t`Start a new backup? The backup on the server is deleted. The check-ins on this phone stay here and go into the new backup.`
        : t`Your journal is encrypted on this phone before it's sent, with a passphrase only you know. Hara can't read your backup, and can't recover it if you forget the passphrase.`

  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {step.kind === 'checking' ? (
        <p role="status" className="flex min-h-12 items-center text-muted">
          <Trans>Checking for a backup…</Trans>
        </p>
      ) : step.kind === 'unavailable' ? (
        <>
          <p role="alert" className="text-danger">
            {serverErrorText(check.error)}
          </p>
          <Button onClick={() => void check.refetch()}>
            <Trans>Try again</Trans>
          </Button>
          {cancel}
        </>
      ) : step.kind === 'new' ? (
        <NewPassphraseForm
          onSubmit={async (passphrase) => {
            const outcome = await startNewBackup(passphrase)
            if (outcome.ok) done(t`Only you can read it. Keep your passphrase somewhere safe.`)
            return outcome
          }}
        >
          {cancel}
        </NewPassphraseForm>
      ) : step.kind === 'existing' ? (
        <UnlockForm
          submitLabel={t`Unlock backup`}
          onSubmit={async (passphrase) => {
            const outcome = await restoreBackup(passphrase, step.found)
            if (outcome.ok) done(t`This phone and your backup are in step.`)
            return outcome
          }}
        >
          <Button
            variant="ghost"
            onClick={() => setStep({ kind: 'confirm-discard', found: step.found })}
          >
            <Trans>Forgot it? Start a new backup</Trans>
          </Button>
          {cancel}
        </UnlockForm>
      ) : (
        <>
          <Button
            variant="danger"
            disabled={discard.isPending}
            aria-busy={discard.isPending}
            onClick={() =>
              discard.mutate(step.found, {
                onSuccess: () => setStep({ kind: 'new' }),
                onError: (error) =>
                  toast.error(t`Couldn't delete the backup`, { description: error.message }),
              })
            }
          >
            <Trans>Delete it and start again</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => setStep({ kind: 'existing', found: step.found })}
          >
            <Trans>Back</Trans>
          </Button>
        </>
      )}
    </BottomSheet>
  )
}
