/**
 * Reminder notifications. The server's push carries `{ kind, day }` and the account's language;
 * the words in that language and the target screen come from the core, so the daily reminder
 * reads 'Time for a check-in' and opens /check-in, the weekly one invites a look at the week on
 * /insights, and the outcome reminder opens Home at "How did it turn out?"
 * (/home#how-did-it-turn-out). An account that never chose a language is spoken to in the
 * phone's (`navigator.languages`, as the app's first start chooses): the language chosen on this
 * phone is kept in localStorage, which a worker cannot read.
 *
 * A tap brings an open Hara window forward and moves it to that screen; with none open, it
 * opens one.
 */
/// <reference lib="webworker" />
import { notificationForPush } from '@hara/core/push-message'

const ICON = '/icons/icon-192.png'

export function listenForReminders(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    // Every push must show a notification (`userVisibleOnly`); anything unreadable shows the
    // daily reminder rather than the browser's generic notice.
    const content = notificationForPush(readText(event.data), scope.navigator.languages)
    event.waitUntil(
      scope.registration.showNotification(content.title, {
        body: content.body,
        tag: content.tag,
        icon: ICON,
        lang: content.lang,
        data: { url: content.url },
      }),
    )
  })

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const target = new URL(readUrl(event.notification.data), scope.location.origin)
    event.waitUntil(openApp(scope, target))
  })
}

function readText(data: PushMessageData | null): string | null {
  try {
    return data?.text() ?? null
  } catch {
    return null
  }
}

/** The notification's own path on this origin, or Home. */
function readUrl(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/home'
}

async function openApp(scope: ServiceWorkerGlobalScope, target: URL): Promise<void> {
  const windows = (
    await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  ).filter((client) => new URL(client.url).origin === target.origin)
  const open =
    windows.find((client) => client.focused) ??
    windows.find((client) => client.visibilityState === 'visible') ??
    windows[0]
  if (!open) {
    await scope.clients.openWindow(target.href)
    return
  }
  const focused = await open.focus()
  const at = new URL(focused.url)
  if (at.pathname === target.pathname && at.search === target.search && at.hash === target.hash) {
    return
  }
  try {
    await focused.navigate(target.href)
  } catch {
    // A window this worker does not control cannot be navigated: open the screen instead.
    await scope.clients.openWindow(target.href)
  }
}
