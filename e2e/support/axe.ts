import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/**
 * axe-core run in the page itself: its source is put into the page once per document and then
 * run as often as the journey asks (both themes, each sheet). @axe-core/playwright puts the
 * source in again for every analysis and finishes each one in a page of its own, which its
 * support for frames needs; Hara's screens have no frames.
 */

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

export interface AxeViolation {
  id: string
  impact: string | null
  nodes: { target: string[]; failureSummary: string | null }[]
}

export async function axeViolations(
  page: Page,
  { include = [], tags, rules }: { include?: string[]; tags?: string[]; rules?: string[] },
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags ?? [] }
  return page.evaluate(
    async ({ include, runOnly }) => {
      type Result = {
        violations: {
          id: string
          impact: string | null
          nodes: { target: string[]; failureSummary?: string }[]
        }[]
      }
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<Result> }
      }
      const context = include.length > 0 ? { include: include.map((s) => [s]) } : document
      const { violations } = await axe.run(context, { runOnly, resultTypes: ['violations'] })
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary ?? null })),
      }))
    },
    { include, runOnly },
  )
}
