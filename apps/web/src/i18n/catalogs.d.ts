// A catalog of src/locales, compiled by Lingui's Vite plugin as it is imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// The test language's catalog, made from the English one at build time (build/pseudo-catalog.ts).
declare module 'virtual:pseudo-catalog' {
  // Each module declaration has its own scope: this is not the import above again.
  // eslint-disable-next-line no-duplicate-imports
  import type { Messages } from '@lingui/core'
  export const messages: Messages
  /** The test language's text of an English one (what Intl writes, for one). */
  export function pseudoText(text: string): string
}
