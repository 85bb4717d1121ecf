/**
 * Work done one at a time for each key, in the order it was asked: each starts once the one
 * before it has settled, whether that one succeeded or failed. For writes whose last one must be
 * the last asked for, however long each takes.
 */
export function turnsByKey<K>(): (key: K, work: () => Promise<void>) => Promise<void> {
  const last = new Map<K, Promise<void>>()
  return (key, work) => {
    const mine = (last.get(key) ?? Promise.resolve()).then(work)
    const settled = mine.catch(() => undefined)
    last.set(key, settled)
    void settled.then(() => {
      if (last.get(key) === settled) last.delete(key)
    })
    return mine
  }
}
