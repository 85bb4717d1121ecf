import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './support/server'
import { makeSpeechWav } from './support/speech'

/**
 * Starts the built server once for the whole run. Environment variables set here reach the
 * workers, so tests read BASE_URL and E2E_DATA_DIR (the mail outbox lives under it).
 */
export default async function globalSetup() {
  makeSpeechWav()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hara-e2e-'))
  const server = await startServer({ dataDir })
  process.env.BASE_URL = server.baseURL
  process.env.E2E_DATA_DIR = dataDir

  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
