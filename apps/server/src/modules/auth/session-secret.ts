/**
 * The secret that signs session cookies: BETTER_AUTH_SECRET when set; otherwise generated once
 * and kept (secrets/generate-once.ts): in `<DATA_DIR>/auth-secret` beside the embedded database, in
 * the database on PostgreSQL, so that every process accepts every session.
 */
import { randomBytes } from 'node:crypto'
import type { SecretSpec } from '../../secrets/generate-once'

const MIN_LENGTH = 32

export const AUTH_SECRET: SecretSpec<string> = {
  name: 'auth-secret',
  file: 'auth-secret',
  label: 'session secret',
  parse: (text) => (text.trim().length >= MIN_LENGTH ? text.trim() : undefined),
  serialize: (secret) => secret,
  generate: () => randomBytes(32).toString('base64url'),
  // Replacing a damaged secret would sign everyone out silently; make a person decide.
  whenDamaged: `A session secret has at least ${MIN_LENGTH} characters. Remove it to generate a new one (this signs everyone out) or set BETTER_AUTH_SECRET.`,
}
