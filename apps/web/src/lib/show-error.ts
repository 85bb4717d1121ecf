import { t } from '@lingui/core/macro'
import { errorText } from '@/i18n/error-texts'
import { toast } from './toast'

/**
 * An error toast for a failed action, in the language spoken now: the words for the server's
 * refusal by its code, or general ones (ADR 0077).
 */
export function showError(error: unknown): void {
  toast.error(t`Error`, { description: errorText(error) })
}
