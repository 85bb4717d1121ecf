import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react'
import type { QueryClient } from './client'

const ClientContext = createContext<QueryClient | null>(null)

/** Gives the screens below it this query client, mounted while the provider is. */
export function QueryClientProvider({
  client,
  children,
}: {
  client: QueryClient
  children: ReactNode
}) {
  useEffect(() => {
    client.mount()
    return () => client.unmount()
  }, [client])
  // Plain TypeScript, so that what imports the app's reads without JSX (the sync simulation)
  // compiles it as it is.
  return createElement(ClientContext.Provider, { value: client }, children)
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext)
  if (!client) throw new Error('No QueryClient: render inside a QueryClientProvider.')
  return client
}
