import { JOURNALS } from '../eval/journals'
import { readOutcome } from '../src/text/outcome'
for (const j of JOURNALS) for (const e of j.entries) {
  if (!e.consequence) continue
  const r = readOutcome(e.consequence)
  const want = e.went === 'open' ? 'unknown' : e.went
  if (r.valence !== want) console.log(j.id, '|', e.consequence, '| engine:', r.valence, r.statedVerdict, '| truth:', e.went)
}
