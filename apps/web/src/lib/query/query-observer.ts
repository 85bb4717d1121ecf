import type { QueryClient, QueryDefaults } from './client'
import { onlineManager } from './online'
import type {
  FetchStatus,
  Observer,
  Query,
  QueryFunctionContext,
  QueryKey,
  QueryState,
  QueryStatus,
  ReadOptions,
} from './query'

export interface UseQueryOptions<
  TData = unknown,
  TError = Error,
  TKey extends QueryKey = QueryKey,
> extends QueryDefaults {
  queryKey: TKey
  queryFn: (context: QueryFunctionContext<TKey>) => TData | Promise<TData>
  /** False: the query is neither read nor kept fresh (its state still shows). */
  enabled?: boolean
  /**
   * What to show while the first answer of this key is read: a value, or one made from the
   * answer this screen showed before and that answer's query.
   */
  placeholderData?:
    | NoInfer<TData>
    | ((
        previous: NoInfer<TData> | undefined,
        previousQuery: Query<NoInfer<TData>, TError> | undefined,
      ) => NoInfer<TData> | undefined)
}

interface ResultBase<TError> {
  fetchStatus: FetchStatus
  isFetching: boolean
  isPlaceholderData: boolean
  /** Reads again now (a read under way of an answered query starts over); never throws. */
  refetch: () => Promise<void>
  error: TError | null
}
type Flags<S extends QueryStatus> = {
  status: S
  isPending: S extends 'pending' ? true : false
  isError: S extends 'error' ? true : false
  isSuccess: S extends 'success' ? true : false
}
/** What a screen shows of a query, narrowed by its status (or its flags). */
export type UseQueryResult<TData = unknown, TError = Error> = ResultBase<TError> &
  (
    | (Flags<'pending'> & { data: undefined; error: null })
    | (Flags<'error'> & { data: TData | undefined; error: TError })
    | (Flags<'success'> & { data: TData; error: null })
  )

type Resolved<TData, TError> = UseQueryOptions<TData, TError> &
  ReadOptions<TData> & { refetchOnReconnect: boolean }

/**
 * One screen's read of a query (`useQuery`): it follows the query of the screen's key, reads
 * when the screen shows it and its answer is stale (or when `enabled` turns true, or the key
 * changes), and makes what the screen shows of it.
 */
export class QueryObserver<TData, TError> implements Observer {
  private options!: Resolved<TData, TError>
  private query!: Query<TData, TError>
  private attached: { query: Query<TData, TError>; stop: () => void } | null = null
  private onChange: (() => void) | null = null
  /** The query and `enabled` the last commit decided on (whether to read). */
  private decided: { query: Query<TData, TError>; enabled: boolean } | null = null
  /** The last query this screen showed an answer of, for `placeholderData`. */
  private answered: Query<TData, TError> | null = null
  private last: UseQueryResult<TData, TError> | null = null

  constructor(private readonly client: QueryClient) {}

  get enabled(): boolean {
    return this.options.enabled !== false
  }
  get staleTime(): number {
    return this.options.staleTime
  }
  get refetchOnReconnect(): boolean {
    return this.options.refetchOnReconnect
  }

  /** At each render: the screen's options now, and the query of their key. */
  setOptions(options: UseQueryOptions<TData, TError>): void {
    this.options = this.client.withDefaults(options) as Resolved<TData, TError>
    this.query = this.client.build<TData, TError>(this.options)
  }

  subscribe = (onChange: () => void): (() => void) => {
    this.onChange = onChange
    this.attach()
    return () => {
      this.onChange = null
      this.attached?.stop()
      this.attached = null
      // Shown again (React's StrictMode does so at once): decide again whether to read.
      this.decided = null
    }
  }

  getSnapshot = (): QueryState<TData, TError> => this.query.state

  /** After each commit: follows a new key's query, and reads if the screen wants an answer. */
  commit(): void {
    // The query of the key as the cache has it now: one the render built may have been
    // forgotten before this commit (a transition's render can wait), and a new one is made.
    this.query = this.client.build<TData, TError>(this.options)
    // A new key's query: its state may have changed since this render read it.
    if (this.onChange && this.attach()) this.onChange()
    const { query, enabled } = this
    if (this.decided?.query === query && this.decided.enabled === enabled) return
    this.decided = { query, enabled }
    if (enabled && query.isStale(this.options.staleTime))
      query.fetch(this.options).catch(() => undefined)
  }

  refetch = (): Promise<void> =>
    this.query.fetch(this.options, true).then(
      () => undefined,
      () => undefined,
    )

  /** What the screen shows, the same object as long as nothing in it changed. */
  result(state: QueryState<TData, TError>): UseQueryResult<TData, TError> {
    const { query, options, enabled } = this
    let fetchStatus = state.fetchStatus
    const undecided = this.decided?.query !== query || this.decided.enabled !== enabled
    if (undecided && enabled && fetchStatus === 'idle' && query.isStale(options.staleTime)) {
      fetchStatus =
        options.networkMode === 'always' || onlineManager.isOnline() ? 'fetching' : 'paused'
    }
    let { data, status } = state
    let isPlaceholderData = false
    const { placeholderData } = options
    if (data === undefined && status === 'pending' && placeholderData !== undefined) {
      const previous = this.answered ?? undefined
      const shown =
        typeof placeholderData === 'function'
          ? (placeholderData as (d?: TData, q?: Query<TData, TError>) => TData | undefined)(
              previous?.state.data,
              previous,
            )
          : placeholderData
      if (shown !== undefined) [data, status, isPlaceholderData] = [shown, 'success', true]
    }
    if (state.data !== undefined) this.answered = query

    const next = {
      data,
      error: state.error,
      status,
      fetchStatus,
      isPending: status === 'pending',
      isError: status === 'error',
      isSuccess: status === 'success',
      isFetching: fetchStatus === 'fetching',
      isPlaceholderData,
      refetch: this.refetch,
    } as UseQueryResult<TData, TError>
    const last = this.last
    const same =
      last &&
      (Object.keys(next) as (keyof typeof next)[]).every((name) => last[name] === next[name])
    if (!same) this.last = next
    return this.last!
  }

  /** Listens to the query of the screen's key; says whether it was another one before. */
  private attach(): boolean {
    const { query } = this
    if (this.attached?.query === query) return false
    const switched = this.attached !== null
    this.attached?.stop()
    query.addObserver(this)
    const stopListening = query.subscribe(() => this.onChange?.())
    this.attached = {
      query,
      stop: () => {
        stopListening()
        query.removeObserver(this)
      },
    }
    return switched
  }
}
