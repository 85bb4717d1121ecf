/**
 * `npm run db:move -- --to postgres://… [--storage]`: see move-database.ts and docs/scaling.md's
 * "When to move to PostgreSQL". Exits 0 when everything arrived, 1 when nothing was moved,
 * 2 on a wrong command line.
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { loadEnv } from '../../env'
import { ownerOnlyFromNowOn, secureDataDir } from '../../lib/data/data-dir'
import { EmbeddedDatabaseInUseError } from '../embedded-lock'
import { moveDatabase, MoveRefusedError, type MoveSummary } from './move-database'

const USAGE = `Usage: npm run db:move -- --to postgres://user:password@host:5432/database [--storage]

Copies everything in the embedded database under DATA_DIR into an empty PostgreSQL, in one
transaction. Stop the server first. With --storage, also copies the local avatars into the
bucket the S3_* settings name and points the profiles at it.`

async function main(): Promise<number> {
  let to: string | undefined
  let storage = false
  try {
    const { values } = parseArgs({
      options: {
        to: { type: 'string' },
        storage: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    })
    if (values.help) {
      console.log(USAGE)
      return 0
    }
    to = values.to
    storage = values.storage
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error(`--to must name a PostgreSQL database (postgres://…).\n\n${USAGE}`)
    return 2
  }

  const env = loadEnv()
  console.log(`Moving the embedded database in ${env.dataDir} to ${redacted(to)}`)
  // Opening the embedded database (it migrates) may write files; they stay the owner's only,
  // as the server keeps them (lib/data/data-dir.ts).
  ownerOnlyFromNowOn()
  try {
    const summary = await moveDatabase({
      env,
      to,
      storage,
      print: (line) => console.log(`  ${line}`),
    })
    printSummary(summary)
    return 0
  } catch (err) {
    if (err instanceof MoveRefusedError || err instanceof EmbeddedDatabaseInUseError) {
      console.error(`${err.message}\nNothing was moved.`)
    } else {
      console.error(`The move failed: ${String((err as Error).stack ?? err)}`)
      console.error(
        'It was rolled back: PostgreSQL holds none of the embedded database’s rows (its empty tables may remain).',
      )
    }
    return 1
  } finally {
    if (existsSync(env.dataDir)) secureDataDir(env.dataDir)
  }
}

function printSummary(summary: MoveSummary): void {
  for (const secret of summary.secrets) {
    const outcome = {
      moved: 'carried into the database, for every process',
      environment: 'set in the environment: set the same value for every process',
      none: 'none kept yet: the first server on PostgreSQL generates it',
    }[secret.outcome]
    console.log(`  ${secret.label}: ${outcome}`)
  }
  if (summary.avatars) {
    const { files, profiles, missing } = summary.avatars
    console.log(
      `  avatars: ${count(files, 'file')} copied to the bucket, ${count(profiles, 'profile')} pointed at it${missing ? `; ${count(missing, 'profile')} named a file that was not there (left as they were)` : ''}`,
    )
  } else {
    console.log(
      '  avatars: left in DATA_DIR/storage (add --storage with the S3_* settings to move them)',
    )
  }
  console.log(
    `Moved ${summary.rows} rows in ${summary.tables.length} tables in ${(summary.ms / 1000).toFixed(1)} s; every count and digest matches.`,
  )
  console.log(
    'Next: start every server process with DATABASE_URL set to it. The embedded database is left as it was.',
  )
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

/** The address without its password, for the terminal. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the given database'
  }
}

process.exitCode = await main()
