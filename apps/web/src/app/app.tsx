import { BrowserRouter } from 'react-router'
import { DesktopGate } from '@/features/desktop-gate/desktop-gate'
import { AppProvider } from './provider'
import { AppRoutes } from './router'
import { ScrollMemory } from './scroll-memory'

export function App() {
  return (
    <DesktopGate>
      <AppProvider>
        <BrowserRouter>
          <ScrollMemory />
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </DesktopGate>
  )
}
