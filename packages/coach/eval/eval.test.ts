import { describe, expect, it } from 'vitest'
import type { Claim } from '../src/stats/claims'
import { check, type Produced } from './checker'
import { JOURNALS } from './journals'
import { evaluate, produce, runEval } from './run-eval'
import type { EvalJournal } from './kit'
import { unitsOf } from './units'

/**
 * The eval in the test suite (ADR 0022, 0032): every planted finding found and no claim contradicted
 * on every journal; and the checker itself, shown to fail on the answers a careless coach gives.
 */

const byId = (id: string) => JOURNALS.find((j) => j.id === id)!

describe('the eval set', () => {
  it('has at least six journals of two to six weeks, in several time zones', () => {
    expect(JOURNALS.length).toBeGreaterThanOrEqual(6)
    for (const journal of JOURNALS) {
      const times = journal.entries.map((e) => Date.parse(e.timestamp))
      const days = (Math.max(...times) - Math.min(...times)) / 86_400_000
      expect(days, journal.id).toBeGreaterThanOrEqual(13)
      expect(days, journal.id).toBeLessThanOrEqual(42)
      expect(journal.planted.length, journal.id).toBeGreaterThan(0)
    }
    expect(new Set(JOURNALS.map((j) => j.timeZone)).size).toBeGreaterThanOrEqual(5)
  })

  it('plants at least three patterns across two factors, and has two journals with none', () => {
    const planted = JOURNALS.flatMap((j) => j.planted)
    const across = planted.filter((p) => p.across && p.among)
    expect(across.length).toBeGreaterThanOrEqual(3)
    for (const p of across) {
      const { context, slot, feeling, signal, weekday, strength } = p.among!
      const named = [context, slot, feeling, signal, weekday, strength].filter(
        (f) => f !== undefined,
      )
      expect(named, p.what).toHaveLength(2)
    }
    expect(planted.filter((p) => p.nothingAcross).length).toBeGreaterThanOrEqual(2)
  })

  it('plants a strength effect, and has two journals where strength means nothing', () => {
    const planted = JOURNALS.flatMap((j) => j.planted)
    expect(planted.filter((p) => p.among?.strength !== undefined).length).toBeGreaterThanOrEqual(2)
    expect(planted.filter((p) => p.nothingByStrength).length).toBeGreaterThanOrEqual(2)
  })

  it('catches a claim about a strength in a journal where strength means nothing', () => {
    const journal = byId('omar')
    const produced = produce(journal).map((p) =>
      p.type !== 'pattern_analysis'
        ? p
        : {
            ...p,
            claims: [
              ...p.claims,
              {
                words: 'When your gut was strong, it was right 4 of 6 times',
                among: { strength: 'strong' as const, outcome: 'gut-judged' as const },
                hits: { outcome: 'gut-right' as const },
                k: 4,
                n: 6,
                shows: 'k-of-n' as const,
              },
            ],
          },
    )
    const result = evaluate(journal, produced)
    expect(result.planted.filter((p) => !p.found).map((p) => p.detail)).toEqual([
      'pattern_analysis claims “When your gut was strong, it was right 4 of 6 times”',
    ])
  })

  it.each(runEval().map((r) => [r.journal.id, r] as const))(
    '%s: every planted finding found, no claim contradicted, every wording check at zero',
    (_, result) => {
      expect(
        result.planted.filter((p) => !p.found).map((p) => `${p.planted.what}: ${p.detail}`),
      ).toEqual([])
      expect(result.contradictions.map((c) => `${c.type}, ${c.where}: ${c.problem}`)).toEqual([])
      expect(result.wording.map((w) => `${w.check}, ${w.where}: ${w.text}`)).toEqual([])
    },
  )
})

