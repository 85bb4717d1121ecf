import { FOLLOW_UP_ANCHOR } from '@hara/core'
import { useEffect } from 'react'
import { useLocation } from '@/lib/router'

/**
 * The outcome reminder opens /home#how-did-it-turn-out: bring the card into view and put focus
 * on its heading, after the app's own scroll to the top of a new screen. It runs when the card
 * mounts (its code is loaded only once a decision waits, so it may arrive after Home showed). A
 * tap while Home is already open changes only the fragment, which the router may not hear of,
 * so the browser's own `hashchange` does the same.
 */
export function useScrollToFollowUps() {
  const { hash, key } = useLocation()
  useEffect(() => {
    const show = () => {
      if (window.location.hash !== `#${FOLLOW_UP_ANCHOR}`) return
      const card = document.getElementById(FOLLOW_UP_ANCHOR)
      if (!card) return
      card.scrollIntoView({ block: 'start' })
      card.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
    }
    show()
    window.addEventListener('hashchange', show)
    return () => window.removeEventListener('hashchange', show)
  }, [hash, key])
}
