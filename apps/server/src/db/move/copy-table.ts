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
/**
 * Tables with bytea are read in batches of about this many bytes of text: a few whole-journal
 * backups (up to 7.5 MB each) at a time, hundreds of sync records (a few kB each).
 */
const LARGE_BATCH_BYTES = 16 * 1024 * 1024
const LARGE_BATCH_MIN_ROWS = 2

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
  const rowsFit = Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length))
  const batch = plan.large ? await largeBatch(plan, source, rowsFit) : rowsFit
  const select = columns.map((column) => `${column}::text as ${column}`).join(', ')
  const overriding = plan.identity.length > 0 ? ' overriding system value' : ''
  // Page by the primary key in its own order, from after the last row copied: the key's index
  // serves every page, where an offset would read the table again for each one.
  const key = plan.key.map(quoteIdent)

  let copied = 0
  let after: unknown[] | null = null
  for (;;) {
    const from = after ? `where (${key.join(', ')}) > (${after.map(quoteLiteral).join(', ')})` : ''
    const rows = await source(
      `select ${select} from ${table} ${from} order by ${key.join(', ')} limit ${batch}`,
    )
    if (rows.length === 0) break
    const last = rows[rows.length - 1]!
    after = plan.key.map((column) => last[column])
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
 * A value read as text, as an SQL literal that PostgreSQL casts back to the column's type.
 * (The embedded side takes no parameters; standard_conforming_strings is on in both.)
 */
function quoteLiteral(value: unknown): string {
  return `'${String(value).replaceAll("'", "''")}'`
}

/** Rows per batch of a table with bytea, from its largest row's text. */
async function largeBatch(plan: TablePlan, source: Query, most: number): Promise<number> {
  const [row] = await source(
    `select coalesce(max(octet_length(moved::text)), 0)::int as n from ${quoteIdent(plan.name)} moved`,
  )
  const largest = Math.max(1, Number(row?.n))
  return Math.max(LARGE_BATCH_MIN_ROWS, Math.min(most, Math.floor(LARGE_BATCH_BYTES / largest)))
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
