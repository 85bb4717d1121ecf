/**
 * A copy of every IndexedDB database of one factory, taken and put back through IndexedDB's own
 * API: each store with its key path, key generator and indexes, and its records with their keys.
 * A phone put back from a copy opens its databases as they were when the copy was taken.
 */

interface IndexCopy {
  name: string
  keyPath: string | string[]
  unique: boolean
  multiEntry: boolean
}

interface StoreCopy {
  name: string
  keyPath: string | string[] | null
  autoIncrement: boolean
  indexes: IndexCopy[]
  keys: IDBValidKey[]
  values: unknown[]
}

export interface DatabaseCopy {
  name: string
  version: number
  stores: StoreCopy[]
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function opened(request: IDBOpenDBRequest): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
    request.onblocked = () => reject(new Error('IndexedDB open blocked'))
  })
}

function ended(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'))
  })
}

async function copyDatabase(factory: IDBFactory, name: string): Promise<DatabaseCopy> {
  const db = await opened(factory.open(name))
  try {
    const names = [...db.objectStoreNames]
    const stores: StoreCopy[] = []
    if (names.length > 0) {
      const transaction = db.transaction(names, 'readonly')
      for (const storeName of names) {
        const store = transaction.objectStore(storeName)
        const indexes = [...store.indexNames].map((indexName) => {
          const index = store.index(indexName)
          return {
            name: index.name,
            keyPath: index.keyPath,
            unique: index.unique,
            multiEntry: index.multiEntry,
          }
        })
        const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())])
        stores.push({
          name: storeName,
          keyPath: store.keyPath,
          autoIncrement: store.autoIncrement,
          indexes,
          keys,
          values,
        })
      }
    }
    return { name, version: db.version, stores }
  } finally {
    db.close()
  }
}

/** Every database of `factory`, as it is now. */
export async function copyDatabases(factory: IDBFactory): Promise<DatabaseCopy[]> {
  const listed = await factory.databases()
  return Promise.all(listed.map(({ name }) => copyDatabase(factory, name!)))
}

/** Puts `copies` into `factory`, which holds none of their databases yet. */
export async function putDatabases(
  factory: IDBFactory,
  copies: readonly DatabaseCopy[],
): Promise<void> {
  for (const copy of copies) {
    const request = factory.open(copy.name, copy.version)
    request.onupgradeneeded = () => {
      for (const store of copy.stores) {
        const made = request.result.createObjectStore(store.name, {
          keyPath: store.keyPath,
          autoIncrement: store.autoIncrement,
        })
        for (const index of store.indexes) {
          made.createIndex(index.name, index.keyPath, {
            unique: index.unique,
            multiEntry: index.multiEntry,
          })
        }
      }
    }
    const db = await opened(request)
    try {
      const names = copy.stores.map((store) => store.name)
      if (names.length === 0) continue
      const transaction = db.transaction(names, 'readwrite')
      for (const store of copy.stores) {
        const target = transaction.objectStore(store.name)
        store.values.forEach((value, i) => {
          if (store.keyPath === null) target.put(value, store.keys[i])
          else target.put(value)
        })
      }
      await ended(transaction)
    } finally {
      db.close()
    }
  }
}
