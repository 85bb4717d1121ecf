import { afterEach, describe, expect, it, vi } from 'vitest'
import { deviceTimeZone } from './device-context'

/** How many DateTimeFormats `work` builds. */
function formatsBuiltBy(work: () => void): number {
  const build = vi.spyOn(Intl, 'DateTimeFormat')
  try {
    work()
    return build.mock.calls.length
  } finally {
    build.mockRestore()
  }
}

function showApp(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('deviceTimeZone', () => {
  afterEach(() => vi.restoreAllMocks())

  it('answers the zone the runtime keeps its clock in', () => {
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('reads the zone once while the offset from UTC holds, from task to task', async () => {
    deviceTimeZone()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(formatsBuiltBy(() => deviceTimeZone())).toBe(0)
  })

  it('reads it again when the offset moves (travel, daylight-saving time)', () => {
    deviceTimeZone()
    const offset = new Date().getTimezoneOffset()
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset + 60)
    expect(formatsBuiltBy(() => deviceTimeZone())).toBe(1)
    expect(formatsBuiltBy(() => deviceTimeZone())).toBe(0)
  })

  it('reads it again when the app is shown again, not when it is hidden', () => {
    deviceTimeZone()
    showApp('hidden')
    expect(formatsBuiltBy(() => deviceTimeZone())).toBe(0)
    showApp('visible')
    expect(formatsBuiltBy(() => deviceTimeZone())).toBe(1)
  })
})
