import { useLingui } from '@lingui/react/macro'
import { Camera, LoaderCircle } from 'lucide-react'
import { useRef } from 'react'
import { showError } from '@/lib/show-error'
import { toast } from '@/lib/toast'
import { useUploadAvatar } from '../api/update-profile'

/** The profile photo (or the initial), with 'Change photo' to upload a new one. */
export function AvatarPicker({
  initial,
  url,
  disabled,
}: {
  initial: string
  url: string | null
  disabled: boolean
}) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadAvatar()
  return (
    <div className="relative">
      <span className="flex size-24 items-center justify-center overflow-hidden rounded-full bg-surface-2 text-3xl font-semibold text-accent">
        {url ? (
          <img src={url} alt={t`Your profile photo`} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
        {upload.isPending ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-bg/60">
            <LoaderCircle
              aria-label={t`Uploading photo`}
              className="animate-spin text-fg"
              size={28}
            />
          </span>
        ) : null}
      </span>
      <button
        type="button"
        aria-label={t`Change photo`}
        disabled={disabled || upload.isPending}
        onClick={() => input.current?.click()}
        className="absolute -right-1 -bottom-1 flex size-11 items-center justify-center rounded-full border-4 border-bg bg-accent text-on-accent disabled:opacity-60"
      >
        <Camera aria-hidden="true" size={18} />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (!file) return
          upload.mutate(file, {
            onSuccess: () =>
              toast.success(t`Photo updated`, {
                description: t`Your profile photo has been updated successfully.`,
              }),
            onError: showError,
          })
        }}
      />
    </div>
  )
}
