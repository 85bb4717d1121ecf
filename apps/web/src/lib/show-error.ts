import { toast } from './toast'

/** An error toast for a failed action: the error's own message, or a general one. */
export function showError(error: unknown): void {
  toast.error('Error', {
    description: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
  })
}
