/**
 * `npm run eval:coach`: the coach engine on the eval journals. Prints, per journal,
 * each planted finding found or missed, each claim the journal contradicts, each sentence
 * the wording checks reject (wording.ts) and what Spanish or German says otherwise than English
 * (languages.ts), with their counts; exits 1 when any finding is missed, any claim
 * contradicted, any wording check above zero or any language differs. With `--write` (as `npm run eval:coach`
 * runs it; the coach's tests run it without), the figures replace their block in
 * docs/coach-eval.md.
 */
import { runEval } from './run-eval'
import { formatReport, markdownSummary } from './report'
import { wantsFigures, writeBlock } from '../../../scripts/lib/doc-figures.mjs'

const results = runEval()
console.log(formatReport(results))
if (wantsFigures()) {
  const day = new Date().toISOString().slice(0, 10)
  writeBlock('docs/coach-eval.md', 'eval:coach', markdownSummary(results, day))
  console.log('\nFigures written to docs/coach-eval.md.')
}
const failed = results.some(
  (r) =>
    r.contradictions.length > 0 ||
    r.wording.length > 0 ||
    r.languages.length > 0 ||
    r.planted.some((p) => !p.found),
)
process.exit(failed ? 1 : 0)
