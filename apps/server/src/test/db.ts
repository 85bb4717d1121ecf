import type { SQL } from 'drizzle-orm'
import type { TestContext } from './harness'

/** Runs raw SQL on the test database and returns its rows (PGlite and node-postgres alike). */
export async function queryRows<T extends Record<string, unknown>>(
  ctx: TestContext,
  query: SQL,
): Promise<T[]> {
  const result = (await ctx.database.db.execute(query)) as { rows: T[] }
  return result.rows
}

/** A single `count(*)::int as n` style number. */
export async function queryNumber(ctx: TestContext, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx, query)
  return Number(row?.n)
}
