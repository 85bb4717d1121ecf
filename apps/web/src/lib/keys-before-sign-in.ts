/**
 * The keys read before anyone signs in: they belong to the device rather than to an
 * account. They are part of the list of every device key (lib/device-keys, `ALL_DEVICE_KEYS`)
 * but live apart, so that the first screen loads these strings and not the whole list.
 */
export const KEYS_BEFORE_SIGN_IN = {
  /** 'light' | 'dark' | 'system'; dark when unset (ADR 0004). */
  theme: 'theme',
  /** The last session seen (user and expiry, never its token), so the journal opens offline. */
  lastSession: 'hara:last-session',
  /** The language chosen on this phone, or taken from its languages on first start (ADR 0077). */
  language: 'hara:language',
} as const
