import { Trans, useLingui } from '@lingui/react/macro'
import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { toast } from '@/lib/toast'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { clearAllData } from '@/stores/records/whole-journal'

/**
 * 'Clear all data: Delete all check-ins' and its confirmation,
 * with `offer` (an export first) above its buttons.
 */
export function ClearDataRow({ offer }: { offer?: ReactNode }) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      title={t`Clear all data?`}
      description={t`Are you sure? This will delete all your check-ins.`}
      details={t`Your XP, streak and achievements start over too. This can't be undone.`}
      extra={offer}
      confirmLabel={t`Delete all check-ins`}
      onConfirm={async () => {
        // A failed write has already been announced by the store: no success toast then.
        if ((await clearAllData()).ok) {
          toast.success(t`Data cleared`, { description: t`All your check-ins have been deleted` })
        }
      }}
      trigger={
        <button
          type="button"
          className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left transition-colors duration-150 hover:bg-surface-2"
        >
          <Trash2 aria-hidden="true" size={20} className="shrink-0 text-danger" />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-danger">
              <Trans>Clear all data</Trans>
            </span>
            <span className="text-sm text-muted">
              <Trans>Delete all check-ins</Trans>
            </span>
          </span>
        </button>
      }
    />
  )
}
