import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, startServer } from './support/server'
import { makeSpeechWav } from './support/speech'

/**
 * Starts the built server once for the whole run, and a second one whose public URL is on
 * `localhost` for the journeys that use WebAuthn (support/localhost-server.ts), side by side
 * with the fake microphone's sentence being spoken into its file.
 * Environment variables set here reach the workers, so tests read BASE_URL, LOCALHOST_URL and
 * E2E_DATA_DIR (the mail outbox lives under it).
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-e2e-'))
  const localhostDataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-e2e-localhost-'))
  const localhostPort = await freePort()
  const localhostOrigin = `http://localhost:${localhostPort}`
  const [main, localhost, spoken] = await Promise.allSettled([
    startServer({ dataDir }),
    startServer({
      dataDir: localhostDataDir,
      port: localhostPort,
      env: { BETTER_AUTH_URL: localhostOrigin },
    }),
    makeSpeechWav(),
  ])
  const server = main.status === 'fulfilled' ? main.value : undefined
  const localhostServer = localhost.status === 'fulfilled' ? localhost.value : undefined
  const failed = [main, localhost, spoken].find((result) => result.status === 'rejected')
  if (failed || !server || !localhostServer) {
    // Nothing is left running when a part of the set-up failed.
    await Promise.all([server?.stop(), localhostServer?.stop()])
    throw (failed as PromiseRejectedResult).reason
  }
  process.env.BASE_URL = server.baseURL
  process.env.LOCALHOST_URL = localhostOrigin
  process.env.E2E_DATA_DIR = dataDir

  return async () => {
    await Promise.all([server.stop(), localhostServer.stop()])
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(localhostDataDir, { recursive: true, force: true })
  }
}
