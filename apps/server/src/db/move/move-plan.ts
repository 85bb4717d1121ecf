/**
 * Which tables `db:move` copies, and in what order: every table of the schema, each after the
 * tables it refers to, so that foreign keys hold row by row. Derived from the Drizzle schema,
 * so a table added later is moved too without anyone remembering to list it here.
 */
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import { schema } from '../schema'

export type TablePlan = {
  name: string
  columns: string[]
  /** The primary key's columns: rows are read and compared in this order. */
  key: string[]
  /** Columns generated as identity: copied as they are, and their sequence moved past them. */
  identity: string[]
  /** Rows are large (bytea): read a few at a time. */
  large: boolean
}

export function movePlan(): TablePlan[] {
  const tables = Object.values(schema) as PgTable[]
  const plans = new Map<string, { plan: TablePlan; refersTo: string[] }>()
  for (const table of tables) {
    const config = getTableConfig(table)
    const key = config.primaryKeys[0]?.columns.map((column) => column.name) ?? []
    plans.set(config.name, {
      plan: {
        name: config.name,
        columns: config.columns.map((column) => column.name),
        key: key.length > 0 ? key : config.columns.filter((c) => c.primary).map((c) => c.name),
        identity: config.columns
          .filter((column) => (column as { generatedIdentity?: unknown }).generatedIdentity)
          .map((column) => column.name),
        large: config.columns.some((column) => column.getSQLType() === 'bytea'),
      },
      refersTo: config.foreignKeys
        .map((fk) => getTableConfig(fk.reference().foreignTable).name)
        .filter((name) => name !== config.name),
    })
  }

  // Depth-first, in the schema's order: stable, and every table after those it refers to.
  const ordered: TablePlan[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  const place = (name: string) => {
    if (placed.has(name)) return
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through ${name}`)
    visiting.add(name)
    const entry = plans.get(name)
    if (!entry) throw new Error(`A foreign key refers to ${name}, which is not in the schema`)
    entry.refersTo.forEach(place)
    visiting.delete(name)
    placed.add(name)
    ordered.push(entry.plan)
  }
  for (const name of plans.keys()) place(name)
  return ordered
}

/** `"name"`, quoted for SQL. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
