import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const read = (file: string) => readFileSync(file, 'utf8')

/** A stylesheet's top-level rules, without comments and with their spaces made one. */
function rules(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ')
  const found: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++
    if (text[i] === '}' && --depth === 0) {
      found.push(text.slice(start, i + 1).trim())
      start = i + 1
    }
  }
  return found
}

describe("the first screens' preflight and the later screens'", () => {
  it('are together Tailwind’s preflight, rule for rule (an upgrade that changes it fails here)', () => {
    const tailwind = rules(read(require.resolve('tailwindcss/preflight.css')))
    const first = rules(read(path.join(__dirname, 'preflight-first.css')))
    const later = rules(read(path.join(__dirname, 'preflight-later.css')))
    expect(first.length).toBeGreaterThan(10)
    expect(later.length).toBeGreaterThan(10)
    expect([...first, ...later].toSorted()).toEqual(tailwind.toSorted())
  })
})
