import { afterEach, describe, expect, it } from 'vitest'
// src/start/theme-init.js cannot import the key list, so this keeps the two in step.
import themeInitScript from '../../start/theme-init.js?raw'
import { getThemeChoice, parseTheme, setThemeChoice, THEME_KEY } from './theme'

afterEach(() => document.documentElement.classList.remove('dark', 'light'))

describe('theme', () => {
  it('is dark by default and ignores unknown stored values', () => {
    expect(getThemeChoice()).toBe('dark')
    localStorage.setItem(THEME_KEY, 'neon')
    expect(getThemeChoice()).toBe('dark')
    expect(parseTheme('system')).toBe('system')
  })

  it('stores the choice under `theme` and applies it to the document', () => {
    setThemeChoice('light')
    expect(localStorage.getItem('theme')).toBe('light')
    expect(document.documentElement).toHaveClass('light')
    expect(document.documentElement).not.toHaveClass('dark')
    setThemeChoice('dark')
    expect(document.documentElement).toHaveClass('dark')
  })
})

describe('the script that applies the theme before first paint', () => {
  it('reads the same key as the app', () => {
    expect(themeInitScript).toContain(`localStorage.getItem('${THEME_KEY}')`)
  })
})
