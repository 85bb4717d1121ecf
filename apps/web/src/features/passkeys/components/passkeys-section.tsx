import { useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { KeyRound, Plus, Trash2 } from 'lucide-react'
import { ActionRow } from '@/components/ui/action-row'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SettingsSection } from '@/components/ui/settings-section'
import { passkeyCancelled } from '../lib/passkeys'
import { serverErrorText } from '@/i18n/server-errors'
import { toast } from '@/lib/toast'
import { useAddPasskey, usePasskeys, useRemovePasskey, type Passkey } from '../api/passkeys'

/** The name the person gave it, or 'Passkey'. */
const nameOf = (i18n: I18n, passkey: Passkey) => passkey.name?.trim() || i18n._(msg`Passkey`)

/**
 * Settings' 'Passkeys': the account's passkeys with their names and the day each was added,
 * 'Add a passkey' (made on this phone), and removing one after a confirmation. The server
 * refuses to remove the last way into the account, and that refusal is said by its code.
 */
export function PasskeysSection() {
  const { i18n, t } = useLingui()
  const passkeys = usePasskeys()
  const add = useAddPasskey()
  const remove = useRemovePasskey()

  const onAdd = () =>
    add.mutate(undefined, {
      onSuccess: () =>
        toast.success(t`Passkey added`, {
          description: t`Next time, sign in with your face, fingerprint or screen lock.`,
        }),
      onError: (error) => {
        if (passkeyCancelled(error)) return
        toast.error(t`Couldn't add the passkey`, { description: serverErrorText(error) })
      },
    })

  const onRemove = async (passkey: Passkey) => {
    try {
      await remove.mutateAsync(passkey.id)
      const name = nameOf(i18n, passkey)
      toast.success(t`Passkey removed`, { description: t`“${name}” is gone.` })
    } catch (error) {
      toast.error(t`Couldn't remove the passkey`, { description: serverErrorText(error) })
    }
  }

  return (
    <SettingsSection
      title={t`Passkeys`}
      note={t`A passkey stays on your phone (or in its password manager); Hara keeps only its public key.`}
    >
      {passkeys.isPending ? (
        <div className="flex min-h-16 items-center px-4 py-3" aria-busy="true">
          <span className="h-4 w-40 animate-pulse rounded bg-surface-2" />
        </div>
      ) : passkeys.isError ? (
        <p className="min-h-16 px-4 py-3 text-sm text-muted">
          {t`Your passkeys could not be loaded. Check your connection and try again.`}
        </p>
      ) : (
        <ul aria-label={t`Your passkeys`} className="flex flex-col divide-y divide-line">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => onRemove(passkey)} />
          ))}
        </ul>
      )}
      {/* Where passkeys cannot be made (a browser without them, an IP address), the browser's
            refusal says so when this is tapped. */}
      <ActionRow
        icon={<Plus size={20} />}
        label={t`Add a passkey`}
        description={t`Sign in with your face, fingerprint or screen lock`}
        disabled={add.isPending}
        aria-busy={add.isPending}
        onClick={onAdd}
      />
    </SettingsSection>
  )
}

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => Promise<void> }) {
  const { i18n, t } = useLingui()
  const name = nameOf(i18n, passkey)
  const added = new Intl.DateTimeFormat(i18n.locales ?? i18n.locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(Date.parse(passkey.createdAt))
  return (
    <li className="flex min-h-16 items-center gap-3 px-4 py-3">
      <KeyRound aria-hidden="true" size={20} className="shrink-0 text-accent" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{name}</span>
        <span className="text-sm text-muted">{t`Added ${added}`}</span>
      </span>
      <ConfirmDialog
        trigger={
          <Button variant="quiet" size="icon" aria-label={t`Remove ${name}`}>
            <Trash2 aria-hidden="true" size={20} />
          </Button>
        }
        title={t`Remove this passkey?`}
        description={t`You won't be able to sign in with “${name}” any more.`}
        confirmLabel={t`Remove passkey`}
        onConfirm={onRemove}
      />
    </li>
  )
}
