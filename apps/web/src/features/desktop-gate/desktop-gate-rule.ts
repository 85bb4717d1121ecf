/** Windows wider than this on a non-mobile user agent see the desktop gate. */
export const DESKTOP_MIN_WIDTH = 1024

/**
 * Whether to show the desktop gate: not a mobile user agent and wider than the threshold.
 * Pure so both the web app and tests can use it.
 */
export function isDesktopGated(userAgent: string, windowWidth: number): boolean {
  return !isMobileUserAgent(userAgent) && windowWidth > DESKTOP_MIN_WIDTH
}

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent)
}
