/**
 * The tag of a journey that needs the whole browser, not its headless shell: the browser's own
 * layer (the installability check, a notification center, the microphone's permission) is not
 * in the shell. playwright.config.ts runs the journeys so tagged in Debian's Chromium.
 */
export const FULL_BROWSER = '@full-browser'
