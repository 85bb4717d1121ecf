/**
 * The two keys of the device-key list (lib/device-keys) that belong to the device rather than
 * to an account. They live apart so that the first screen, which reads both before anyone signs
 * in, loads these two strings and not the whole list.
 */
export const DEVICE_KEYS = {
  /** 'light' | 'dark' | 'system'; dark when unset (ADR 0004). */
  theme: 'theme',
  /** The last session seen (user and expiry, never its token), so the journal opens offline. */
  lastSession: 'hara:last-session',
} as const
