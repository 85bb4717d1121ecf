import { i18n } from '@lingui/core'
import { useEffect, useRef } from 'react'
import { toast } from '@/lib/toast'
import { useStorageProblems, useUnsavedChanges } from '@/stores/device'
import { storageText } from './storage-texts'

/** Problems already shown in this page load, so a problem read again is not shown again. */
const shown = new Set<string>()
const UNSAVED_TOAST = 'journal-write-failed'

/**
 * Tells the user when device storage lets the journal down. The store only reports; this is
 * where the app shows it: each unreadable value once, and a write that storage refused every
 * time it happens (one toast, updated), dismissed once everything is saved again. The store's
 * words are said in the language spoken when the toast is raised.
 */
export function StorageAlerts() {
  const problems = useStorageProblems()
  const unsaved = useUnsavedChanges()
  const wasUnsaved = useRef(false)

  useEffect(() => {
    for (const problem of problems) {
      if (shown.has(problem.id)) continue
      shown.add(problem.id)
      toast.error(storageText(i18n, problem.title), {
        id: problem.id,
        description: storageText(i18n, problem.description),
      })
    }
  }, [problems])

  // Leaving (signing out) takes the journal's alert with it.
  useEffect(
    () => () => {
      if (wasUnsaved.current) toast.dismiss(UNSAVED_TOAST)
    },
    [],
  )

  useEffect(() => {
    if (unsaved) {
      toast.error(storageText(i18n, unsaved.title), {
        id: UNSAVED_TOAST,
        description: storageText(i18n, unsaved.description),
      })
    } else if (wasUnsaved.current) {
      toast.dismiss(UNSAVED_TOAST)
    }
    wasUnsaved.current = unsaved !== null
  }, [unsaved])

  return null
}
