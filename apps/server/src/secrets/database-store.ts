/**
 * Secrets kept in the database (`server_secret`), where every server process on one PostgreSQL
 * finds the same ones. The first process to keep one wins; the others read it back.
 */
import { eq } from 'drizzle-orm'
import type { SecretStore } from './generate-once'
import type { Database } from '../db/client'
import { serverSecret } from '../db/schema'

export function databaseSecretStore(db: Database): SecretStore {
  const read = async (name: string) => {
    const [row] = await db
      .select({ value: serverSecret.value })
      .from(serverSecret)
      .where(eq(serverSecret.name, name))
    return row?.value
  }
  return {
    where: (secret) => `the database (server_secret '${secret.name}')`,
    read: (secret) => read(secret.name),
    async keep(secret, text) {
      await db.insert(serverSecret).values({ name: secret.name, value: text }).onConflictDoNothing()
      const kept = await read(secret.name)
      if (kept === undefined)
        throw new Error(`Could not read back ${secret.name} from server_secret`)
      return kept
    },
  }
}
