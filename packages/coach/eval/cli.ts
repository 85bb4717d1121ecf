/**
 * `npm run eval:coach`: the coach engine on the eval journals. Prints, per journal,
 * each planted finding found or missed, each claim the journal contradicts and each sentence
 * the wording checks reject (wording.ts), with their counts; exits 1 when any finding is missed,
 * any claim contradicted or any wording check above zero.
 */
import { runEval } from './run-eval'
import { formatReport } from './report'

const results = runEval()
console.log(formatReport(results))
const failed = results.some(
  (r) => r.contradictions.length > 0 || r.wording.length > 0 || r.planted.some((p) => !p.found),
)
process.exit(failed ? 1 : 0)
