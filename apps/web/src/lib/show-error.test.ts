import { afterEach, describe, expect, it, vi } from 'vitest'
import { speak } from '@/i18n/language'
import { ApiError } from './server-calls'
import { showError } from './show-error'
import { toast } from './toast'

vi.mock('./toast', () => ({ toast: { error: vi.fn() } }))

afterEach(async () => {
  vi.clearAllMocks()
  await speak('en')
})

describe('the general error toast', () => {
  it("says a server's refusal by its code in the person's language, not the server's English", async () => {
    await speak('es')
    showError(new ApiError(429, 'rate_limited', 'Too many attempts. Try again in 4 minutes.'))
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Error', {
        description: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
      }),
    )
    showError(new ApiError(0, 'network', "We couldn't reach Hara."))
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Error', {
        description: 'No pudimos conectar con Hara. Revisa tu conexión y vuelve a intentarlo.',
      }),
    )
  })

  it('says a failure without a code, or a fault of the server, in general words', async () => {
    showError(new ApiError(503, 'some_new_code', 'Upstream timed out'))
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Error', {
        description: 'Something went wrong on our side. Please try again.',
      }),
    )
    await speak('de')
    showError(new TypeError('x is undefined'))
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Fehler', {
        description: 'Etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
      }),
    )
  })
})
