/**
 * @hara/core: the pure domain of Hara.
 *
 * Nothing in this package touches React, Hono, Drizzle, the AI SDK or browser APIs.
 * Time, ids and randomness are passed in as arguments so every rule is testable on plain values.
 */
export * from './app-info'
