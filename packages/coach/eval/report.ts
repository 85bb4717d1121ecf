import type { JournalResult } from './run-eval'

/** The eval's report, as `npm run eval:coach` prints it. */
export function formatReport(results: readonly JournalResult[]): string {
  const lines: string[] = ['Coach eval: planted findings and contradicted claims per journal', '']
  let found = 0
  let planted = 0
  let contradicted = 0
  for (const { journal, planted: checks, contradictions } of results) {
    const days = journal.entries.map((e) => Date.parse(e.timestamp))
    const weeks = Math.max(1, Math.round((Math.max(...days) - Math.min(...days)) / 604_800_000))
    lines.push(
      `${journal.id}: ${journal.who}, ${journal.entries.length} check-ins over ${weeks} weeks (${journal.timeZone})`,
    )
    for (const check of checks) {
      planted += 1
      if (check.found) found += 1
      lines.push(
        `  ${check.found ? 'found ' : 'MISSED'}  ${check.planted.what}${check.found ? '' : `: ${check.detail}`}`,
      )
    }
    for (const c of contradictions) {
      contradicted += 1
      lines.push(`  CONTRADICTED  ${c.type}, ${c.where}: ${c.problem}`)
    }
    lines.push(`  contradicted claims: ${contradictions.length}`, '')
  }
  lines.push(
    `${found} of ${planted} planted findings found, ${contradicted} contradicted claims, ${results.length} journals`,
  )
  return lines.join('\n')
}
