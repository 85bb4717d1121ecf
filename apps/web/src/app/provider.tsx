import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { useTheme } from '@/features/theme/use-theme'
import { StorageAlerts } from './storage-alerts'

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  })
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient)
  const { resolved } = useTheme()
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <StorageAlerts />
      {/* Spec section 9: one toast visible at a time, 5000 ms by default. */}
      <Toaster
        theme={resolved}
        position="top-center"
        visibleToasts={1}
        duration={5000}
        closeButton
        // Toasts use the app's own tokens so they meet AA contrast in both themes.
        toastOptions={{
          classNames: {
            toast: 'font-sans !bg-surface !border-line !text-fg !rounded-2xl !shadow-lg',
            description: '!text-muted',
            error: '!border-danger/60 [&_[data-icon]]:!text-danger',
            success: '[&_[data-icon]]:!text-success',
            closeButton: '!bg-surface-2 !border-line !text-fg',
          },
        }}
      />
    </QueryClientProvider>
  )
}
