import { KEYS_BEFORE_SIGN_IN } from '@/lib/keys-before-sign-in'
import { readRaw, subscribeToOtherTabs, writeRaw } from '@/lib/device-storage'

/**
 * Theme choice: light, dark or system; dark by default. It is a preference of
 * the device, not of an account, so it lives under the plain `theme` key and applies before
 * anyone signs in (src/start/theme-init.js applies it before first paint).
 */
export type ThemeChoice = 'light' | 'dark' | 'system'
export const THEME_KEY = KEYS_BEFORE_SIGN_IN.theme
export const DEFAULT_THEME: ThemeChoice = 'dark'

const listeners = new Set<() => void>()

export function parseTheme(value: string | null): ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system' ? value : DEFAULT_THEME
}

export function getThemeChoice(): ThemeChoice {
  return parseTheme(readRaw(THEME_KEY))
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : true
}

export function resolveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice === 'system') return systemPrefersDark() ? 'dark' : 'light'
  return choice
}

export function applyTheme(choice: ThemeChoice): void {
  const dark = resolveTheme(choice) === 'dark'
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.classList.toggle('light', !dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? '#0d0b14' : '#f7f3ec')
}

export function setThemeChoice(choice: ThemeChoice): void {
  // Apply even when storage is unavailable: the choice then lasts for this visit.
  writeRaw(THEME_KEY, choice)
  applyTheme(choice)
  listeners.forEach((listener) => listener())
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener)
  const media =
    typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-color-scheme: dark)')
      : undefined
  const onSystemChange = () => {
    if (getThemeChoice() === 'system') applyTheme('system')
    listener()
  }
  media?.addEventListener('change', onSystemChange)
  const stopTabs = subscribeToOtherTabs((key) => {
    if (key !== THEME_KEY && key !== null) return
    applyTheme(getThemeChoice())
    listener()
  })
  return () => {
    listeners.delete(listener)
    media?.removeEventListener('change', onSystemChange)
    stopTabs()
  }
}
