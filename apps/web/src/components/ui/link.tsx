import type { ComponentProps } from 'react'
import { useLinkClickHandler, useLocation } from '@/lib/router'

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string
  /** The screen opened takes the place of this one in the history (Back skips it). */
  replace?: boolean
}

/**
 * A link to a screen of the app: a real link to its path (it opens in a new tab as any link
 * does), which a plain click opens in the app (`useLinkClickHandler`). A click with a modifier
 * key or on another target is left to the browser.
 */
export function Link({ to, replace, onClick, target, ...props }: LinkProps) {
  const navigate = useLinkClickHandler(to, { target, replace })
  return (
    <a
      {...props}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        navigate(event)
      }}
    />
  )
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className: (state: { isActive: boolean }) => string
}

/**
 * A tab of the main navigation: `aria-current="page"` while its screen, or a screen under it,
 * is open.
 */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation()
  const here = pathname.toLowerCase()
  const path = to.toLowerCase()
  const isActive = here === path || (here.startsWith(path) && here.charAt(path.length) === '/')
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
    />
  )
}
