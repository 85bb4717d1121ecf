import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * What the server keeps for itself: the events of Hara's own rate limits, and the secrets every
 * process on one PostgreSQL shares.
 */

/**
 * Hara's own rate limits (the access code, later the coach): one row per allowed attempt, so a
 * limit holds across server processes. Rows older than their window are pruned as it goes.
 */
export const rateLimitEvent = pgTable(
  'rate_limit_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('rate_limit_event_key_at_idx').on(table.key, table.at),
    index('rate_limit_event_at_idx').on(table.at),
  ],
)

/**
 * Secrets every server process must share when they run on one PostgreSQL (ADR
 * 0025): the session secret and the VAPID key pair, by name, when the environment does not set
 * them. Generated once, under the start-up lock; never replaced by the server.
 */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
