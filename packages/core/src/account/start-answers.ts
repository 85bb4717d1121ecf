import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'

/**
 * The server's answers the signed-in app reads with its first screens (its profile, whether
 * voice works), checked against these schemas before the app uses them. Apart from
 * server-answers.ts so that the first screen carries only these.
 */

const nullableString = () => z.nullable(z.string())

/** `GET` and `PATCH /api/profile`: the signed-in user's profile row. */
export const profileSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    nickname: z.string(),
    first_name: nullableString(),
    avatar_url: nullableString(),
    admitted: z.boolean(),
    has_backup: z.boolean(),
    /** `YYYY-MM-DD`, the newest last check-in any of its phones reported, or null. */
    last_check_in_on: nullableString(),
    onboarding_focus: nullableString(),
    onboarding_challenge: nullableString(),
    /** The language Hara speaks to the person ('en', 'es', 'de'), or null before any choice. */
    language: z.optional(nullableString()),
  }),
)
export type Profile = z.infer<typeof profileSchema>

/** `GET /api/health`, as the app reads it: whether voice can be transcribed. */
export const healthSchema = lazySchema(() => z.object({ transcription: z.string() }))
