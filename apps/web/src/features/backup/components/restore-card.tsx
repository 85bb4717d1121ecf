import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { History } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { getBackupState, setBackupState } from '@/stores/device'
import { restoreBackup, type ServerBackup } from '@/features/sync'
import { UnlockForm } from './passphrase-forms'

/** The offer itself, once the server has said there is a backup (see restore-offer.tsx). */
export default function RestoreCard({ found }: { found: ServerBackup }) {
  const { t } = useLingui()
  // Toasts at the top while the offer shows (app/toaster.tsx): below, the one that greets a
  // sign-in on a new phone covered Restore.
  useEffect(() => {
    document.documentElement.dataset.toasts = 'top'
    return () => {
      delete document.documentElement.dataset.toasts
    }
  }, [])
  return (
    <section
      aria-labelledby="restore-title"
      className="flex flex-col gap-4 rounded-3xl border border-accent/40 bg-surface p-5 motion-safe:animate-[pop-in_200ms_ease-out]"
    >
      <div className="flex flex-col gap-1.5">
        <h2 id="restore-title" className="flex items-center gap-2 text-lg font-semibold">
          <History aria-hidden="true" size={20} className="text-accent" />
          <Trans>Restore your journal</Trans>
        </h2>
        <p className="text-muted">
          <Trans>
            A backup of your journal is on the server. Enter your backup passphrase to bring your
            check-ins, XP and achievements to this phone.
          </Trans>
        </p>
      </div>
      <UnlockForm
        submitLabel={t`Restore`}
        onSubmit={async (passphrase) => {
          const outcome = await restoreBackup(passphrase, found)
          if (outcome.ok) {
            const added = outcome.report?.added ?? 0
            toast.success(t`Journal restored`, {
              description: plural(added, {
                one: '# check-in brought back. Backup stays on for this phone.',
                other: '# check-ins brought back. Backup stays on for this phone.',
              }),
            })
          } else if (outcome.reason === 'not-kept' && getBackupState().enabled) {
            // Backup is on, so Home no longer shows this offer: the form is not there to say it.
            toast.error(t`Your journal is not restored yet`, { description: outcome.message })
          }
          return outcome
        }}
      >
        <Button variant="ghost" onClick={() => setBackupState({ restoreDeclined: true })}>
          <Trans>Not now</Trans>
        </Button>
      </UnlockForm>
    </section>
  )
}
