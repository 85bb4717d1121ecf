import { createLogger, type Logger } from '../lib/logging/logger'

/**
 * A logger that keeps every line as the JSON text the server would write (after the logger's
 * own redaction), for tests that check what reaches the logs.
 */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  return Object.assign(
    createLogger('debug', (line) => void lines.push(line)),
    { lines },
  )
}
