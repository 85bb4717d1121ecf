import type { ComponentProps } from 'react'
import { useHref, useLinkClickHandler, useLocation } from 'react-router'

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string
  /** The screen opened takes the place of this one in the history (Back skips it). */
  replace?: boolean
}

/**
 * A link to a screen of the app: react-router's own `Link` as the app uses it (a path, no
 * prefetching, no masks), built from the router's `useHref` and `useLinkClickHandler`. The
 * router's `Link` brings its prefetching and framework code into the entry (ADR 0064).
 * A click with a modifier key or on another target is left to the browser, as with the router's.
 */
export function Link({ to, replace, onClick, target, ...props }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler(to, { target, replace })
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) navigate(event)
      }}
    />
  )
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className: (state: { isActive: boolean }) => string
}

/**
 * A tab of the main navigation: `aria-current="page"` while its screen, or a screen under it,
 * is open, as react-router's `NavLink` marks it.
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
