// `npm run dev`: the API server with reload (tsx watch) and Vite with hot reload, which
// proxies /api, /functions and /storage to it. Open the address Vite prints.
import { spawn } from 'node:child_process'
import { root } from './lib.mjs'

const apiPort = process.env.API_PORT ?? '3000'
const children = [
  spawn('npm', ['run', 'dev', '-w', '@hara/server'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      BETTER_AUTH_URL: process.env.BETTER_AUTH_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@hara/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) =>
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  }),
)
