import { createContext, useContext } from 'react'

/**
 * The ids of the check-ins not on the server yet while the encrypted backup is on (empty while
 * it is off): the app provides them (record sync works them out), and a check-in's card marks
 * itself with them until a push gets it there.
 */
export const NotOnServerContext = createContext<ReadonlySet<string>>(new Set())

/** Whether this check-in is waiting to reach the server. */
export function useNotOnServer(id: string): boolean {
  return useContext(NotOnServerContext).has(id)
}
