/**
 * A secret the server generates once and keeps: the session secret and the VAPID key pair,
 * through one bootstrap, in a place every process shares. Where it is kept is a
 * `SecretStore`: a file in DATA_DIR for the embedded database (file-store.ts), which belongs to
 * one machine anyway, and the database itself on PostgreSQL (database-store.ts), so that every
 * process signs with the same secret.
 *
 * A kept value that does not parse stops the server rather than being replaced: a new session
 * secret signs everyone out, and a new key pair silently breaks every push subscription.
 */
import type { Logger } from '../lib/logging/logger'

/** How a secret is named: a row's name in the database, a file's name in DATA_DIR. */
export type SecretName = { name: string; file: string }

export type SecretStore = {
  /** Where it is kept, for messages. */
  where(secret: SecretName): string
  read(secret: SecretName): Promise<string | undefined>
  /** Keeps `text` unless something is kept already (another process won); resolves with what is kept. */
  keep(secret: SecretName, text: string): Promise<string>
}

export type SecretSpec<T> = SecretName & {
  /** What it is, for messages: "session secret". */
  label: string
  /** The value, or undefined when the kept text is damaged. */
  parse(text: string): T | undefined
  serialize(value: T): string
  generate(): T
  /** What an operator can do about a damaged one. */
  whenDamaged: string
}

/**
 * The kept value of `spec` in `store`; otherwise the one kept in `adoptFrom` (where an earlier
 * version kept it), carried over; otherwise a new one. Processes that race here all end up
 * with the one value the store kept first.
 */
export async function keptSecret<T>(
  spec: SecretSpec<T>,
  store: SecretStore,
  options: { logger: Logger; adoptFrom?: SecretStore },
): Promise<T> {
  const existing = await readKept(spec, store)
  if (existing !== undefined) return existing
  const adopted = options.adoptFrom ? await readKept(spec, options.adoptFrom) : undefined
  const text = spec.serialize(adopted ?? spec.generate())
  const kept = await store.keep(spec, text)
  if (kept === text) {
    options.logger.info(
      adopted ? `carried the ${spec.label} over` : `generated the ${spec.label}`,
      {
        where: store.where(spec),
        ...(adopted && options.adoptFrom ? { from: options.adoptFrom.where(spec) } : {}),
      },
    )
  }
  const value = spec.parse(kept)
  if (value === undefined) throw damaged(spec, store)
  return value
}

async function readKept<T>(spec: SecretSpec<T>, store: SecretStore): Promise<T | undefined> {
  const text = await store.read(spec)
  if (text === undefined) return undefined
  const value = spec.parse(text)
  if (value === undefined) throw damaged(spec, store)
  return value
}

/** The error for a kept value that does not parse: where it is and what to do about it. */
export function damaged(spec: SecretSpec<unknown>, store: SecretStore): Error {
  return new Error(`${store.where(spec)} holds a damaged ${spec.label}. ${spec.whenDamaged}`)
}
