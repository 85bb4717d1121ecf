import type { JournalResult } from './run-eval'
import type { WordingIssue } from './wording'
import { markdownTable } from '../../../scripts/lib/doc-figures.mjs'

const CHECKS: readonly WordingIssue['check'][] = [
  'repeated sentence',
  'count twice',
  'certainty against a hedge',
]

/** How many issues of each wording check, as "repeated sentence 0, count twice 0, …". */
function wordingCounts(issues: readonly WordingIssue[]): string {
  return CHECKS.map((check) => `${check} ${issues.filter((i) => i.check === check).length}`).join(
    ', ',
  )
}

/** The eval's report, as `npm run eval:coach` prints it. */
export function formatReport(results: readonly JournalResult[]): string {
  const lines: string[] = ['Coach eval: planted findings and contradicted claims per journal', '']
  let found = 0
  let planted = 0
  let contradicted = 0
  const allWording: WordingIssue[] = []
  let differing = 0
  for (const { journal, planted: checks, contradictions, wording, languages } of results) {
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
    for (const w of wording) lines.push(`  WORDING  ${w.check}, ${w.where}: “${w.text}”`)
    allWording.push(...wording)
    for (const d of languages) {
      lines.push(`  LANGUAGE  ${d.language}, ${d.type}: ${d.problem}`)
    }
    differing += languages.length
    lines.push(`  contradicted claims: ${contradictions.length}`)
    lines.push(
      `  in Spanish and German: ${languages.length === 0 ? 'the same claims and figures' : `${languages.length} differences`}`,
    )
    lines.push(`  wording: ${wordingCounts(wording)}`, '')
  }
  lines.push(
    `${found} of ${planted} planted findings found, ${contradicted} contradicted claims, ${results.length} journals`,
    `Wording across all journals: ${wordingCounts(allWording)}`,
    `In English, Spanish and German: ${differing === 0 ? 'the same claims and figures in every journal' : `${differing} differences`}`,
  )
  return [...lines, '', ...acrossTable(results)].join('\n')
}

/** The findings across two factors, and the journals where none may be found, as a table. */
function acrossTable(results: readonly JournalResult[]): string[] {
  const rows: [string, string, string][] = []
  for (const { journal, planted, contradictions } of results) {
    for (const check of planted) {
      if (check.planted.across) {
        rows.push([journal.id, check.planted.what, check.found ? 'found' : 'MISSED'])
      } else if (check.planted.nothingByStrength) {
        rows.push([journal.id, check.planted.what, check.found ? 'nothing claimed' : 'CLAIMED'])
      } else if (check.planted.nothingAcross) {
        rows.push([journal.id, check.planted.what, check.found ? 'nothing claimed' : 'CLAIMED'])
      }
    }
    if (contradictions.length > 0 && rows.at(-1)?.[0] === journal.id) {
      rows.push([journal.id, 'contradicted claims', String(contradictions.length)])
    }
  }
  if (rows.length === 0) return []
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), 8))
  const line = (r: readonly string[]) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  const missed = rows.filter((r) => r[2] === 'MISSED' || r[2] === 'CLAIMED').length
  return [
    'Cross-factor findings: planted two-factor patterns, and journals where nothing may be found',
    '',
    line(['journal', 'planted', 'result']),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `${rows.length - missed} of ${rows.length} as planted`,
  ]
}

/** The eval's figures as Markdown for docs/coach-eval.md: a row per journal, then the totals. */
export function markdownSummary(results: readonly JournalResult[], day: string): string {
  const rows = results.map(({ journal, planted, contradictions, wording }) => [
    journal.id,
    journal.who,
    String(journal.entries.length),
    `${planted.filter((p) => p.found).length} of ${planted.length}`,
    String(contradictions.length),
    String(wording.length),
  ])
  const all = results.flatMap((r) => r.planted)
  const across = all.filter(
    (p) => p.planted.across || p.planted.nothingAcross || p.planted.nothingByStrength,
  )
  const contradicted = results.reduce((sum, r) => sum + r.contradictions.length, 0)
  const wording = results.flatMap((r) => r.wording)
  const languages = results.reduce((sum, r) => sum + r.languages.length, 0)
  return [
    `The latest run (${day}): ${all.filter((p) => p.found).length} of ${all.length} planted findings found, ${contradicted} contradicted claims, ${results.length} journals; wording: ${wordingCounts(wording)}; of the cross-factor and strength journals' checks, ${across.filter((p) => p.found).length} of ${across.length} as planted; in Spanish and German, ${languages} differences from English in claims or figures.`,
    '',
    markdownTable(
      ['journal', 'who', 'check-ins', 'planted found', 'contradicted', 'wording'],
      rows,
      [2, 3, 4, 5],
    ),
  ].join('\n')
}
