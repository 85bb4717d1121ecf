import { describe, expect, it } from 'vitest'
import { pushSupport, type BrowserSurface } from './push-support'

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/156.0 Mobile'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1'
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15'

function browser(over: Partial<BrowserSurface> & { userAgent?: string; touch?: number } = {}) {
  const { userAgent = ANDROID, touch = 5, ...rest } = over
  return {
    navigator: { userAgent, maxTouchPoints: touch, serviceWorker: {} },
    hasPushManager: true,
    notificationPermission: 'default',
    standaloneDisplay: false,
    ...rest,
  } satisfies BrowserSurface
}

describe('pushSupport', () => {
  it('is ready with a service worker, the Push API and notifications not blocked', () => {
    expect(pushSupport(browser())).toBe('ready')
    expect(pushSupport(browser({ notificationPermission: 'granted' }))).toBe('ready')
  })

  it('says when notifications are blocked', () => {
    expect(pushSupport(browser({ notificationPermission: 'denied' }))).toBe('denied')
  })

  it('asks iPhone and iPad users to add Hara to the Home Screen first', () => {
    expect(pushSupport(browser({ userAgent: IPHONE, hasPushManager: false }))).toBe('ios-install')
    expect(pushSupport(browser({ userAgent: IPAD_AS_MAC }))).toBe('ios-install')
    expect(pushSupport(browser({ userAgent: IPHONE, standaloneDisplay: true }))).toBe('ready')
    // A real Mac (no touch screen) is not an iPad.
    expect(pushSupport(browser({ userAgent: IPAD_AS_MAC, touch: 0 }))).toBe('ready')
  })

  it('says when the browser has no push at all', () => {
    expect(pushSupport(browser({ hasPushManager: false }))).toBe('unsupported')
    expect(pushSupport(browser({ notificationPermission: null }))).toBe('unsupported')
    expect(
      pushSupport({ ...browser(), navigator: { userAgent: ANDROID, maxTouchPoints: 5 } }),
    ).toBe('unsupported')
  })
})
