import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { calendarDaySchema } from '../time/calendar-day'
import { entrySchema } from '../journal/entry-schema'
import { lazySchema } from './lazy-schema'
import { journal, tapDraft, voiceDraft } from '../test/fixtures'

const buildEntryLike = () =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('a'), day: calendarDaySchema, n: z.number().check(z.int()) }),
    z.object({ kind: z.literal('b'), tags: z.array(z.string().check(z.minLength(1))) }),
  ])

describe('lazySchema', () => {
  it('builds nothing until the schema is first used, and builds it once', () => {
    let builds = 0
    const schema = lazySchema(() => {
      builds += 1
      return z.string().check(z.minLength(2))
    })
    expect(builds).toBe(0)
    expect(schema.safeParse('ok').success).toBe(true)
    expect(schema.safeParse('x').success).toBe(false)
    expect(builds).toBe(1)
  })

  it('parses every value exactly as the schema built at once, errors included', () => {
    const eager = buildEntryLike()
    const lazy = lazySchema(buildEntryLike)
    const value = fc.oneof(
      fc.record({
        kind: fc.constantFrom('a', 'b', 'c'),
        day: fc.oneof(fc.constant('2025-11-03'), fc.constant('2025-02-30'), fc.string()),
        n: fc.oneof(fc.integer(), fc.double()),
      }),
      fc.record({ kind: fc.constant('b'), tags: fc.array(fc.string()) }),
      fc.anything(),
    )
    fc.assert(
      fc.property(value, (input) => {
        const a = eager.safeParse(input)
        const b = lazy.safeParse(input)
        expect(b.success).toBe(a.success)
        if (a.success && b.success) expect(b.data).toEqual(a.data)
        else expect(b.error?.issues).toEqual(a.error?.issues)
      }),
    )
  })

  it('stands in for the schema inside other schemas and in its methods', () => {
    const day = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)))
    const days = z.array(z.optional(day))
    expect(days.safeParse(['2025-11-03', undefined]).success).toBe(true)
    expect(days.safeParse(['Nov 3']).success).toBe(false)
    const shortDay = day.check(z.maxLength(10))
    expect(shortDay.safeParse('2025-11-03').success).toBe(true)
    const object = lazySchema(() => z.object({ day }))
    const extended = z.extend(object, { note: z.string() })
    expect(extended.safeParse({ day: '2025-11-03', note: 'hi' }).success).toBe(true)
    expect(extended.safeParse({ day: '2025-11-03' }).success).toBe(false)
  })

  it("reads the core's own entries as before (a union of lazily built objects)", () => {
    const { entries } = journal([
      { at: '2025-11-03T08:15:00.000Z', draft: voiceDraft() },
      { at: '2025-11-04T08:15:00.000Z', draft: tapDraft({ decision: 'Say no' }) },
    ])
    for (const entry of entries) expect(entrySchema.safeParse(entry).success).toBe(true)
    const [voice] = entries
    expect(entrySchema.safeParse({ ...voice, mode: 'tap' }).success).toBe(false)
    expect(entrySchema.safeParse({ ...voice, day: '2025-02-30' }).success).toBe(false)
  })
})
