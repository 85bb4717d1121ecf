/**
 * A desktop notification center for journeys, so a test can see a reminder the way a person
 * does and tap it. Chromium on Linux shows web notifications through the freedesktop
 * notification service on the session D-Bus and learns of a tap from its `ActionInvoked`
 * signal, which it turns into the service worker's real `notificationclick` (with the right to
 * focus and open windows). This starts a private D-Bus daemon and plays that service on it.
 *
 * Chromium routes a tap back by profile, and Playwright's default contexts are incognito
 * profiles it cannot route to, so a journey that taps uses a persistent context launched with
 * `env: { DBUS_SESSION_BUS_ADDRESS: center.busAddress }`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sessionBus } from '@homebridge/dbus-native'

export type ShownNotification = {
  id: number
  summary: string
  body: string
  actions: string[]
}

export type NotificationCenter = {
  busAddress: string
  /** Notifications on screen now, oldest first. */
  shown(): ShownNotification[]
  /** Taps a notification's body, as a person would. */
  tap(id: number): void
  close(): Promise<void>
}

const BUS_CONFIG = (
  dir: string,
) => `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=${dir}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`

export async function startNotificationCenter(): Promise<NotificationCenter> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hara-dbus-'))
  const config = path.join(dir, 'bus.conf')
  writeFileSync(config, BUS_CONFIG(dir))
  const daemon: ChildProcess = spawn(
    'dbus-daemon',
    ['--config-file', config, '--nofork', '--print-address=1'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  )
  const busAddress = await new Promise<string>((resolve, reject) => {
    let text = ''
    daemon.once('error', reject)
    daemon.once('exit', (code) => reject(new Error(`dbus-daemon exited with ${code}`)))
    daemon.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) resolve(text.trim())
    })
  })

  const bus = sessionBus({ busAddress })
  const notifications = new Map<number, ShownNotification>()
  let lastId = 0
  const service = Object.assign(new EventEmitter(), {
    GetCapabilities: () => ['body', 'actions'],
    GetServerInformation: () => ['hara-e2e', 'Hara', '1.0', '1.2'],
    Notify: (
      _app: string,
      replaces: number,
      _icon: string,
      summary: string,
      body: string,
      actions: string[],
    ) => {
      const id = replaces || ++lastId
      notifications.set(id, { id, summary, body, actions })
      return id
    },
    CloseNotification: (id: number) => {
      if (notifications.delete(id)) service.emit('NotificationClosed', id, 3)
    },
  })
  bus.exportInterface(service, '/org/freedesktop/Notifications', {
    name: 'org.freedesktop.Notifications',
    methods: {
      GetCapabilities: ['', 'as'],
      GetServerInformation: ['', 'ssss'],
      Notify: ['susssasa{sv}i', 'u'],
      CloseNotification: ['u', ''],
    },
    signals: { ActionInvoked: ['us'], NotificationClosed: ['uu'] },
  })
  await new Promise<void>((resolve, reject) =>
    // 4: do not queue; fail if the name is taken.
    bus.requestName('org.freedesktop.Notifications', 4, (error, result) =>
      error || result !== 1 ? reject(new Error(`could not own the name: ${result}`)) : resolve(),
    ),
  )

  return {
    busAddress,
    shown: () => [...notifications.values()],
    tap(id) {
      if (!notifications.has(id)) throw new Error(`no notification ${id} on screen`)
      // "default" is the action Chromium gives the notification's body.
      service.emit('ActionInvoked', id, 'default')
    },
    async close() {
      ;(bus.connection as unknown as { end(): void }).end()
      daemon.removeAllListeners('exit')
      daemon.kill('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
