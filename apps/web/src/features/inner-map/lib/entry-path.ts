/**
 * Where a check-in opens in full. A module of its own: Home links to check-ins with it, and
 * the signed-in start does not carry the Map's link component (components/entry-link.tsx).
 */
export const entryPath = (id: string) => `/map/entry/${id}`
