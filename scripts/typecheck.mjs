// `npm run typecheck`: every workspace's typecheck script, as many at once as the machine has
// cores (each tsc uses one), each one's output printed whole when it ends.
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { root, typecheckedWorkspaces } from './lib.mjs'

const pending = typecheckedWorkspaces()

function typecheck(folder) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', 'typecheck'], { cwd: path.join(root, folder) })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`${code === 0 ? '✔' : '✖'} ${folder} (${seconds}s)`)
      if (output.trim()) console.log(output.trimEnd())
      resolve(code === 0)
    })
  })
}

let ok = true
const worker = async () => {
  for (let folder = pending.shift(); folder; folder = pending.shift()) {
    ok = (await typecheck(folder)) && ok
  }
}
await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker))
process.exit(ok ? 0 : 1)
