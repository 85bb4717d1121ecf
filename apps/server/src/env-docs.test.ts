import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadEnv, threadPoolSize } from './env'

const page = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8')
const envSource = readFileSync(new URL('./env.ts', import.meta.url), 'utf8')

/** Every variable name read from an environment record, recorded as it is read. */
function variablesRead(): Set<string> {
  const read = new Set<string>()
  const source = new Proxy({} as Record<string, string | undefined>, {
    get(_target, key) {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) read.add(key)
      return undefined
    },
  })
  loadEnv(source)
  threadPoolSize(source)
  for (const match of envSource.matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g)) {
    read.add(match[1]!)
  }
  return read
}

/** The names in the first column of the page's tables. */
function variablesInTables(): Set<string> {
  const named = new Set<string>()
  for (const line of page.split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? ''
    for (const match of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) named.add(match[1]!)
  }
  return named
}

describe('docs/configuration.md', () => {
  it('names every variable the server reads', () => {
    const read = variablesRead()
    // The schema's own names are there, so the reading above sees the real thing.
    expect(read).toContain('DATABASE_URL')
    expect(read).toContain('UV_THREADPOOL_SIZE')
    const missing = [...read].filter((name) => !page.includes(`\`${name}\``))
    expect(missing, 'add these to docs/configuration.md').toEqual([])
  })

  it('lists in its tables only variables the server reads', () => {
    const read = variablesRead()
    const stale = [...variablesInTables()].filter((name) => !read.has(name))
    expect(stale, 'env.ts no longer reads these').toEqual([])
  })
})
