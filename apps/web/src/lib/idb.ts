/**
 * IndexedDB's requests and transactions as promises: the one wrapper for Hara's databases (the
 * journal's records, record sync's state, the backup's keys). ADR 0031 says why not the `idb`
 * package: it cost Home 1.1 kB of its JavaScript budget. A transaction stays open across
 * `await`s of its own requests, as long as nothing else is awaited in between.
 */

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

/**
 * Resolves when `tx` commits; rejects with its error (a full disk: QuotaExceededError). Taken
 * as handled from the start: a caller that fails before awaiting it has its own error to give.
 */
export function committed(tx: IDBTransaction): Promise<void> {
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onabort = tx.onerror = () => reject(tx.error ?? new DOMException('Aborted', 'AbortError'))
  })
  done.catch(() => undefined)
  return done
}

/** Opens database `name` at `version`; `upgrade` makes its stores when it is new. */
export function openDatabase(
  name: string,
  version: number,
  upgrade: (db: IDBDatabase) => void,
): Promise<IDBDatabase> {
  const req = indexedDB.open(name, version)
  req.onupgradeneeded = () => upgrade(req.result)
  return request(req)
}

/** One of the database's stores, in a transaction of its own. */
export function storeOf(db: IDBDatabase, name: string, mode: IDBTransactionMode = 'readonly') {
  return db.transaction(name, mode).objectStore(name)
}
