/**
 * Vitest's global set-up for the server's suite: one throwaway PostgreSQL cluster for the whole
 * run (scripts/lib/throwaway-postgres.mjs), on which tests create a database each
 * (`createThrowawayDatabase` in harness.ts), and one database migrated once, the template those
 * of `createTestContext` are copied from. Tests that need PostgreSQL run on every machine that
 * has its binaries, which `npm test` installs or names before its first stage.
 */
import type { TestProject } from 'vitest/node'
import { startThrowawayPostgres } from '../../../../scripts/lib/throwaway-postgres.mjs'
import { openDatabase } from '../db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's cluster, as its superuser: tests create their own databases there. */
    postgresUrl: string
    /** A database of that cluster with every migration applied, to copy from. */
    postgresTemplate: string
  }
}

const TEMPLATE = 'hara_template'

export default async function setup(project: TestProject) {
  const cluster = await startThrowawayPostgres({ fsync: false, name: 'hara-test-pg' })
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: cluster.url })
  await admin.connect()
  await admin.query(`drop database if exists ${TEMPLATE}`)
  await admin.query(`create database ${TEMPLATE}`)
  await admin.end()
  const url = new URL(cluster.url)
  url.pathname = `/${TEMPLATE}`
  // Opening runs the migrations; closing leaves no connection, which a copy requires.
  const template = await openDatabase({ databaseUrl: url.toString() })
  await template.close()
  project.provide('postgresUrl', cluster.url)
  project.provide('postgresTemplate', TEMPLATE)
  return () => cluster.stop()
}
