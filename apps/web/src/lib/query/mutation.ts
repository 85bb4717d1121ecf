export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

export interface MutationState<TData = unknown, TError = Error, TVariables = void> {
  status: MutationStatus
  data: TData | undefined
  error: TError | null
  variables: TVariables | undefined
  submittedAt: number
}

export interface MutationOptions<TData = unknown, TError = Error, TVariables = void> {
  mutationFn: (variables: TVariables) => Promise<TData>
  /** Awaited before the mutation counts as done, as are `onError` and `onSettled`. */
  onSuccess?: (data: TData, variables: TVariables) => unknown
  onError?: (error: TError, variables: TVariables) => unknown
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables) => unknown
}

export const idleMutation: MutationState<never, never, never> = {
  status: 'idle',
  data: undefined,
  error: null,
  variables: undefined,
  submittedAt: 0,
}

/**
 * One write: it runs once, whether or not the phone says it is online (a check-in's save and
 * the lock's writes happen on the phone; a call to the server fails at once with its own
 * words), and holds whether it is under way, went through or failed. Never tried again behind
 * the person's back: that is the caller's to offer.
 */
export class Mutation<TData = unknown, TError = Error, TVariables = void> {
  state: MutationState<TData, TError, TVariables> = idleMutation
  private readonly listeners = new Set<() => void>()

  constructor(private readonly options: MutationOptions<TData, TError, TVariables>) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async execute(variables: TVariables): Promise<TData> {
    const { mutationFn, onSuccess, onError, onSettled } = this.options
    this.set({ ...idleMutation, status: 'pending', variables, submittedAt: Date.now() })
    try {
      const data = await mutationFn(variables)
      await onSuccess?.(data, variables)
      await onSettled?.(data, null, variables)
      this.set({ status: 'success', data })
      return data
    } catch (caught) {
      const error = caught as TError
      try {
        await onError?.(error, variables)
        await onSettled?.(undefined, error, variables)
      } finally {
        this.set({ status: 'error', error })
      }
      throw error
    }
  }

  private set(patch: Partial<MutationState<TData, TError, TVariables>>): void {
    this.state = { ...this.state, ...patch }
    for (const listener of [...this.listeners]) listener()
  }
}
