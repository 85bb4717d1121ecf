// Local days and times in a time zone, as the app computes them (Intl).
export const DAY_MS = 86_400_000
// ---------------------------------------------------------------------------------------------
// Time: local days and local times in `timeZone`, as the app computes them (Intl).

export function zoneClock(timeZone) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  const fields = (ms) => {
    const out = {}
    for (const { type, value } of format.formatToParts(ms)) out[type] = Number(value)
    return out
  }
  /** The zone's offset from UTC at `ms`, in ms. */
  const offset = (ms) => {
    const f = fields(ms)
    return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - (ms - (ms % 1000))
  }
  return {
    /** The local calendar day of `ms`, `YYYY-MM-DD`. */
    day(ms) {
      const f = fields(ms)
      return `${String(f.year).padStart(4, '0')}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`
    },
    /** Epoch ms of a local time on `day` (a skipped hour in a DST change lands an hour on). */
    at(day, seconds) {
      const [y, m, d] = day.split('-').map(Number)
      const guess = Date.UTC(y, m - 1, d) + seconds * 1000
      let ms = guess - offset(guess)
      const second = guess - offset(ms)
      if (second !== ms) ms = second
      return ms
    },
  }
}

export const addDays = (day, count) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10)
