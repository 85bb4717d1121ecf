import { QueryClient, QueryClientProvider } from '@/lib/query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from '@/lib/router'
import { StorageAlerts } from '@/app/storage-alerts'

/**
 * Renders with what the app puts around a feature: a fresh query client, a router, and the
 * storage alerts that tell the user about a journal write storage refused.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <StorageAlerts />
    </QueryClientProvider>,
  )
}
