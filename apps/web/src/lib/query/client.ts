import { onlineManager } from './online'
import {
  Query,
  type QueryFunctionContext,
  type QueryKey,
  type QueryState,
  type ReadOptions,
} from './query'

declare const dataTag: unique symbol
/** A query key that carries the type of its answer (from `queryOptions`). */
export type DataTag<TKey, TData> = TKey & { readonly [dataTag]?: TData }
/** The answer's type a key carries, or `TFallback` for a plain key. */
export type DataOf<TKey, TFallback> = TKey extends { readonly [dataTag]?: infer T }
  ? unknown extends T
    ? TFallback
    : T
  : TFallback

export type Updater<T> = T | undefined | ((old: T | undefined) => T | undefined)

/** What a query says of how it reads; what it leaves out comes from the client's defaults. */
export type QueryDefaults = Partial<Omit<ReadOptions, 'queryKey' | 'queryFn'>> & {
  refetchOnReconnect?: boolean
}

export type FetchOptions<TData, TKey extends QueryKey> = QueryDefaults & {
  queryKey: TKey
  queryFn: (context: QueryFunctionContext<TKey>) => TData | Promise<TData>
}

export interface QueryFilters {
  /** Every query whose key starts with this one. */
  queryKey?: QueryKey
  predicate?: (query: Query<unknown, unknown>) => boolean
}

/** A key as a string. Keys are arrays of strings, numbers, booleans and null. */
export const hashKey = (key: QueryKey): string => JSON.stringify(key)

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => part === key[i])

/**
 * The app's cache of what it has read from the server and the phone (ADR 0084): one `Query`
 * per key, shared by every screen that asks it. Writes are `Mutation`s (mutation.ts), which
 * `useMutation` (use-mutation.ts) runs for a screen; neither loads with the first screens.
 */
export class QueryClient {
  private readonly queries = new Map<string, Query<unknown, unknown>>()
  private readonly defaults: QueryDefaults & { refetchOnReconnect: boolean }
  private stopListening: (() => void) | null = null

  constructor({ defaultOptions }: { defaultOptions?: { queries?: QueryDefaults } } = {}) {
    this.defaults = {
      retry: 3,
      networkMode: 'online',
      staleTime: 0,
      gcTime: 5 * 60_000,
      structuralSharing: true,
      refetchOnReconnect: true,
      ...defaultOptions?.queries,
    }
  }

  /** From the provider's mount: stale queries a screen shows are read again on reconnecting. */
  mount(): void {
    this.stopListening ??= onlineManager.subscribe((online) => {
      if (online) for (const query of this.queries.values()) this.onReconnect(query)
    })
  }

  unmount(): void {
    this.stopListening?.()
    this.stopListening = null
  }

  /** A query's options with the client's defaults filled in. */
  withDefaults<T extends { queryKey: QueryKey }>(
    options: T,
  ): QueryDefaults & typeof this.defaults & T {
    const merged = { ...this.defaults } as QueryDefaults & typeof this.defaults & T
    for (const [name, value] of Object.entries(options)) {
      if (value !== undefined) (merged as Record<string, unknown>)[name] = value
    }
    return merged
  }

  /** The query of these options' key, made if there is none, reading with these options. */
  build<TData, TError>(options: ReadOptions<TData>): Query<TData, TError> {
    const hash = hashKey(options.queryKey)
    let query = this.queries.get(hash) as Query<TData, TError> | undefined
    if (query) query.useOptions(options)
    else {
      query = new Query<TData, TError>(options.queryKey, hash, options, (gone) => {
        if (this.queries.get(hash) === gone) this.queries.delete(hash)
      })
      this.queries.set(hash, query as Query<unknown, unknown>)
    }
    return query
  }

  getQueryData<T = unknown, TKey extends QueryKey = QueryKey>(
    key: TKey,
  ): DataOf<TKey, T> | undefined {
    return this.queries.get(hashKey(key))?.state.data as DataOf<TKey, T> | undefined
  }

  getQueryState(key: QueryKey): QueryState<unknown, unknown> | undefined {
    return this.queries.get(hashKey(key))?.state
  }

  /** Sets an answer as if it had been read now; `undefined` (or an updater's) changes nothing. */
  setQueryData<T = unknown, TKey extends QueryKey = QueryKey>(
    key: TKey,
    updater: Updater<DataOf<TKey, T>>,
  ): DataOf<TKey, T> | undefined {
    const query = this.queries.get(hashKey(key))
    const old = query?.state.data as DataOf<TKey, T> | undefined
    const data =
      typeof updater === 'function' ? (updater as (old: unknown) => DataOf<TKey, T>)(old) : updater
    if (data === undefined) return old
    const read = this.withDefaults({ queryKey: key, queryFn: missingQueryFn }) as ReadOptions
    ;(query ?? this.build<unknown, unknown>(read)).setData(data)
    return data
  }

  /** The answer while it is fresh (by the options' `staleTime`), else read; throws a failure. */
  fetchQuery<TData, TKey extends QueryKey>(options: FetchOptions<TData, TKey>): Promise<TData> {
    const resolved = this.withDefaults(options) as unknown as ReadOptions<TData>
    const query = this.build<TData, unknown>(resolved)
    return query.isStale(resolved.staleTime)
      ? query.fetch(resolved)
      : Promise.resolve(query.state.data as TData)
  }

  /** `fetchQuery` that never throws: for what a screen will want soon. */
  prefetchQuery<TData, TKey extends QueryKey>(options: FetchOptions<TData, TKey>): Promise<void> {
    return this.fetchQuery(options).then(
      () => undefined,
      () => undefined,
    )
  }

  /** Marks the matching queries to be read again, and reads again those a screen shows. */
  async invalidateQueries(filters: QueryFilters = {}): Promise<void> {
    const reads = this.find(filters).map((query) => {
      query.setState({ isInvalidated: true })
      return query.isActive() ? query.fetch(undefined, true).catch(() => undefined) : undefined
    })
    await Promise.all(reads)
  }

  /** Forgets the matching queries (and withdraws their reads). */
  removeQueries(filters: QueryFilters = {}): void {
    for (const query of this.find(filters)) {
      this.queries.delete(query.hash)
      query.cancel('forget')
    }
  }

  clear(): void {
    this.removeQueries()
  }

  private find(filters: QueryFilters): Query<unknown, unknown>[] {
    return [...this.queries.values()].filter(
      (query) =>
        (!filters.queryKey || startsWith(query.queryKey, filters.queryKey)) &&
        (!filters.predicate || filters.predicate(query)),
    )
  }

  private onReconnect(query: Query<unknown, unknown>): void {
    const wants = [...query.observers].some(
      (observer) =>
        observer.enabled && observer.refetchOnReconnect && query.isStale(observer.staleTime),
    )
    if (wants) query.fetch().catch(() => undefined)
  }
}

/** The read of a query only ever set (`setQueryData`), should a screen ask it to read. */
async function missingQueryFn(): Promise<never> {
  throw new Error('This query is only ever set, never read.')
}
