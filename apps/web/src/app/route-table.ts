/**
 * Every screen of the app, named once. Three things are derived from this table and nothing
 * else names a route:
 * - the lazy modules (route-modules.ts): each screen but the eager ones is a chunk of its own,
 *   loaded when first shown;
 * - the routes the router renders (router.tsx signed out, signed-in.tsx signed in);
 * - the start-up plan (build/first-screen.ts writes it into the built page), from which
 *   src/start/first-screen.js preloads the likely first screen's code before the app's arrives.
 *
 * This file imports nothing: the build reads it too.
 */
export type RouteEntry = {
  /** The screen's module, from src/app. */
  readonly module: string
  /**
   * Loaded with the code that renders it instead of as a chunk of its own: the signed-out
   * router's error screen, and Home, which is part of the signed-in app's chunk.
   */
  readonly eager?: true
  /** Its path when signed in (`*`: any path no other screen answers). */
  readonly signedIn?: string
  /** Signed in, it sits inside the app's layout, under the bottom navigation. */
  readonly inLayout?: true
  /** Its path when signed out (`*`: any path no other screen answers). */
  readonly signedOut?: string
}

export const routeTable = {
  /** What every signed-in route needs first: the journal store, the app layout and Home. */
  signedInApp: { module: './signed-in.tsx' },
  auth: { module: './routes/auth.tsx', signedOut: '*' },
  terms: { module: './routes/terms.tsx', signedIn: '/terms', signedOut: '/terms' },
  privacy: { module: './routes/privacy.tsx', signedIn: '/privacy', signedOut: '/privacy' },
  /** Shown instead of every signed-in route until a correct access code (use-onboarding-gate.ts). */
  onboarding: { module: './routes/onboarding.tsx' },
  home: { module: './routes/home.tsx', eager: true, signedIn: '/home', inLayout: true },
  checkIn: { module: './routes/check-in.tsx', signedIn: '/check-in' },
  insights: { module: './routes/insights.tsx', signedIn: '/insights', inLayout: true },
  map: { module: './routes/map.tsx', signedIn: '/map/*', inLayout: true },
  profile: { module: './routes/profile.tsx', signedIn: '/profile', inLayout: true },
  achievements: { module: './routes/achievements.tsx', signedIn: '/achievements', inLayout: true },
  settings: { module: './routes/settings.tsx', signedIn: '/settings', inLayout: true },
  help: { module: './routes/help.tsx', signedIn: '/help', inLayout: true },
  notFound: { module: './routes/not-found.tsx', signedIn: '*' },
  sessionError: { module: './routes/session-error.tsx', eager: true },
  /** Shown instead of every signed-in route while Hara is locked (features/app-lock). */
  locked: { module: './routes/locked.tsx' },
} as const satisfies Record<string, RouteEntry>

/** Signed in, these paths lead on to another: / and /auth to Home. */
export const signedInRedirects = { '/': '/home', '/auth': '/home' } as const

export type RouteName = keyof typeof routeTable

/** The screens loaded as chunks of their own. */
export type LazyRouteName = {
  [Name in RouteName]: (typeof routeTable)[Name] extends { eager: true } ? never : Name
}[RouteName]

/** Which screen's code a path needs on top of what a start loads anyway: none (`null`) for one that loads with it. */
export type PathPlan = Record<string, LazyRouteName | null>

/**
 * The start-up plan: for each path, the screen whose code to preload. A signed-in start loads
 * the signed-in app first, Home with it, so Home needs nothing more; a path ending in `/*`
 * stands for every path below it, and `*` for any path not named.
 */
export function startUpPlan(
  table: Record<string, RouteEntry> = routeTable,
  redirects: Record<string, string> = signedInRedirects,
): { signedIn: PathPlan; signedOut: PathPlan } {
  const signedIn: Record<string, string | null> = {}
  const signedOut: Record<string, string | null> = {}
  for (const [name, entry] of Object.entries(table)) {
    const chunk = entry.eager ? null : name
    if (entry.signedIn) signedIn[entry.signedIn] = chunk
    if (entry.signedOut) signedOut[entry.signedOut] = chunk
  }
  for (const [from, to] of Object.entries(redirects)) signedIn[from] = signedIn[to] ?? null
  return { signedIn, signedOut } as { signedIn: PathPlan; signedOut: PathPlan }
}
