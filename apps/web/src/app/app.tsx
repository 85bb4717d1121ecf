import type { QueryClient } from '@/lib/query'
import { BrowserRouter } from '@/lib/router'
import { DesktopGate } from '@/features/desktop-gate/desktop-gate'
import { AppProvider } from './provider'
import { AppRoutes } from './router'
import { ScrollMemory } from './scroll-memory'
import { ToastsStayBehind } from './toasts-stay-behind'

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <DesktopGate>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <ScrollMemory />
          <ToastsStayBehind />
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </DesktopGate>
  )
}
