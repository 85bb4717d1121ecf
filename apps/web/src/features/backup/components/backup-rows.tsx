import { useLingui } from '@lingui/react/macro'
import { CloudUpload, KeyRound, LockKeyhole, RefreshCw, RotateCcwKey } from 'lucide-react'
import { useState } from 'react'
import { ActionRow } from '@/components/ui/action-row'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SettingSwitch } from '@/components/ui/setting-switch'
import { toast } from '@/lib/toast'
import { useNow } from '@/lib/use-now'
import { deviceTimeZone, useBackupState } from '@/stores/device'
import { backUpNow, getBackupStatus, progressLine, useBackupStatus } from '@/features/sync'
import { useTurnOffBackup } from '../api/turn-off-backup'
import { lastBackedUp } from '../lib/last-backed-up'
import { BackupSetupSheet } from './backup-setup-sheet'
import { ChangePassphraseSheet } from './change-passphrase-sheet'

/**
 * Settings › Your data: 'Encrypted backup' and, while it is on, 'Back up now' with when the
 * last backup reached the server.
 */
export function BackupRows() {
  const { i18n, t } = useLingui()
  const backup = useBackupState()
  const status = useBackupStatus()
  const [setupOpen, setSetupOpen] = useState(false)
  const [openings, setOpenings] = useState(0)
  const openSetup = () => {
    setOpenings((n) => n + 1)
    setSetupOpen(true)
  }
  const [changeOpen, setChangeOpen] = useState(false)
  const [changeOpenings, setChangeOpenings] = useState(0)
  const [confirmOff, setConfirmOff] = useState(false)
  const turnOff = useTurnOffBackup()
  const now = useNow(60_000)

  const last = backup.lastSuccessAt
    ? lastBackedUp(i18n, backup.lastSuccessAt, now.getTime(), deviceTimeZone())
    : t`Not backed up yet`
  const statusLine =
    status.phase === 'syncing'
      ? status.progress
        ? progressLine(status.progress)
        : t`Backing up…`
      : status.phase === 'failed'
        ? status.message
        : last

  return (
    <>
      <SettingSwitch
        label={t`Encrypted backup`}
        description={
          backup.enabled
            ? t`On. Only you can read it, with your passphrase.`
            : t`Keep an encrypted copy you can restore on a new phone`
        }
        icon={<LockKeyhole size={20} />}
        checked={backup.enabled}
        disabled={turnOff.isPending}
        onCheckedChange={(on) => (on ? openSetup() : setConfirmOff(true))}
      />
      {backup.enabled && status.phase === 'locked' ? (
        <ActionRow
          label={t`Enter your backup passphrase`}
          description={t`This phone needs it again to keep backing up`}
          icon={<KeyRound size={20} />}
          onClick={openSetup}
        />
      ) : backup.enabled && status.phase === 'deleted' ? (
        <ActionRow
          label={t`Start a new backup`}
          description={t`Your backup was deleted on another phone`}
          icon={<CloudUpload size={20} />}
          onClick={openSetup}
        />
      ) : backup.enabled ? (
        <ActionRow
          label={t`Back up now`}
          description={<span aria-live="polite">{statusLine}</span>}
          icon={
            status.phase === 'syncing' ? (
              <RefreshCw size={20} className="animate-spin" />
            ) : (
              <CloudUpload size={20} />
            )
          }
          disabled={status.phase === 'syncing'}
          aria-busy={status.phase === 'syncing'}
          onClick={() => {
            // A second tap before the row shows 'Backing up…' is the same request, not another.
            if (getBackupStatus().phase === 'syncing') return
            void backUpNow().then((outcome) => {
              if (outcome === 'uploaded' || outcome === 'up-to-date') {
                toast.success(t`Backed up`, { description: t`Your journal is safe on the server.` })
              }
            })
          }}
        />
      ) : null}
      {backup.enabled && status.phase !== 'locked' && status.phase !== 'deleted' ? (
        <ActionRow
          label={t`Change backup passphrase`}
          description={t`Your other phones keep backing up`}
          icon={<RotateCcwKey size={20} />}
          onClick={() => {
            setChangeOpenings((n) => n + 1)
            setChangeOpen(true)
          }}
        />
      ) : null}
      <BackupSetupSheet key={openings} open={setupOpen} onOpenChange={setSetupOpen} />
      <ChangePassphraseSheet
        key={`change-${changeOpenings}`}
        open={changeOpen}
        onOpenChange={setChangeOpen}
      />
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title={t`Turn off encrypted backup?`}
        description={t`This phone stops backing up and forgets its key, and the encrypted copy is deleted from the server. Your journal stays on this phone.`}
        confirmLabel={t`Turn off and delete`}
        onConfirm={() => turnOff.mutateAsync().catch(() => undefined)}
      />
    </>
  )
}
