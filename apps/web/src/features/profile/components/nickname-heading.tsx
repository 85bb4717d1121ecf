import { useLingui } from '@lingui/react/macro'
import { NICKNAME_MAX } from '@hara/core'
import { Pencil } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { showError } from '@/lib/show-error'
import { toast } from '@/lib/toast'
import { NicknameField, nicknameLength } from '@/components/forms/nickname-field'
import { Button } from '@/components/ui/button'
import { useUpdateNickname } from '../api/update-profile'

/** The profile's title, the nickname, with 'Edit nickname' to change it in place. */
export function NicknameHeading({
  title,
  nickname,
  editable,
}: {
  title: string
  nickname: string | undefined
  editable: boolean
}) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const update = useUpdateNickname()

  if (!editing) {
    return (
      <div className="flex items-center gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {editable ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Edit nickname`}
            onClick={() => {
              setDraft(nickname ?? '')
              setEditing(true)
            }}
          >
            <Pencil aria-hidden="true" size={18} />
          </Button>
        ) : null}
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(draft.trim(), {
      onSuccess: () => {
        setEditing(false)
        toast.success(t`Profile updated`, {
          description: t`Your profile has been updated successfully.`,
        })
      },
      onError: showError,
    })
  }
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-3 text-left">
      <h1 className="sr-only">{title}</h1>
      <NicknameField autoFocus required value={draft} onChange={(e) => setDraft(e.target.value)} />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => setEditing(false)} disabled={update.isPending}>
          {t`Cancel`}
        </Button>
        <Button
          type="submit"
          disabled={update.isPending || !draft.trim() || nicknameLength(draft) > NICKNAME_MAX}
        >
          {update.isPending ? t`Saving…` : t`Save`}
        </Button>
      </div>
    </form>
  )
}
