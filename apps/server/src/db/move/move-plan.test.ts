import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { schema } from '../schema'
import { movePlan } from './move-plan'

describe('the move plan', () => {
  const plan = movePlan()
  const position = new Map(plan.map((table, index) => [table.name, index]))

  it('moves every table of the schema once', () => {
    const tables = (Object.values(schema) as PgTable[]).map((table) => getTableConfig(table).name)
    expect([...position.keys()].sort()).toEqual([...tables].sort())
    expect(plan).toHaveLength(tables.length)
  })

  it('moves each table after the tables it refers to', () => {
    for (const table of Object.values(schema) as PgTable[]) {
      const config = getTableConfig(table)
      for (const fk of config.foreignKeys) {
        const parent = getTableConfig(fk.reference().foreignTable).name
        expect(position.get(parent)!, `${parent} before ${config.name}`).toBeLessThan(
          position.get(config.name)!,
        )
      }
    }
  })

  it('knows each table’s key, identity columns and large rows', () => {
    const byName = Object.fromEntries(plan.map((table) => [table.name, table]))
    expect(byName.push_delivery?.key).toEqual(['subscription_id', 'kind', 'day'])
    expect(byName.push_subscription?.identity).toEqual(['id'])
    expect(byName.journal_backup?.large).toBe(true)
    expect(plan.every((table) => table.key.length > 0)).toBe(true)
  })
})
