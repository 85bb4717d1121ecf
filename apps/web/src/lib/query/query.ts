import { onlineManager, untilOnline } from './online'
import { shareEqual } from './share-equal'

export type QueryKey = readonly unknown[]
export type QueryStatus = 'pending' | 'error' | 'success'
export type FetchStatus = 'fetching' | 'paused' | 'idle'
/** `online`: a read waits, paused, while the phone says it is offline. `always`: it runs. */
export type NetworkMode = 'online' | 'always'

export interface QueryState<TData = unknown, TError = Error> {
  data: TData | undefined
  dataUpdatedAt: number
  error: TError | null
  status: QueryStatus
  fetchStatus: FetchStatus
  /** Asked to be read again (invalidated, or failed): stale whatever its age. */
  isInvalidated: boolean
}

export interface QueryFunctionContext<TKey extends QueryKey = QueryKey> {
  queryKey: TKey
  /** Aborted when no screen shows the read any more; a read that looks at it may be dropped. */
  signal: AbortSignal
}

/** How a query reads, with the client's defaults filled in (client.ts). */
export interface ReadOptions<TData = unknown, TKey extends QueryKey = QueryKey> {
  queryKey: TKey
  queryFn: (context: QueryFunctionContext<TKey>) => TData | Promise<TData>
  /** How many times a failed read is tried again (after 1 s, 2 s, 4 s … at most 30 s). */
  retry: number | boolean
  networkMode: NetworkMode
  /** How long an answer is fresh, in milliseconds: a screen that opens within it asks nothing. */
  staleTime: number
  /** How long an answer no screen shows is kept, in milliseconds. */
  gcTime: number
  /** Whether an answer equal to the one before keeps the one before's objects. */
  structuralSharing: boolean
}

/** One place that reads a query (a screen's `useQuery`), for what the query does meanwhile. */
export interface Observer {
  readonly enabled: boolean
  readonly staleTime: number
  readonly refetchOnReconnect: boolean
}

/** A read under way. */
interface Run {
  controller: AbortController
  promise: Promise<unknown>
  finish: (error: unknown, data?: unknown) => void
  done: boolean
  signalRead: boolean
  stopRetrying: boolean
  stopWaiting: () => void
  /** The state before the read, to go back to if it is withdrawn. */
  before: QueryState<unknown, unknown>
}

const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000)

export const emptyState = <TData, TError>(): QueryState<TData, TError> => ({
  data: undefined,
  dataUpdatedAt: 0,
  error: null,
  status: 'pending',
  fetchStatus: 'idle',
  isInvalidated: false,
})

/**
 * One question and its answer: the state every screen that asks it reads, the read under way
 * (one at a time), and when an answer no screen shows is forgotten.
 */
export class Query<TData = unknown, TError = Error> {
  state: QueryState<TData, TError> = emptyState()
  options: ReadOptions<TData>
  readonly observers = new Set<Observer>()
  private readonly listeners = new Set<() => void>()
  private run: Run | null = null
  private gcTime = 0
  private gcTimer: ReturnType<typeof setTimeout> | undefined

  constructor(
    readonly queryKey: QueryKey,
    readonly hash: string,
    options: ReadOptions<TData>,
    private readonly forget: (query: Query<TData, TError>) => void,
  ) {
    this.options = options
    this.useOptions(options)
    this.scheduleGc()
  }

