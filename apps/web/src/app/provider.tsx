import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { whenToastsWanted } from '@/lib/toast'
import { UpdatePrompt } from './update-prompt'

const AppToaster = lazy(() => import('./toaster'))

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  })
}

/** Mounts the Toaster with the first toast, so that no first screen loads it. */
function LazyToaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => whenToastsWanted(() => setWanted(true)), [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <UpdatePrompt />
      <LazyToaster />
    </QueryClientProvider>
  )
}
