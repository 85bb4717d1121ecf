import { describe, expect, it } from 'vitest'
import { tap } from '../test/journals'
import { missionGeneration, STRENGTH_MISSION } from './missions'

const titles = (entries: Parameters<typeof missionGeneration>[0]) =>
  missionGeneration(entries).body.missions.map((m) => m.title)

const journal = (rated: number, unrated: number) => [
  ...Array.from({ length: rated }, () => ({
    ...tap({ context: 'Work', honored: true, outcome: 'It went well' }),
    strength: 'strong' as const,
  })),
  ...Array.from({ length: unrated }, () =>
    tap({ context: 'Work', honored: true, outcome: 'It went well' }),
  ),
]

describe('the mission to notice how strong the signal is', () => {
  it('comes once the person has said a strength but mostly skips it', () => {
    expect(titles(journal(1, 6))).toContain(STRENGTH_MISSION)
  })

  it('never comes to a journal that has never said one, nor to one that mostly does', () => {
    expect(titles(journal(0, 7))).not.toContain(STRENGTH_MISSION)
    expect(titles(journal(5, 2))).not.toContain(STRENGTH_MISSION)
  })
})
