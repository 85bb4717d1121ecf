import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { NICKNAME_MAX, NICKNAME_MESSAGES } from './user-rules'

/**
 * 1 to 40 characters after trimming, counted as characters a person sees (code points), so an
 * emoji counts once. Used by sign-up and by `PATCH /api/profile`.
 */
export const nicknameSchema = lazySchema(() =>
  z.string({ error: NICKNAME_MESSAGES.required }).check(
    z.trim(),
    z.refine((value) => value.length > 0, NICKNAME_MESSAGES.required),
    z.refine((value) => Array.from(value).length <= NICKNAME_MAX, NICKNAME_MESSAGES.tooLong),
  ),
)
