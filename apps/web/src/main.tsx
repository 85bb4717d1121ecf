// First: zod's configuration, before any chunk builds a schema (see lib/zod-config.ts).
import './lib/zod-config'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { sessionBeforeFirstRender } from './app/first-render'
import { makeQueryClient } from './app/query-client'
import { speakChosen } from './i18n/language'
import { registerServiceWorker } from './lib/service-worker'
// The app's link goes in the entry with the router: the signed-out screens and the signed-in
// layout both use it, and in either chunk it would make the other screens load that chunk.
import './components/ui/link'
import './styles/index.css'

const queryClient = makeQueryClient()
const root = createRoot(document.getElementById('root')!)
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
)

// With the session known, the first render is a transition: it yields to the browser as it
// goes, and nothing it reads changes under it (app/first-render.ts).
// The chosen language too: English at once, another once its catalog is here (ADR 0077).
const language = speakChosen()
void Promise.all([sessionBeforeFirstRender(queryClient), language]).then(([known]) => {
  if (known) startTransition(() => root.render(app))
  else root.render(app)
})

registerServiceWorker()
