// First: zod's configuration, before any chunk builds a schema (see lib/zod-config.ts).
import './lib/zod-config'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { registerServiceWorker } from './lib/service-worker'
import './styles/index.css'

// The first render is a transition, so React renders it in slices that yield to the browser
// between them, rather than in one long task that a tap would wait behind.
const root = createRoot(document.getElementById('root')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)

registerServiceWorker()
