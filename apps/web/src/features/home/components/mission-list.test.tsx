import { DEFAULT_MISSIONS, type Mission } from '@hara/core'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { getEntries } from '@/stores/records'
import { saveCheckIn, setOutcome } from '@/stores/records/entry-changes'
import { tap } from '@/test/journal-store'
import { renderWithProviders } from '@/test/render'
import { useMissionProgress } from '../lib/use-mission-progress'
import { MissionList } from './mission-list'

/**
 * Home's missions on the real journal store: each is ticked "Done today" by the act it names
 * (the core's rule, ADR 0068), and by nothing else.
 */

const FOLLOW: Mission = {
  id: 'm-follow',
  title: 'Follow your gut once, and log how it goes',
  category: 'Trust',
  goal: { kind: 'followed-gut' },
}
const MISSIONS = [FOLLOW, ...DEFAULT_MISSIONS]

function Missions() {
  return <MissionList items={useMissionProgress(MISSIONS)} loading={false} />
}

const row = (title: string) =>
  screen.getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
const doneTitles = () =>
  screen
    .getAllByRole('link')
    .filter((link) => within(link).queryByText('Done today'))
    .map((link) => link.querySelector('.font-medium')?.textContent)

beforeEach(() => setActiveUser('mira'))
afterEach(() => setActiveUser(null))

describe("Home's missions", () => {
  it('an ignored check-in ticks only the mission it did: a body signal named', async () => {
    renderWithProviders(<Missions />)
    await screen.findByText(FOLLOW.title)
    expect(doneTitles()).toEqual([])

    await act(async () => {
      const saved = await saveCheckIn(
        tap({ gutFeeling: 'no', willIgnore: 'yes', bodySensation: 'Tight chest' }),
      )
      expect(saved.write.ok).toBe(true)
      // Its outcome logged too: still not the gut followed.
      const [entry] = await getEntries()
      await setOutcome(entry!.id, 'It went fine')
    })
    expect(await screen.findByText('Done today')).toBeInTheDocument()
    expect(doneTitles()).toEqual(['Notice one body signal'])
    expect(row('Notice one body signal')).toHaveTextContent(/Done today · Body/i)
    expect(row(FOLLOW.title)).not.toHaveTextContent(/Done today/i)
    expect(row('Pause before saying yes')).not.toHaveTextContent(/Done today/i)
  })

  it('"Follow your gut once, and log how it goes" is done once the gut is followed and its outcome logged', async () => {
    renderWithProviders(<Missions />)
    await screen.findByText(FOLLOW.title)
    await act(async () => {
      await saveCheckIn(tap({ gutFeeling: 'no', willIgnore: 'no' }))
    })
    expect(row(FOLLOW.title)).not.toHaveTextContent(/Done today/i)
    await act(async () => {
      const [entry] = await getEntries()
      await setOutcome(entry!.id, 'Glad I listened')
    })
    expect(await screen.findAllByText('Done today')).toHaveLength(3)
    expect(doneTitles()).toEqual([
      FOLLOW.title,
      'Notice one body signal',
      'Honor a no that feels right',
    ])
  })
})
