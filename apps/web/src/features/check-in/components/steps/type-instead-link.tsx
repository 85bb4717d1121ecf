import { Keyboard } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonClass } from '@/components/ui/button'
import { Link } from '@/components/ui/link'

/** The way on where a spoken check-in cannot be made: the tap check-in, in its place. */
export function TypeInsteadLink({ children }: { children: ReactNode }) {
  return (
    <Link
      to="/check-in?mode=tap"
      replace
      className={buttonClass({ size: 'lg', className: 'mt-2 w-full max-w-xs' })}
    >
      <Keyboard aria-hidden="true" size={20} />
      {children}
    </Link>
  )
}
