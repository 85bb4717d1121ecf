import { localDay, runtimeLocalDay, type CalendarDay } from '@hara/core'

/**
 * What the pure core takes as arguments, taken from the device: the time zone and fresh ids.
 */

function readTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone && zone.length > 0 ? zone : 'UTC'
  } catch {
    return 'UTC'
  }
}

let known: { zone: string; offset: number } | null = null

/**
 * The device's IANA time zone; 'UTC' when the browser does not say. Asking builds a whole
 * DateTimeFormat, about a millisecond on a phone, and a save asks in the tap that makes it: the
 * answer is kept for as long as the clock's offset from UTC holds. Travel or a change of
 * daylight-saving time moves the offset, and the zone is read again; a move between two zones
 * with the same offset (Paris to Berlin), which gives the same local day, is seen when the app
 * is next shown.
 */
export function deviceTimeZone(): string {
  const offset = new Date().getTimezoneOffset()
  if (known === null || known.offset !== offset) known = { zone: readTimeZone(), offset }
  return known.zone
}

/**
 * Makes ahead what a save asks of the device: its zone, and that zone's calendar (the core's
 * `localDay`, which dates the check-in and counts the streak). Each is an Intl formatter, and
 * the page's first costs a long task on a slow phone: a check-in flow readies them while the
 * person answers, so the tap that saves makes none.
 */
export function readyDeviceZone(): void {
  localDay(Date.now(), deviceTimeZone())
}

if (typeof document !== 'undefined' && typeof document.addEventListener === 'function') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') known = null
  })
}

/**
 * A new random UUID (version 4). `crypto.randomUUID` exists only in secure contexts, and the
 * app is also opened over plain http on a local network, so fall back to `getRandomValues`.
 */
export function newEntryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The local calendar day of `instant` on this device, read from its clock without Intl. */
export function dayOnDevice(instant: number): CalendarDay {
  return runtimeLocalDay(instant)
}

/** Today's local calendar day on this device. */
export function todayOnDevice(): CalendarDay {
  return dayOnDevice(Date.now())
}

/** The first moment of `day` on this device's clock (ms). */
export function startOfDayOnDevice(day: CalendarDay): number {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year!, month! - 1, date!).getTime()
}
