import { i18n } from '@lingui/core'
import { useEffect, useRef } from 'react'
import { toast } from '@/lib/toast'
import { useStorageProblems, useUnsavedChanges } from '@/stores/device'

/** Problems already shown in this page load, so a problem read again is not shown again. */
const shown = new Set<string>()
const UNSAVED_TOAST = 'journal-write-failed'

/** The store's words in the language spoken now, loaded with the first problem to show. */
const storageTexts = () => import('./storage-texts')

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
  const mounted = useRef(true)

  useEffect(() => {
    const fresh = problems.filter((problem) => !shown.has(problem.id))
    if (fresh.length === 0) return
    for (const problem of fresh) shown.add(problem.id)
    void storageTexts().then(({ storageText }) => {
      for (const problem of fresh) {
        toast.error(storageText(i18n, problem.title), {
          id: problem.id,
          description: storageText(i18n, problem.description),
        })
      }
    })
  }, [problems])

  // Leaving (signing out) takes the journal's alert with it.
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      if (wasUnsaved.current) toast.dismiss(UNSAVED_TOAST)
    }
  }, [])

  useEffect(() => {
    if (unsaved) {
      void storageTexts().then(({ storageText }) => {
        // Saved again (or gone) while the words loaded: nothing to say any more.
        if (!mounted.current || !wasUnsaved.current) return
        toast.error(storageText(i18n, unsaved.title), {
          id: UNSAVED_TOAST,
          description: storageText(i18n, unsaved.description),
        })
      })
    } else if (wasUnsaved.current) {
      toast.dismiss(UNSAVED_TOAST)
    }
    wasUnsaved.current = unsaved !== null
  }, [unsaved])

  return null
}
