import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  leaveToastsBehind,
  loadSonner,
  toast,
  TOAST_FOLLOWS_MS,
  TOAST_MS,
  toastPlace,
} from './toast'

afterEach(() => vi.restoreAllMocks())

describe('toasts on a new screen', () => {
  it('the screen left behind keeps its toasts; one raised on the way to the new screen comes along', async () => {
    const dismiss = vi.spyOn((await loadSonner()).toast, 'dismiss')
    const start = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(start)
    toast.success('Outcome saved')
    await loadSonner()
    await Promise.resolve()

    // A save that moves on at once: its toast is for the next screen.
    leaveToastsBehind(start + 200)
    await Promise.resolve()
    expect(dismiss).not.toHaveBeenCalled()

    // Read on its screen, then the person moves on: it stays behind.
    leaveToastsBehind(start + TOAST_FOLLOWS_MS + 1000)
    await vi.waitFor(() => expect(dismiss).toHaveBeenCalledOnce())
  })
})

describe('a toast’s time and place', () => {
  it('ends at its time even while a pointer rests on it, and again from a raise under its id', async () => {
    const api = (await loadSonner()).toast
    const dismiss = vi.spyOn(api, 'dismiss')
    vi.spyOn(api, 'success').mockReturnValue('saved')
    vi.useFakeTimers()
    try {
      toast.success('Changes saved')
      await vi.advanceTimersByTimeAsync(TOAST_MS - 100)
      toast.success('Changes saved', { id: 'saved' })
      await vi.advanceTimersByTimeAsync(TOAST_MS - 100)
      expect(dismiss).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(200)
      expect(dismiss).toHaveBeenCalledExactlyOnceWith('saved')
    } finally {
      vi.useRealTimers()
    }
  })

  it('comes at the top when the control tapped lies where a bottom toast sits', () => {
    // An 844 px phone: Save changes just above the navigation, a card's button mid-screen, the
    // navigation itself, nothing tapped.
    expect(toastPlace({ top: 844 - 170, bottom: 844 - 122 }, 844)).toBe('top-center')
    expect(toastPlace({ top: 844 - 260, bottom: 844 - 212 }, 844)).toBe('top-center')
    expect(toastPlace({ top: 380, bottom: 428 }, 844)).toBeUndefined()
    expect(toastPlace({ top: 844 - 70, bottom: 844 - 10 }, 844)).toBeUndefined()
    expect(toastPlace(null, 844)).toBeUndefined()
  })

  it('a tap on a button low on the screen places the next toast at the top', async () => {
    const success = vi.spyOn((await loadSonner()).toast, 'success')
    const button = document.createElement('button')
    document.body.append(button)
    const bottom = window.innerHeight - 120
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({
      top: bottom - 48,
      bottom,
    } as DOMRect)
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    toast.success('Changes saved', { description: 'Your XP stays as it is' })
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Changes saved', {
        position: 'top-center',
        description: 'Your XP stays as it is',
      }),
    )
    // Drawn again after the save (a form keyed by its words): where it was still counts.
    button.remove()
    toast.success('Changes saved')
    await vi.waitFor(() =>
      expect(success).toHaveBeenLastCalledWith('Changes saved', { position: 'top-center' }),
    )
    // A dialog's button: the dialog closes as the toast comes, so it stays below.
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'alertdialog')
    const confirm = document.createElement('button')
    dialog.append(confirm)
    document.body.append(dialog)
    vi.spyOn(confirm, 'getBoundingClientRect').mockReturnValue({
      top: bottom - 48,
      bottom,
    } as DOMRect)
    confirm.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    dialog.remove()
    toast.success('Entry removed')
    await vi.waitFor(() => expect(success).toHaveBeenLastCalledWith('Entry removed', {}))
  })
})
