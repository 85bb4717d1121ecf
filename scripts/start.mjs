// `npm start`: build whatever is missing or older than its sources, then serve.
// The server migrates the database itself at start (PGlite under ./.data by default).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { mtime, newestMtime, root, run } from './lib.mjs'

const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/core/src',
]
const serverSources = ['apps/server/src', 'apps/server/build.mjs', 'packages/core/src']

if (newestMtime(webSources) > mtime('apps/web/dist/index.html')) {
  console.log('Building the web app…')
  if ((await run('npm', ['run', 'build', '-w', '@hara/web'])) !== 0) process.exit(1)
}
if (newestMtime(serverSources) > mtime('apps/server/dist/index.mjs')) {
  console.log('Building the server…')
  if ((await run('npm', ['run', 'build', '-w', '@hara/server'])) !== 0) process.exit(1)
}

const env = { NODE_ENV: 'production', ...process.env }
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/index.mjs')],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
