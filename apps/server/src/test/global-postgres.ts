/**
 * Vitest's global set-up for the server's suite: one throwaway PostgreSQL cluster for the whole
 * run (scripts/lib/throwaway-postgres.mjs), on which tests create a database each
 * (`createThrowawayDatabase` in harness.ts). Tests that need PostgreSQL run on every machine
 * that has its binaries, which `npm test` installs or names before its first stage.
 */
import type { TestProject } from 'vitest/node'
import { startThrowawayPostgres } from '../../../../scripts/lib/throwaway-postgres.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's cluster, as its superuser: tests create their own databases there. */
    postgresUrl: string
    /** Where `createTestContext` builds the app unless a test says otherwise. */
    testDatabase: 'pglite' | 'postgres'
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startThrowawayPostgres({ fsync: false, name: 'hara-test-pg' })
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}
