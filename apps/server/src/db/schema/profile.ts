import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'

/**
 * The person's side of an account: `profiles` (registered with better-auth as the model
 * `profile`, modules/auth) and `admissions`, the accounts that passed the access code.
 */

/** One row per user, created in the same step as the user. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  nickname: text('nickname').notNull(),
  firstName: text('first_name'),
  avatarUrl: text('avatar_url'),
  /** Onboarding's step 3 ('financial', 'relationships', 'career'), kept so a second phone has it. */
  onboardingFocus: text('onboarding_focus'),
  /** Onboarding's step 4: one of that focus's three challenges, as its text. */
  onboardingChallenge: text('onboarding_challenge'),
  /** The language Hara speaks to this person ('en', 'es', 'de'), in the app, its mail and reminders; null until chosen (English). */
  language: text('language'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Accounts that passed the early-access code, recorded on the server so
 * the gate holds whatever the browser says, and a second phone of the same person skips it.
 */
export const admissions = pgTable('admissions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  admittedAt: timestamp('admitted_at', { withTimezone: true }).notNull().defaultNow(),
})
