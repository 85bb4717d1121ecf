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

/** The connections kept open, per IndexedDB factory (a test's own) and database name. */
const SHARED = new WeakMap<IDBFactory, Map<string, Promise<IDBDatabase>>>()

/**
 * Database `name` on one connection kept open for the page (opened as `openDatabase` does), so
 * a read does not open the database again (ADR 0074). Not to be closed by its users: it closes
 * itself when the database is deleted or upgraded elsewhere, and the next call opens it again.
 */
export function sharedDatabase(
  name: string,
  version: number,
  upgrade: (db: IDBDatabase) => void,
): Promise<IDBDatabase> {
  let byName = SHARED.get(indexedDB)
  if (!byName) SHARED.set(indexedDB, (byName = new Map()))
  const kept = byName.get(name)
  if (kept) return kept
  const open = byName
  const forget = () => {
    if (open.get(name) === opening) open.delete(name)
  }
  const opening = openDatabase(name, version, upgrade).then((db) => {
    db.onversionchange = () => {
      forget()
      db.close()
    }
    db.onclose = forget
    return db
  })
  opening.catch(forget)
  open.set(name, opening)
  return opening
}

/** One of the database's stores, in a transaction of its own. */
export function storeOf(db: IDBDatabase, name: string, mode: IDBTransactionMode = 'readonly') {
  return db.transaction(name, mode).objectStore(name)
}
