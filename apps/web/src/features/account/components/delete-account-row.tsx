import { Trans, useLingui } from '@lingui/react/macro'
import { UserX } from 'lucide-react'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { BottomSheet, SheetClose } from '@/components/ui/bottom-sheet'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { serverErrorText } from '@/i18n/server-errors'
import { ApiError } from '@/lib/server-calls'
import { privacyText } from '@/lib/privacy-story'
import { showError } from '@/lib/show-error'
import { useBackupState } from '@/stores/device'
import { useAccountConfirmation, usePasskeyConfirmation } from '../api/account-confirmation'
import { DELETE_ACCOUNT_ANCHOR, signInAgainWithGoogle } from '../api/account-api'
import { useDeleteAccount } from '../api/delete-account'

/**
 * Settings' 'Delete account': a row that opens a confirmation asking for the password (or,
 * for an account that signs in only with Google or passkeys, a fresh sign-in), with `offer` (an export
 * first) above its buttons. Once the server has deleted the account, `onDeleted` clears this
 * phone and leaves for the sign-in screen.
 */
export function DeleteAccountRow({
  offer,
  onDeleted,
}: {
  offer?: ReactNode
  onDeleted: () => Promise<void>
}) {
  const { t } = useLingui()
  // Back from Google's sign-in, /settings#delete-account opens the confirmation again.
  const [open, setOpen] = useState(() => window.location.hash === `#${DELETE_ACCOUNT_ANCHOR}`)
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      title={t`Delete account?`}
      description={t`This deletes your account and everything Hara keeps for it: your profile and photo, your encrypted backup and your reminders on the server, and your journal on this phone.`}
      trigger={
        <button
          type="button"
          id={DELETE_ACCOUNT_ANCHOR}
          className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left transition-colors duration-150 hover:bg-surface-2"
        >
          <UserX aria-hidden="true" size={20} className="shrink-0 text-danger" />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-danger">
              <Trans>Delete account</Trans>
            </span>
            <span className="text-sm text-muted">
              <Trans>Remove your account and its data for good</Trans>
            </span>
          </span>
        </button>
      }
    >
      {open ? <Confirmation offer={offer} onDeleted={onDeleted} /> : null}
    </BottomSheet>
  )
}

function Confirmation({ offer, onDeleted }: { offer?: ReactNode; onDeleted: () => Promise<void> }) {
  const { t } = useLingui()
  const confirmation = useAccountConfirmation()
  const how = confirmation.data ?? null
  const deleting = useDeleteAccount()
  const [password, setPassword] = useState('')
  const passwordField = useRef<HTMLInputElement>(null)
  // Still busy once deleted, while `onDeleted` clears this phone.
  const busy = deleting.isPending || deleting.isSuccess
  const error = shownHere(deleting.error)
    ? serverErrorText(deleting.error)
    : confirmation.isError
      ? serverErrorText(confirmation.error)
      : undefined

  const passkeyAgain = usePasskeyConfirmation()
  const backupOn = useBackupState().enabled

  const fresh = how?.confirmWith === 'sign-in' && how.fresh
  const ready = how !== null && (how.confirmWith === 'password' ? password !== '' : fresh)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!ready || busy) return
    deleting.mutate(how.confirmWith === 'password' ? password : undefined, {
      onSuccess: () => void onDeleted(),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'wrong_password') {
          passwordField.current?.focus()
          passwordField.current?.select()
        } else if (!shownHere(failure)) {
          showError(failure)
        }
      },
    })
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} aria-busy={how === null || busy}>
      <p className="text-sm text-muted">{privacyText(backupOn).beforeDeleting}</p>
      {offer}
      {how?.confirmWith === 'password' ? (
        <TextField
          ref={passwordField}
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value)
            deleting.reset()
          }}
          error={error}
        />
      ) : how?.confirmWith === 'sign-in' && !fresh && how.signInAgainWith === 'passkey' ? (
        <>
          <p className="text-sm">
            <Trans>To confirm it's you, sign in with your passkey again.</Trans>
          </p>
          <Button
            variant="secondary"
            disabled={passkeyAgain.isPending}
            aria-busy={passkeyAgain.isPending}
            onClick={() => passkeyAgain.mutate()}
          >
            <Trans>Sign in with your passkey again</Trans>
          </Button>
        </>
      ) : how?.confirmWith === 'sign-in' && !fresh ? (
        <>
          <p className="text-sm">
            <Trans>To confirm it's you, sign in with Google again.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void signInAgainWithGoogle().catch(showError)}>
            <Trans>Sign in with Google again</Trans>
          </Button>
        </>
      ) : null}
      {error && how?.confirmWith !== 'password' ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex flex-col gap-2">
        <Button type="submit" variant="danger" disabled={!ready || busy} aria-busy={busy}>
          {busy ? t`Deleting…` : t`Delete account`}
        </Button>
        <SheetClose asChild>
          <Button variant="secondary" disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
        </SheetClose>
      </div>
    </form>
  )
}

/** A refusal the confirmation says itself (a wrong password, a session too old); not a fault. */
function shownHere(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && failure.status > 0 && failure.status < 500
}
