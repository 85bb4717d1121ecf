import { useEffect, useRef } from 'react'
import { useLocation } from '@/lib/router'
import { leaveToastsBehind } from '@/lib/toast'

/** A new screen starts without the toasts of the one before (lib/toast.ts). */
export function ToastsStayBehind() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    leaveToastsBehind()
  }, [pathname])
  return null
}
