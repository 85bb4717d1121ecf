import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { renderInTasks } from './lib/render-in-tasks'
import { registerServiceWorker } from './lib/service-worker'
import './styles/index.css'

renderInTasks()
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

registerServiceWorker()
