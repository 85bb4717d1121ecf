import { JOURNALS } from '../eval/journals'
import { produce } from '../eval/run-eval'
const id = process.argv[2]
const types = process.argv.slice(3)
for (const p of produce(JOURNALS.find((j) => j.id === id)!)) {
  if (types.length && !types.includes(p.type)) continue
  console.log('--', p.type)
  console.log(p.answer.kind === 'json' ? JSON.stringify(p.answer.body, null, 1) : p.answer.text)
}
