import { useSyncExternalStore } from 'react'
import { getThemeChoice, resolveTheme, setThemeChoice, subscribeTheme } from './theme'

export function useTheme() {
  const choice = useSyncExternalStore(subscribeTheme, getThemeChoice, getThemeChoice)
  return { choice, resolved: resolveTheme(choice), setChoice: setThemeChoice }
}
