/**
 * The account rules both the web forms and the server enforce, defined once. The
 * forms read the limits for their input attributes; the server validates with the
 * schemas (nickname-schema.ts, apart so that a form's limits do not bring zod along).
 */

/** Password minimum 6, 8 recommended. The maximum bounds the hashing work. */
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 128
export const PASSWORD_RECOMMENDED = 8

/** A nickname is required; we also cap it so it fits the screens that show it. */
export const NICKNAME_MAX = 40

export const NICKNAME_MESSAGES = {
  required: 'Enter a nickname.',
  tooLong: `Keep your nickname to ${NICKNAME_MAX} characters or fewer.`,
} as const

/** Cuts a name from elsewhere (Google, an email address) down to a valid nickname, or undefined. */
export function toNickname(candidate: string | null | undefined): string | undefined {
  const trimmed = candidate?.trim()
  if (!trimmed) return undefined
  return Array.from(trimmed).slice(0, NICKNAME_MAX).join('').trim()
}
