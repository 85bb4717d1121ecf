/**
 * How many connections and event streams this process can really hold. Each connection is a
 * file descriptor, and the system gives a process only so many (`ulimit -n`; Node raises its
 * soft limit to the hard one at start). When the limit is lower than MAX_CONNECTIONS needs,
 * the server still starts, with both limits lowered in proportion, and says so clearly: a
 * process that refused to start would serve no one, and one that accepted connections it has
 * no descriptor for would fail them with EMFILE, health checks included.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** Descriptors kept for what is not a client: the database pool, LISTEN, files, logs. */
export const RESERVED_DESCRIPTORS = 256

export type ConnectionLimits = { connections: number; streams: number }

/** The process's open-file limit, or null when it cannot be told. */
export function fileDescriptorLimit(): number | null {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8')
    const soft = limits.match(/^Max open files\s+(\S+)/m)?.[1]
    if (soft) return soft === 'unlimited' ? Infinity : Number(soft)
  } catch {
    // not Linux: ask the shell, whose limit is this process's own
  }
  try {
    const answer = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2000 })
    const soft = answer.trim()
    return soft === 'unlimited' ? Infinity : Number(soft) || null
  } catch {
    return null
  }
}

/**
 * The limits to serve with: the configured ones when the descriptors suffice, otherwise both
 * lowered by the same factor, with the message to log.
 */
export function effectiveLimits(
  configured: ConnectionLimits,
  descriptors: number | null,
): ConnectionLimits & { warning?: string } {
  const needed = configured.connections + RESERVED_DESCRIPTORS
  if (descriptors === null || descriptors >= needed) return configured
  const connections = Math.max(16, descriptors - RESERVED_DESCRIPTORS)
  const streams = Math.max(
    1,
    Math.min(
      connections - 1,
      Math.floor((configured.streams * connections) / configured.connections),
    ),
  )
  return {
    connections,
    streams,
    warning:
      `The open-file limit of this process (${descriptors}) is below what MAX_CONNECTIONS=` +
      `${configured.connections} needs (${needed}): serving at most ${connections} connections ` +
      `and ${streams} event streams instead of ${configured.streams}. Raise the limit ` +
      `(ulimit -n, or LimitNOFILE= for a systemd service) to use the configured ones.`,
  }
}
