import { describe, expect, it } from 'vitest'
import { isDesktopGated, isMobileUserAgent } from './desktop-gate-rule'

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

describe('desktop gate', () => {
  it('recognises phones', () => {
    expect(isMobileUserAgent(PIXEL)).toBe(true)
    expect(isMobileUserAgent(IPHONE)).toBe(true)
    expect(isMobileUserAgent(DESKTOP)).toBe(false)
  })

  it('gates a desktop browser only when wider than 1024 px', () => {
    expect(isDesktopGated(DESKTOP, 1280)).toBe(true)
    expect(isDesktopGated(DESKTOP, 1025)).toBe(true)
    expect(isDesktopGated(DESKTOP, 1024)).toBe(false)
    expect(isDesktopGated(DESKTOP, 400)).toBe(false)
  })

  it('never gates a phone, however wide', () => {
    expect(isDesktopGated(PIXEL, 2000)).toBe(false)
    expect(isDesktopGated(IPHONE, 1366)).toBe(false)
  })
})