  /** The newest options a screen reads with; the longest keeping time of any of them holds. */
  useOptions(options: ReadOptions<TData>): void {
    this.options = options
    this.gcTime = Math.max(this.gcTime, options.gcTime)
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  setState(patch: Partial<QueryState<TData, TError>>): void {
    this.state = { ...this.state, ...patch }
    for (const listener of [...this.listeners]) listener()
  }

  setData(data: TData): void {
    this.setState({
      data: this.share(data),
      dataUpdatedAt: Date.now(),
      error: null,
      status: 'success',
      isInvalidated: false,
    })
  }

  isStale(staleTime: number): boolean {
    const { data, isInvalidated, dataUpdatedAt } = this.state
    return data === undefined || isInvalidated || Date.now() - dataUpdatedAt >= staleTime
  }

  /** Some screen shows it and means it to be read. */
  isActive(): boolean {
    return [...this.observers].some((observer) => observer.enabled)
  }

  isFetching(): boolean {
    return this.run !== null
  }

  addObserver(observer: Observer): void {
    this.observers.add(observer)
    clearTimeout(this.gcTimer)
  }

  /**
   * When the last screen goes, a read that looked at its signal is withdrawn (the state goes
   * back to before it), as is one still waiting for the network; another ends without trying
   * again, and its answer is kept.
   */
  removeObserver(observer: Observer): void {
    this.observers.delete(observer)
    if (this.observers.size > 0) return
    const run = this.run
    if (run) {
      const waiting = this.state.fetchStatus === 'paused' && this.state.status === 'pending'
      if (run.signalRead || waiting) this.cancel('revert')
      else run.stopRetrying = true
    }
    this.scheduleGc()
  }

  /**
   * Reads, or joins the read under way. With `restart`, a read under way of a query that has
   * an answer is dropped and read again (what was asked may have changed since it started).
   */
  fetch(options: ReadOptions<TData> = this.options, restart = false): Promise<TData> {
    const current = this.run
    if (current && !(restart && this.state.data !== undefined))
      return current.promise as Promise<TData>
    if (current) this.cancel('keep')

    let finish!: Run['finish']
    const promise = new Promise<TData>((resolve, reject) => {
      finish = (error, data) => (error === undefined ? resolve(data as TData) : reject(error))
    })
    promise.catch(() => undefined)
    const run: Run = {
      controller: new AbortController(),
      promise,
      finish,
      done: false,
      signalRead: false,
      stopRetrying: false,
      stopWaiting: () => {},
      before: this.state,
    }
    this.run = run
    this.read(run, options).then(
      (data) => this.settle(run, () => this.setData(data), undefined, data),
      (error: TError) =>
        this.settle(
          run,
          () => this.setState({ error, status: 'error', isInvalidated: true }),
          error,
        ),
    )
    return promise
  }

  /**
   * Withdraws the read under way: `revert` puts back the state from before it, `keep` keeps
   * the state, `forget` (the query leaves the cache) changes nothing any more.
   */
  cancel(how: 'revert' | 'keep' | 'forget'): void {
    if (how === 'forget') clearTimeout(this.gcTimer)
    const run = this.run
    if (!run) return
    run.done = true
    this.run = null
    run.stopWaiting()
    run.controller.abort()
    if (how !== 'forget') {
      const before = how === 'revert' ? (run.before as QueryState<TData, TError>) : this.state
      this.setState({ ...before, fetchStatus: 'idle' })
    }
    run.finish(new Error('The read was withdrawn.'))
  }

  private settle(run: Run, apply: () => void, error: unknown, data?: unknown): void {
    if (run.done) return
    run.done = true
    this.run = null
    this.state = { ...this.state, fetchStatus: 'idle' }
    apply()
    run.finish(error, data)
    if (this.observers.size === 0) this.scheduleGc()
  }

  private async read(run: Run, options: ReadOptions<TData>): Promise<TData> {
    const context = {
      queryKey: options.queryKey,
      get signal() {
        run.signalRead = true
        return run.controller.signal
      },
    }
    for (let failures = 0; ; failures++) {
      await this.untilReadable(run, options.networkMode)
      if (run.done) throw new Error('The read was withdrawn.')
      try {
        return await options.queryFn(context)
      } catch (error) {
        const { retry } = options
        const again = retry === true || (typeof retry === 'number' && failures < retry)
        if (run.done || run.stopRetrying || !again) throw error
        await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)))
        if (run.done || run.stopRetrying) throw error
      }
    }
  }

  private async untilReadable(run: Run, mode: NetworkMode): Promise<void> {
    if (mode === 'online' && !onlineManager.isOnline()) {
      this.setState({ fetchStatus: 'paused' })
      const wait = untilOnline()
      run.stopWaiting = wait.stop
      await wait.ready
    }
    if (!run.done && this.state.fetchStatus !== 'fetching')
      this.setState({ fetchStatus: 'fetching' })
  }

  private share(data: TData): TData {
    return this.options.structuralSharing ? (shareEqual(this.state.data, data) as TData) : data
  }

  private scheduleGc(): void {
    clearTimeout(this.gcTimer)
    if (this.gcTime === Infinity) return
    this.gcTimer = setTimeout(() => {
      if (this.observers.size === 0 && !this.run) this.forget(this)
    }, this.gcTime)
  }
}
