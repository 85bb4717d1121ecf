/**
 * Copies one table from the embedded database into PostgreSQL, and proves the copy: the same
 * number of rows, and the same digest of every row's text on both sides.
 *
 * Every value crosses as PostgreSQL's own text form (`value::text` out, text in), which the
 * server parses back into the column's type: timestamps keep their microseconds, bytea its
 * bytes, booleans and dates their values, whatever the two drivers would have made of them.
 */
import { quoteIdent, type TablePlan } from './move-plan'

/** Runs SQL and answers its rows. */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

export type TableCopied = { table: string; rows: number; ms: number }

/** Rows per insert; a statement takes at most 65,535 parameters. */
const BATCH_ROWS = 500
const MAX_PARAMETERS = 60_000
/** A journal backup is up to 7.5 MB: a few at a time. */
const LARGE_BATCH_ROWS = 4

export class MoveCheckError extends Error {
  override name = 'MoveCheckError'
}

export async function copyTable(
  plan: TablePlan,
  source: Query,
  target: Query,
): Promise<TableCopied> {
  const started = performance.now()
  const table = quoteIdent(plan.name)
  const columns = plan.columns.map(quoteIdent)
  const batch = plan.large
    ? LARGE_BATCH_ROWS
    : Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length))
  const select = columns.map((column) => `${column}::text as ${column}`).join(', ')
  const overriding = plan.identity.length > 0 ? ' overriding system value' : ''

  let copied = 0
  for (;;) {
    const rows = await source(
      `select ${select} from ${table} order by ${orderOf(plan)} limit ${batch} offset ${copied}`,
    )
    if (rows.length === 0) break
    const params: unknown[] = []
    const tuples = rows.map(
      (row) =>
        `(${plan.columns.map((column) => `$${params.push(row[column] ?? null)}`).join(', ')})`,
    )
    await target(
      `insert into ${table} (${columns.join(', ')})${overriding} values ${tuples.join(', ')}`,
      params,
    )
    copied += rows.length
    if (rows.length < batch) break
  }

  // Identity columns were copied as they were; the next generated value must come after them.
  for (const column of plan.identity) {
    const quoted = quoteIdent(column)
    await target(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quoted}), 1), max(${quoted}) is not null) from ${table}`,
      [table, column],
    )
  }

  const [expected, arrived] = await Promise.all([
    fingerprint(plan, source),
    fingerprint(plan, target),
  ])
  if (expected.rows !== copied || arrived.rows !== copied) {
    throw new MoveCheckError(
      `${plan.name}: ${expected.rows} rows in the embedded database, ${copied} copied, ${arrived.rows} in PostgreSQL`,
    )
  }
  if (expected.digest !== arrived.digest) {
    throw new MoveCheckError(`${plan.name}: the rows in PostgreSQL differ from the originals`)
  }
  return { table: plan.name, rows: copied, ms: Math.round(performance.now() - started) }
}

/**
 * One total order both databases agree on: by the key's text, byte by byte (collation "C"),
 * since the two may sort text by different locales.
 */
function orderOf(plan: TablePlan): string {
  return plan.key.map((column) => `${quoteIdent(column)}::text collate "C"`).join(', ')
}

async function fingerprint(
  plan: TablePlan,
  query: Query,
): Promise<{ rows: number; digest: string }> {
  const [row] = await query(
    `select count(*)::int as n, md5(coalesce(string_agg(md5(moved::text), '' order by ${orderOf(plan)}), '')) as digest from ${quoteIdent(plan.name)} moved`,
  )
  return { rows: Number(row?.n), digest: String(row?.digest) }
}
