/**
 * A small structured logger: one JSON line per event on stdout/stderr.
 * Request bodies are never logged (coach requests carry private journal text), and every line
 * is made safe here, in one place: email addresses are replaced, and long
 * values (often something a client sent) are cut short.
 */
type Level = 'debug' | 'info' | 'warn' | 'error'
const ORDER: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
}

export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void
  info(msg: string, fields?: Record<string, unknown>): void
  warn(msg: string, fields?: Record<string, unknown>): void
  error(msg: string, fields?: Record<string, unknown>): void
}

/** Longest string value kept in a log line; a stack trace may be longer. */
export const LOG_VALUE_MAX = 300
const STACK_MAX = 2000

const EMAIL = /[^\s@"'<>(),;:\\[\]]+@[^\s@"'<>(),;:\\[\]]+\.[^\s@"'<>(),;:\\[\]]+/g

/** A value as it may appear in a log line: addresses hidden, long text cut, depth bounded. */
export function safeLogValue(value: unknown, max = LOG_VALUE_MAX, depth = 0): unknown {
  if (typeof value === 'string') {
    const hidden = value.replace(EMAIL, '[email]')
    return hidden.length > max
      ? `${hidden.slice(0, max)}… (${hidden.length - max} more characters)`
      : hidden
  }
  if (value === null || typeof value !== 'object') return value
  if (depth >= 3) return '[…]'
  if (Array.isArray(value)) {
    const items = value.slice(0, 20).map((item) => safeLogValue(item, max, depth + 1))
    return value.length > 20 ? [...items, `… (${value.length - 20} more)`] : items
  }
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 30)
      .map(([key, item]) => [
        key,
        safeLogValue(item, key === 'stack' ? STACK_MAX : max, depth + 1),
      ]),
  )
}

/** Where finished lines go: stdout for debug and info, stderr for warn and error by default. */
export type LogSink = (line: string, level: Level) => void

const toProcess: LogSink = (line, level) => {
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}

export function createLogger(level: Level | 'silent' = 'info', sink: LogSink = toProcess): Logger {
  const threshold = ORDER[level]
  const write = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < threshold) return
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: lvl,
      msg: safeLogValue(msg),
      ...(fields ? (safeLogValue(fields) as Record<string, unknown>) : {}),
    })
    sink(line, lvl)
  }
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  }
}
