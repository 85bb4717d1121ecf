// When the generated person checks in: which days, how many times, at which hours.
import { DAY_MS } from './clock.mjs'

/** Waking hours, busiest around midday and the evening. */
export const HOURS = [
  [7, 3],
  [8, 6],
  [9, 8],
  [10, 7],
  [11, 6],
  [12, 8],
  [13, 7],
  [14, 5],
  [15, 5],
  [16, 5],
  [17, 6],
  [18, 7],
  [19, 7],
  [20, 8],
  [21, 9],
  [22, 6],
]

/** Which days are checked in on, and how many times. Never-empty on the last week. */
export function dayCounts(rng, firstDay, days, total) {
  const active = new Array(days).fill(true)
  // A few days off now and then: about one break of 1-5 days every seven weeks.
  for (let d = 0; d < days - 7; d++) {
    if (rng.chance(1 / 50)) {
      const length = rng.int(1, 5)
      for (let i = 0; i < length && d + i < days - 7; i++) active[d + i] = false
      d += length
    }
  }
  const weights = active.map((on, d) => {
    if (!on) return 0
    const weekday = new Date(Date.parse(`${firstDay}T00:00:00Z`) + d * DAY_MS).getUTCDay()
    const weekend = weekday === 0 || weekday === 6
    return (weekend ? 0.75 : 1.1) * (0.6 + rng.random() * 0.8)
  })
  const counts = new Array(days).fill(0)
  const activeDays = active.filter(Boolean).length
  let left = total
  if (total >= activeDays) {
    for (let d = 0; d < days; d++) if (active[d]) counts[d] = 1
    left -= activeDays
  }
  const sum = weights.reduce((a, b) => a + b, 0)
  // Cumulative weights, then one binary search per check-in.
  const cumulative = []
  let acc = 0
  for (const w of weights) cumulative.push((acc += w / sum))
  for (let i = 0; i < left; i++) {
    const r = rng.random()
    let lo = 0
    let hi = days - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid] > r) hi = mid
      else lo = mid + 1
    }
    counts[lo] += 1
  }
  return counts
}
