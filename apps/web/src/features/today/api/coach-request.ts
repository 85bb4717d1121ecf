import { newestFirst, type Entry } from '@hara/core'
import { postJson } from '@/lib/api-client'

/**
 * Calls the coach with typed data (ARCHITECTURE: the server owns the prompts). The coach sees
 * only the last entries it needs.
 */
export function askCoach<T>(type: 'daily_focus' | 'mission_generation', entries: readonly Entry[]) {
  return postJson<T>('/functions/v1/gut-coach', {
    type,
    entries: newestFirst(entries).slice(0, 10),
  })
}
