import { useState, useSyncExternalStore } from 'react'
import { idleMutation, Mutation, type MutationOptions, type MutationState } from './mutation'

/**
 * Callbacks for one call, run only if it is still the screen's latest call (even once the write
 * has taken the screen away: a sign-up's welcome shows as the app opens).
 */
export type MutateCallbacks<TData, TError, TVariables> = Pick<
  MutationOptions<TData, TError, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>

type Flags<S extends string> = {
  status: S
  isIdle: S extends 'idle' ? true : false
  isPending: S extends 'pending' ? true : false
  isError: S extends 'error' ? true : false
  isSuccess: S extends 'success' ? true : false
}
/** Where the screen's latest write stands, narrowed by its status (or its flags). */
type ResultState<TData, TError, TVariables> = { submittedAt: number } & (
  | (Flags<'idle'> & { data: undefined; error: null; variables: undefined })
  | (Flags<'pending'> & { data: undefined; error: null; variables: TVariables })
  | (Flags<'error'> & { data: undefined; error: TError; variables: TVariables })
  | (Flags<'success'> & { data: TData; error: null; variables: TVariables })
)

export type UseMutationResult<TData = unknown, TError = Error, TVariables = void> = ResultState<
  TData,
  TError,
  TVariables
> & {
  /** Runs the write; a failure is the callbacks' (or the screen's `error`), never thrown. */
  mutate: (variables: TVariables, callbacks?: MutateCallbacks<TData, TError, TVariables>) => void
  mutateAsync: (
    variables: TVariables,
    callbacks?: MutateCallbacks<TData, TError, TVariables>,
  ) => Promise<TData>
  /** Back to idle: the last write's outcome is no longer shown. */
  reset: () => void
}

/** A screen's writes: each call runs a new mutation, and the screen shows the latest. */
class MutationObserver<TData, TError, TVariables> {
  private options!: MutationOptions<TData, TError, TVariables>
  private current: Mutation<TData, TError, TVariables> | null = null
  private stopCurrent = () => {}
  private onChange = () => {}

  /** At each render: the screen's options now. */
  setOptions(options: MutationOptions<TData, TError, TVariables>): void {
    this.options = options
  }

  subscribe = (onChange: () => void) => {
    this.onChange = onChange
    return () => {
      this.onChange = () => {}
    }
  }

  getSnapshot = (): MutationState<TData, TError, TVariables> =>
    this.current?.state ?? (idleMutation as MutationState<TData, TError, TVariables>)

  mutateAsync = (variables: TVariables, callbacks?: MutateCallbacks<TData, TError, TVariables>) => {
    // The screen's own callbacks as they are when the write ends.
    const started = new Mutation<TData, TError, TVariables>({
      mutationFn: (v) => this.options.mutationFn(v),
      onSuccess: (data, v) => this.options.onSuccess?.(data, v),
      onError: (error, v) => this.options.onError?.(error, v),
      onSettled: (data, error, v) => this.options.onSettled?.(data, error, v),
    })
    this.show(started)
    const mine = () => this.current === started
    return started.execute(variables).then(
      async (data) => {
        if (mine()) {
          await callbacks?.onSuccess?.(data, variables)
          await callbacks?.onSettled?.(data, null, variables)
        }
        return data
      },
      async (error: TError) => {
        if (mine()) {
          await callbacks?.onError?.(error, variables)
          await callbacks?.onSettled?.(undefined, error, variables)
        }
        throw error
      },
    )
  }

  mutate = (variables: TVariables, callbacks?: MutateCallbacks<TData, TError, TVariables>) => {
    this.mutateAsync(variables, callbacks).catch(() => undefined)
  }

  reset = () => this.show(null)

  private show(mutation: Mutation<TData, TError, TVariables> | null): void {
    this.stopCurrent()
    this.current = mutation
    this.stopCurrent = mutation?.subscribe(() => this.onChange()) ?? (() => {})
    this.onChange()
  }
}

/** A screen's write: each call runs a new mutation (mutation.ts), and the screen shows the latest. */
export function useMutation<TData = unknown, TError = Error, TVariables = void>(
  options: MutationOptions<TData, TError, TVariables>,
): UseMutationResult<TData, TError, TVariables> {
  const [observer] = useState(() => new MutationObserver<TData, TError, TVariables>())
  observer.setOptions(options)
  const state = useSyncExternalStore(observer.subscribe, observer.getSnapshot, observer.getSnapshot)
  const { mutate, mutateAsync, reset } = observer
  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    mutate,
    mutateAsync,
    reset,
  } as UseMutationResult<TData, TError, TVariables>
}
