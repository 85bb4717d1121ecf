/**
 * Every route's code, each its own chunk: the first screen downloads only what it shows. The
 * router renders them lazily; src/start/first-screen.js starts the likely first one at start-up
 * from the plan in first-screen.json, in parallel with the session check.
 */
export const routeModules = {
  /** What every signed-in route needs first: the journal store, the app layout and Home. */
  signedInApp: () => import('./signed-in'),
  auth: () => import('./routes/auth'),
  terms: () => import('./routes/terms'),
  privacy: () => import('./routes/privacy'),
  onboarding: () => import('./routes/onboarding'),
  profile: () => import('./routes/profile'),
  checkIn: () => import('./routes/check-in'),
  map: () => import('./routes/map'),
  insights: () => import('./routes/insights'),
  achievements: () => import('./routes/achievements'),
  settings: () => import('./routes/settings'),
  help: () => import('./routes/help'),
  notFound: () => import('./routes/not-found'),
  /** The lock screen, while Hara is locked (features/app-lock). */
  locked: () => import('./routes/locked'),
} as const
