import { QueryClientProvider, type QueryClient } from '@/lib/query'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { whenToastsWanted } from '@/lib/toast'
import { UpdatePrompt } from './update-prompt'

const AppToaster = lazy(() => import('./toaster'))

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

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <UpdatePrompt />
      <LazyToaster />
    </QueryClientProvider>
  )
}