/** The engine's answers to a journal with one answer's text and claims changed. */
function tampered(
  journal: EvalJournal,
  type: Produced['type'],
  change: (body: Record<string, unknown>, claims: Claim[]) => void,
): Produced[] {
  return produce(journal).map((p) => {
    if (p.type !== type || p.answer.kind !== 'json') return p
    const body = structuredClone(p.answer.body) as Record<string, unknown>
    const claims = structuredClone(p.claims)
    change(body, claims)
    const answer = { ...p.answer, body } as Produced['answer']
    return { ...p, answer, claims, units: unitsOf(answer) }
  })
}

const problems = (journal: EvalJournal, produced: Produced[]) =>
  check(journal.entries, produced).map((c) => c.problem)

describe('the checker fails a careless coach', () => {
  it('on a miscounted claim', () => {
    const sam = byId('sam')
    const produced = tampered(sam, 'trust_analysis', (body, claims) => {
      body.ignoredOutcome = String(body.ignoredOutcome).replace(
        "weren't sure 7 times",
        "weren't sure 6 times",
      )
      const claim = claims.find((c) => c.words === "weren't sure 7 times")!
      claim.words = "weren't sure 6 times"
      claim.k = 6
    })
    expect(problems(sam, produced)).toContain('claims 6 of 9; the journal has 7 of 9')
  })

  it('on "you ignored your gut" said of "not sure" answers', () => {
    const sam = byId('sam')
    const produced = tampered(sam, 'pattern_analysis', (body, claims) => {
      const patterns = body.patterns as { observation: string }[]
      patterns[0]!.observation = 'You ignored your gut 9 of 16 times.'
      claims.push({
        words: 'You ignored your gut 9 of 16 times',
        among: { path: 'answered' },
        hits: { path: 'not-honored' },
        k: 9,
        n: 16,
        shows: 'k-of-n',
      })
    })
    expect(problems(sam, produced)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^misstates "not-honored"/),
        expect.stringMatching(/no verb for "not-honored"/),
      ]),
    )
  })

  it('on "most" from one check-in', () => {
    const lena = byId('lena')
    const produced = tampered(lena, 'daily_focus', (body, claims) => {
      body.focus = 'Finance is where your gut gets overruled most: 1 of 1 times.'
      claims.splice(0, claims.length, {
        words: 'Finance is where your gut gets overruled most: 1 of 1 times',
        among: { context: 'Finance', path: 'answered' },
        hits: { path: 'ignored' },
        k: 1,
        n: 1,
        shows: 'k-of-n',
      })
    })
    const found = problems(lena, produced)
    expect(found).toEqual(
      expect.arrayContaining([expect.stringMatching(/^“most” from fewer than three/)]),
    )
    expect(evaluate(lena, produced).contradictions.map((c) => c.problem)).toContain(
      'four check-ins are not a pattern',
    )
  })

  it('on praise for a gut that has cost him, and a warning naming the wrong body signal', () => {
    const tom = byId('tom')
    const praised = tampered(tom, 'pattern_analysis', (body) => {
      const patterns = body.patterns as { intuitionGuide: string }[]
      patterns[0]!.intuitionGuide =
        'Remember these when doubt creeps in: your gut has a track record, and it is a good one.'
    })
    expect(problems(tom, praised)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^encourages honoring \(“track record”\)/)]),
    )
    const maya = byId('maya')
    const warned = tampered(maya, 'pattern_analysis', (body) => {
      const patterns = body.patterns as { intuitionGuide: string }[]
      patterns[1]!.intuitionGuide =
        'Today, when a work moment after 9 pm brings the expanding warmth, pause for one breath before you answer.'
    })
    expect(problems(maya, warned)).toContain(
      'names Expanding warmth in a warning, but it never came with the moments warned about',
    )
  })

  it('on a number no claim backs, and on answers that disagree', () => {
    const diego = byId('diego')
    const produced = tampered(diego, 'trust_analysis', (body) => {
      body.recommendation = `${String(body.recommendation)} You did this 12 times. So far, not following your gut has gone better.`
    })
    const found = problems(diego, produced)
    expect(found).toContain('numbers no claim backs: 12')
    expect(found).toContain(
      'one encourages honoring, the other says honoring has not paid off, about the same check-ins',
    )
  })
})
