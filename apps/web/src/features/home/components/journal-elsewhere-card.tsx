import { Trans } from '@lingui/react/macro'
import { Smartphone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '@/components/ui/link'
import { journalElsewhereText } from '@/lib/privacy-story'

/**
 * On a phone whose journal is empty, for an account that has checked in before (it has a
 * backup, or its phones reported a last check-in for reminders): the journal lives on the
 * phone where it was written. With a backup, `restore` offers it; without one, the card says
 * how to bring the journal over, with an export and an import.
 */
export function JournalElsewhereCard({
  hasBackup,
  restore,
}: {
  hasBackup: boolean
  /** 'Restore your journal', while it is offered. */
  restore: ReactNode
}) {
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="journal-elsewhere-title"
        className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-5"
      >
        <h2 id="journal-elsewhere-title" className="flex items-center gap-2 text-lg font-semibold">
          <Smartphone aria-hidden="true" size={20} className="shrink-0 text-accent" />
          <Trans>Looking for your journal?</Trans>
        </h2>
        <p className="text-muted">{journalElsewhereText(hasBackup)}</p>
        {hasBackup ? (
          restore ? null : (
            <p className="text-muted">
              <Trans>
                Your encrypted backup can bring it here: turn on Encrypted backup in{' '}
                <SettingsLink /> and enter your backup passphrase.
              </Trans>
            </p>
          )
        ) : (
          <p className="text-muted">
            <Trans>
              To bring it here, open Hara on that phone and choose Export journal in Settings, then
              choose Import journal in <SettingsLink /> on this phone.
            </Trans>
          </p>
        )}
      </section>
      {restore}
    </div>
  )
}

function SettingsLink() {
  return (
    <Link to="/settings" className="font-medium text-accent underline underline-offset-2">
      <Trans>Settings</Trans>
    </Link>
  )
}
