import { CloudUpload, KeyRound, LockKeyhole, RefreshCw, RotateCcwKey } from 'lucide-react'
import { useState } from 'react'
import { ActionRow } from '@/components/ui/action-row'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SettingSwitch } from '@/components/ui/setting-switch'
import { toast } from '@/lib/toast'
import { relativeTime } from '@/lib/relative-time'
import { useNow } from '@/lib/use-now'
import { deviceTimeZone, useBackupState } from '@/stores/device'
import { backUpNow, getBackupStatus, progressLine, useBackupStatus } from '@/features/sync'
import { useTurnOffBackup } from '../api/turn-off-backup'
import { BackupSetupSheet } from './backup-setup-sheet'
import { ChangePassphraseSheet } from './change-passphrase-sheet'

/**
 * Settings › Your data: 'Encrypted backup' and, while it is on, 'Back up now' with when the
 * last backup reached the server.
 */
export function BackupRows() {
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
    ? `Last backed up ${whenPhrase(relativeTime(backup.lastSuccessAt, now.getTime(), { timeZone: deviceTimeZone() }))}`
    : 'Not backed up yet'
  const statusLine =
    status.phase === 'syncing'
      ? status.progress
        ? progressLine(status.progress)
        : 'Backing up…'
      : status.phase === 'failed'
        ? status.message
        : last

  return (
    <>
      <SettingSwitch
        label="Encrypted backup"
        description={
          backup.enabled
            ? 'On. Only you can read it, with your passphrase.'
            : 'Keep an encrypted copy you can restore on a new phone'
        }
        icon={<LockKeyhole size={20} />}
        checked={backup.enabled}
        disabled={turnOff.isPending}
        onCheckedChange={(on) => (on ? openSetup() : setConfirmOff(true))}
      />
      {backup.enabled && status.phase === 'locked' ? (
        <ActionRow
          label="Enter your backup passphrase"
          description="This phone needs it again to keep backing up"
          icon={<KeyRound size={20} />}
          onClick={openSetup}
        />
      ) : backup.enabled && status.phase === 'deleted' ? (
        <ActionRow
          label="Start a new backup"
          description="Your backup was deleted on another phone"
          icon={<CloudUpload size={20} />}
          onClick={openSetup}
        />
      ) : backup.enabled ? (
        <ActionRow
          label="Back up now"
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
                toast.success('Backed up', { description: 'Your journal is safe on the server.' })
              }
            })
          }}
        />
      ) : null}
      {backup.enabled && status.phase !== 'locked' && status.phase !== 'deleted' ? (
        <ActionRow
          label="Change backup passphrase"
          description="Your other phones keep backing up"
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
        title="Turn off encrypted backup?"
        description="This phone stops backing up and forgets its key, and the encrypted copy is deleted from the server. Your journal stays on this phone."
        confirmLabel="Turn off and delete"
        onConfirm={() => turnOff.mutateAsync().catch(() => undefined)}
      />
    </>
  )
}

/** 'just now', '5 min ago', 'yesterday', 'on Nov 3': relativeTime's words inside a sentence. */
function whenPhrase(when: string): string {
  if (when === 'Just now' || when === 'Yesterday') return when.toLowerCase()
  return when.endsWith('ago') ? when : `on ${when}`
}
