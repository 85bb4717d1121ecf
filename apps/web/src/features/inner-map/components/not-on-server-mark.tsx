import { useLingui } from '@lingui/react/macro'
import { CloudOff } from 'lucide-react'
import { useNotOnServer } from '@/lib/not-on-server'

/**
 * A small cloud, crossed out, beside a check-in's time while it is not on the server yet (the
 * encrypted backup on, the phone offline or the pass not done); gone once a push gets it
 * there. Screen readers hear 'Not backed up yet'. It fades in after two seconds, so a check-in
 * that is sent at once never shows it.
 */
export function NotOnServerMark({ id }: { id: string }) {
  const { t } = useLingui()
  if (!useNotOnServer(id)) return null
  return (
    <span
      role="img"
      aria-label={t`Not backed up yet`}
      title={t`Not backed up yet`}
      className="flex shrink-0 animate-[quiet-in_200ms_ease-out_2s_both] items-center text-muted"
    >
      <CloudOff aria-hidden="true" size={16} />
    </span>
  )
}
