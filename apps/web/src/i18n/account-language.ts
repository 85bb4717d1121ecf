import { profileSchema, type Language } from '@hara/core'
import { callApi } from '@/lib/server-calls'
import { api } from '@/lib/typed-clients'

/**
 * The language kept with the account (`PATCH /api/profile`), so that its mail and reminders
 * speak it and another phone of the account takes it (ADR 0077). Answers the profile as the
 * server now has it.
 */
export function keepLanguage(language: Language) {
  return callApi(() => api.profile.$patch({ json: { language } }), profileSchema)
}
