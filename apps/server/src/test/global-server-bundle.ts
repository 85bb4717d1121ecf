/**
 * Vitest's global set-up for the tests that run the server as a process of its own
 * (server-process.ts): the server bundled once for the whole run, as `npm run build` bundles it
 * and `npm start` runs it. One bundle, not one per test file nor the sources through tsx: each
 * start from the sources compiled the whole server again, about 11 s of CPU on a slow machine.
 * It goes into a folder of its own under dist, so it never reads a bundle another run is
 * writing.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled server's entry (`index.mjs`), for `startServer`. */
    serverBundle: string
  }
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export default async function setup(project: TestProject) {
  const outdir = path.join('dist', `test-${randomBytes(4).toString('hex')}`)
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['build.mjs', outdir], { cwd: serverDir }, (error) =>
      error ? reject(error) : resolve(),
    ),
  )
  project.provide('serverBundle', path.join(serverDir, outdir, 'index.mjs'))
  return () => rmSync(path.join(serverDir, outdir), { recursive: true, force: true })
}
