// The only thing the web app may import from the server: types (ADR 0001).
export type { ApiType, FunctionsType } from './app'
