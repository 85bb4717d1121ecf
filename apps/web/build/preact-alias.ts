/**
 * The app is written against React's API and runs on Preact's compatibility layer, which
 * costs the first screen about a tenth of react-dom's bytes and start-up work (ADR 0019).
 * Every import of React, from our code and from libraries, resolves here; the types stay
 * React's.
 */
export const preactAlias = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
]
