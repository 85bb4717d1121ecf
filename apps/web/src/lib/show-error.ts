import { t } from '@lingui/core/macro'
import { toast } from './toast'

/**
 * An error toast for a failed action, in the language spoken now: the words for the server's
 * refusal by its code, or general ones (ADR 0077). The words by code load with the first error
 * (the sign-in screen is held to a byte budget); if they cannot load, the general words.
 */
export function showError(error: unknown): void {
  import('@/i18n/server-errors').then(
    ({ serverErrorText }) => toast.error(t`Error`, { description: serverErrorText(error) }),
    () => toast.error(t`Error`, { description: t`Something went wrong. Please try again.` }),
  )
}
