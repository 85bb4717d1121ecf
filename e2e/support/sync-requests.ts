import type { Page, Request } from '@playwright/test'

/** The bytes of every request body the page sends to `/api/sync`, as they go. */
export function syncBodies(page: Page) {
  const sent: { method: string; path: string; bytes: number }[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/sync')) return
    sent.push({
      method: request.method(),
      path: url.pathname,
      bytes: request.postDataBuffer()?.length ?? 0,
    })
  })
  return sent
}
