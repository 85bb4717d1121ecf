/**
 * better-auth's transactions, seen as Drizzle's: a hook that runs inside one (a reset token
 * being spent, reset-ends-what-came-before.ts) writes Hara's own tables in that same
 * transaction, so they commit or roll back with better-auth's writes.
 *
 * better-auth is given the database through `keepingTransactions`: the same database, whose
 * `transaction` also keeps the Drizzle transaction it opens for the code that runs inside it
 * (`currentTransaction`).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Database } from '../../db/client'

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

const transactions = new AsyncLocalStorage<Transaction>()

export function keepingTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown
      const transaction: Database['transaction'] = (run, config) =>
        target.transaction((tx) => transactions.run(tx, () => run(tx)), config)
      return transaction
    },
  })
}

/** The Drizzle transaction better-auth has open around this code, if any. */
export function currentTransaction(): Transaction | undefined {
  return transactions.getStore()
}
