import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Whether the clamped element of `ref` holds more than it shows: measured before the first
 * paint (the layout is computed for that paint anyway), so a Show more never appears a frame
 * late; again when `content` changes, and only while `clamped` (the last answer stays while
 * it is open in full).
 */
export function useOverflowing(
  ref: RefObject<HTMLElement | null>,
  clamped: boolean,
  content: unknown,
): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (element && clamped) setOverflowing(element.scrollHeight > element.clientHeight + 1)
  }, [ref, clamped, content])
  return overflowing
}
