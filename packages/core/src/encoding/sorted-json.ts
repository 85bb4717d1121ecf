/**
 * JSON with every object's keys sorted and undefined values left out: equal values give equal
 * text, whatever order their keys were written in. The journal's canonical text and record
 * sync's plaintexts are written with it.
 */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${sortedJson(record[key])}`).join(',')}}`
  }
  return JSON.stringify(value)
}
