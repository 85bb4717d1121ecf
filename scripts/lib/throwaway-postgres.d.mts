/** Types of throwaway-postgres.mjs, for the server's tests that import it. */
export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  /** Every process of the cluster: the postmaster and its children. */
  pids(): number[]
  signal(signal: NodeJS.Signals): void
  /** Starts it again after `signal('SIGKILL')`, as an operator would after a crash. */
  restartAfterCrash(): void
  /** Ends the cluster, frozen or not, and removes its folder. */
  stop(): void
}
export function freePort(): Promise<number>
export function postgresBinaries(): { bin: string; runAs: string | null } | { missing: string }
export function startThrowawayPostgres(options?: {
  fsync?: boolean
  name?: string
}): Promise<ThrowawayPostgres>
