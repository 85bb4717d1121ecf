import { useEffect, useState } from 'react'
import { useActiveUserId, useBackupState } from '@/stores/device'

const NONE: ReadonlySet<string> = new Set()

/**
 * The check-ins not on the server yet, while the encrypted backup is on for the signed-in
 * user; none while it is off. Record sync's code is loaded only then, as the backup's is.
 */
export function useNotOnServerIds(): ReadonlySet<string> {
  const userId = useActiveUserId()
  const { enabled } = useBackupState()
  const [ids, setIds] = useState<{ key: string; ids: ReadonlySet<string> } | null>(null)
  const key = userId !== null && enabled ? userId : null
  useEffect(() => {
    if (key === null) return
    let stop: (() => void) | undefined
    let left = false
    void import('@/features/sync').then(({ watchNotOnServer }) => {
      if (!left) stop = watchNotOnServer(key, (next) => setIds({ key, ids: next }))
    })
    return () => {
      left = true
      stop?.()
    }
  }, [key])
  return key !== null && ids?.key === key ? ids.ids : NONE
}
