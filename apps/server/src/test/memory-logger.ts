import type { Logger } from '../lib/logger'

/** A logger that keeps every line as JSON text, for tests that check what reaches the logs. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  const write = (level: string) => (msg: string, fields?: Record<string, unknown>) => {
    lines.push(JSON.stringify({ level, msg, ...fields }))
  }
  return {
    lines,
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
  }
}
