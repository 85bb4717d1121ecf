import { t } from '@lingui/core/macro'
import { useQueryClient } from '@/lib/query'
import { useLocation, useNavigate } from '@/lib/router'
import { DeleteAccountRow } from '@/features/account/components/delete-account-row'
import { AppLockSection } from '@/features/app-lock/components/app-lock-section'
import { BackupRows } from '@/features/backup/components/backup-rows'
import { PasskeysSection } from '@/features/passkeys/components/passkeys-section'
import { useProfile } from '@/features/profile/api/get-profile'
import { ReminderSettings } from '@/features/reminders/components/reminder-settings'
import { FocusRow } from '@/features/onboarding/components/focus-row'
import { SettingsScreen } from '@/features/settings/components/settings-screen'
import { useTheme } from '@/features/theme/use-theme'
import {
  ExportBeforeClearing,
  JournalFileRows,
} from '@/features/your-data/components/journal-file-rows'
import { StorageRow } from '@/features/your-data/components/storage-row'
import { toast } from '@/lib/toast'
import { useActiveUserId, useBackupState } from '@/stores/device'
import { forgetDeletedAccount } from '../forget-deleted-account'
import { useChooseLanguage } from '../language-from-account'

export default function SettingsRoute() {
  const navigate = useNavigate()
  const location = useLocation()
  const profile = useProfile()
  const theme = useTheme()
  const queryClient = useQueryClient()
  const userId = useActiveUserId()
  const backupOn = useBackupState().enabled
  const chooseLanguage = useChooseLanguage(userId)
  return (
    <SettingsScreen
      firstName={profile.data?.first_name ?? null}
      profileLoading={profile.isPending}
      themeChoice={theme.choice}
      onThemeChange={theme.setChoice}
      onLanguageChosen={chooseLanguage}
      notifications={<ReminderSettings />}
      focusRow={<FocusRow />}
      passkeys={<PasskeysSection />}
      yourData={
        <>
          <JournalFileRows />
          <BackupRows />
          <StorageRow backupOn={backupOn} />
        </>
      }
      backupOn={backupOn}
      appLock={<AppLockSection />}
      beforeClearing={<ExportBeforeClearing />}
      deleteAccount={
        userId ? (
          <DeleteAccountRow
            offer={<ExportBeforeClearing />}
            onDeleted={async () => {
              await forgetDeletedAccount(userId, queryClient)
              void navigate('/auth', { replace: true })
              toast.success(t`Account deleted`, {
                description: t`Everything Hara kept for it is gone.`,
              })
            }}
          />
        ) : null
      }
      // Settings opens from Profile; opened directly (no history in the app), Back goes there.
      onBack={() =>
        void (location.key === 'default' ? navigate('/profile', { replace: true }) : navigate(-1))
      }
    />
  )
}
