import { BrowserRouter } from 'react-router'
import { DesktopGate } from '@/features/desktop-gate/desktop-gate'
import { AppProvider } from './provider'
import { AppRoutes } from './router'

export function App() {
  return (
    <DesktopGate>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </DesktopGate>
  )
}
