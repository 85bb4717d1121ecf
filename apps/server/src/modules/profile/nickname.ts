import { z } from 'zod'

/** Spec section 5: a nickname is required; we also cap it so it fits the screens that show it. */
export const NICKNAME_MAX = 40

export const NICKNAME_MESSAGES = {
  required: 'Enter a nickname.',
  tooLong: `Keep your nickname to ${NICKNAME_MAX} characters or fewer.`,
} as const

/**
 * 1 to 40 characters after trimming, counted as characters a person sees (code points), so an
 * emoji counts once. Used by sign-up and by `PATCH /api/profile`.
 */
export const nicknameSchema = z
  .string({ error: NICKNAME_MESSAGES.required })
  .trim()
  .refine((value) => value.length > 0, NICKNAME_MESSAGES.required)
  .refine((value) => Array.from(value).length <= NICKNAME_MAX, NICKNAME_MESSAGES.tooLong)

/** Cuts a name from elsewhere (Google, an email address) down to a valid nickname, or undefined. */
export function toNickname(candidate: string | null | undefined): string | undefined {
  const trimmed = candidate?.trim()
  if (!trimmed) return undefined
  return Array.from(trimmed).slice(0, NICKNAME_MAX).join('').trim()
}
