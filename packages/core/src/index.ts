/**
 * @hara/core: the pure domain of Hara.
 *
 * Nothing in this package touches React, Hono, Drizzle, the AI SDK or browser APIs.
 * Time, ids and randomness are passed in as arguments so every rule is testable on plain values.
 */
export * from './app-info'
export * from './instant'
export * from './calendar-day'
export * from './stored-json'
export * from './entry-schema'
export * from './entry-migration'
export * from './levels'
export * from './streak'
export * from './achievements'
export * from './gamification-state'
export * from './gamification'
export * from './trust'
export * from './week'
export * from './trust-curve'
export * from './home'
export * from './category'
export * from './relative-time'
export * from './defaults'
export * from './onboarding'
export * from './analysis-schemas'
export * from './analysis-preconditions'
export * from './reminders'
export * from './push-message'
export * from './user-rules'
export * from './coach'
