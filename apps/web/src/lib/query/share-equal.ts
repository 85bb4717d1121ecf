const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/**
 * `next`, keeping every part of `previous` that is deeply equal to it (plain objects and arrays
 * only): an answer read again that has not changed is the same object, so nothing that depends
 * on it renders or runs again.
 */
export function shareEqual(previous: unknown, next: unknown): unknown {
  if (previous === next) return previous
  const arrays = Array.isArray(previous) && Array.isArray(next)
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next
  const before = previous as Record<string, unknown>
  const after = next as Record<string, unknown>
  const keys = Object.keys(after)
  const copy: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {}
  let same = keys.length === Object.keys(before).length
  for (const key of keys) {
    copy[key] = shareEqual(before[key], after[key])
    if (copy[key] !== before[key] || !(key in before)) same = false
  }
  return same ? previous : copy
}
