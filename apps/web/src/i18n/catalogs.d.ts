// A catalog of src/locales, compiled by Lingui's Vite plugin as it is imported.
declare module '*.po' {
  export const messages: import('@lingui/core').Messages
}

// The test language's catalog, made from the English one at build time (build/pseudo-catalog.ts).
declare module 'virtual:pseudo-catalog' {
  export const messages: import('@lingui/core').Messages
}
