import { useLingui } from '@lingui/react/macro'
import type { Earned } from '@hara/core'
import { OutcomeForm } from '@/components/outcome/outcome-form'
import { BottomSheet } from '@/components/ui/bottom-sheet'

/**
 * The outcome form of the Timeline, in a sheet over Home. Loaded on first use (the
 * card starts loading it as soon as it has a row), so Home's first screen does not carry the
 * dialog.
 */
export default function FollowUpSheet({
  decision,
  about,
  detail,
  entryId,
  onSaved,
  onClose,
  onCloseAutoFocus,
}: {
  decision: string
  /** What the check-in was about: its description. */
  about?: string
  /** 'Finance · 3 days ago' */
  detail: string
  entryId: string
  onSaved: (earned: Earned) => void
  onClose: () => void
  onCloseAutoFocus: (event: Event) => void
}) {
  const { t } = useLingui()
  return (
    <BottomSheet
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t`How did it turn out?`}
      description={
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{decision}</span>
          {about ? <span className="line-clamp-3 text-sm">{about}</span> : null}
          <span className="text-sm text-muted">{detail}</span>
        </span>
      }
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <OutcomeForm entryId={entryId} onSaved={onSaved} onCancel={onClose} />
    </BottomSheet>
  )
}
