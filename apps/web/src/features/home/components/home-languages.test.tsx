import { levelInfo, weekStrip, type Entry } from '@hara/core'
import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { MemoryRouter } from '@/lib/router'
import { setActiveUser } from '@/stores/device'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { signIn } from '@/test/journal-store'
import { renderWithProviders } from '@/test/render'
import { plainWordsBesides } from '@/test/plain-words'
import { HomeScreen } from './home-screen'
import { JournalElsewhereCard } from './journal-elsewhere-card'
import { MissionList } from './mission-list'
import OnThisDayCard from './on-this-day-card'
import { countIntlMade } from '@/test/intl-made'

afterEach(async () => {
  vi.useRealTimers()
  setActiveUser(null)
  localStorage.clear()
  await act(() => speak('en'))
})

/** A Monday: the week strip runs from Sunday 2026-11-01 to Saturday 2026-11-07. */
const TODAY = '2026-11-02'
const checkedIn = [{ day: '2026-11-01' }] as Entry[]
/** A nickname of no plain letter: the greeting around it is then all the test language's. */
const nickname = 'Ñöñö'
const coachSays = { focus: 'Listen today.', mission: 'Notice one body signal', category: 'Body' }

function renderHome() {
  return render(
    <MemoryRouter>
      <HomeScreen
        nickname={nickname}
        streak={3}
        focus={{ text: coachSays.focus, loading: false }}
        week={weekStrip(checkedIn, TODAY)}
        level={levelInfo(0)}
        daysTogether={4}
        missions={{ items: [], loading: false }}
        insights={[
          {
            text: 'Your body spoke first.',
            from: {
              id: 'v1',
              timestamp: new Date(Date.now() - 3 * 86_400_000).toISOString(),
              timeZone: 'UTC',
            },
          },
        ]}
        entryHref={(id) => `/map/entry/${id}`}
        themeToggle={null}
        onSpeak={() => {}}
        followUps={null}
      />
      <MissionList
        items={[
          {
            id: 'm1',
            title: coachSays.mission,
            category: coachSays.category,
            done: true,
            path: '/check-in',
          },
        ]}
        loading={false}
      />
      <JournalElsewhereCard hasBackup={false} restore={null} />
    </MemoryRouter>,
  )
}

describe('Home in other languages', () => {
  // First in the file: Lingui keeps the formatters it makes, and one made by an earlier test
  // would be taken from its cache unseen.
  it('makes no Intl date or number formatter, nor plural rules, in any language: the first is a long task on a phone', async () => {
    const made = (['NumberFormat', 'DateTimeFormat', 'PluralRules'] as const).map(countIntlMade)
    try {
      for (const language of ['en', 'es', 'de', 'pseudo'] as const) {
        await act(() => chooseSpeech(language))
        const { unmount } = renderHome()
        // Its second pass too: the insight's check-in line says when, in words.
        expect(await screen.findByRole('time')).toBeVisible()
        unmount()
      }
      expect(made.map((kind) => kind.made())).toEqual([0, 0, 0])
    } finally {
      for (const kind of made) kind.restore()
    }
  })

  it('in the test language, leaves no word of its own untranslated', async () => {
    await act(() => chooseSpeech('pseudo'))
    renderHome()
    await screen.findByRole('time')
    // The coach's words (its focus, a mission) and a check-in's insight are not Home's; the
    // week strip's weekday letters and names are named as Intl names them, in English here.
    const intl = [...new Set(weekStrip([], TODAY).flatMap((day) => [day.weekdayName, day.weekday]))]
    const notHome = [
      coachSays.focus,
      coachSays.mission,
      coachSays.category,
      'Your body spoke first.',
    ]
    const untranslated = plainWordsBesides(intl).filter((text) => !notHome.includes(text))
    expect(untranslated).toEqual([])
  })

  it('names the week in German and counts the streak and days in Spanish', async () => {
    await act(() => chooseSpeech('de'))
    const { unmount } = renderHome()
    const week = screen.getByRole('list', { name: 'Diese Woche' })
    const days = within(week).getAllByRole('listitem')
    expect(days.map((day) => day.firstChild?.textContent)).toEqual([
      'S',
      'M',
      'D',
      'M',
      'D',
      'F',
      'S',
    ])
    expect(days[0]).toHaveAccessibleName('Sonntag, eingecheckt')
    expect(days[1]).toHaveAccessibleName('Montag, heute')
    unmount()

    await act(() => chooseSpeech('es'))
    renderHome()
    expect(screen.getByRole('heading', { name: 'Hola, Ñöñö' })).toBeVisible()
    expect(screen.getByLabelText('Racha de 3 días')).toBeInTheDocument()
    expect(
      await screen.findByRole('link', { name: 'Abrir el check-in de hace 3 días' }),
    ).toBeVisible()
    expect(
      within(screen.getByRole('list', { name: 'Esta semana' })).getAllByRole('listitem')[3],
    ).toHaveAccessibleName('miércoles')
  })

  it("says 'On this day' and its counts in Spanish, without an Intl formatter", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await signIn('ona')
    for (const at of ['2025-11-02T09:00:00', '2026-10-02T09:00:00', '2026-10-02T18:00:00']) {
      vi.setSystemTime(new Date(at))
      await saveCheckIn({
        mode: 'tap',
        context: 'Work',
        description: 'A quiet yes',
        bodySensation: 'Calm',
        gutFeeling: 'yes',
        willIgnore: 'no',
      })
    }
    vi.setSystemTime(new Date('2026-11-02T10:00:00'))
    await act(() => chooseSpeech('es'))
    const made = (['NumberFormat', 'DateTimeFormat'] as const).map(countIntlMade)
    try {
      renderWithProviders(<OnThisDayCard />)
      const card = await screen.findByRole('region', { name: 'Un día como hoy' })
      expect(
        within(card)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Hace un mes · 2 check-ins', 'Hace un año · 1 check-in'])
      // Its counts too are written without an Intl formatter (ADR 0093).
      expect(made.map((kind) => kind.made())).toEqual([0, 0])
    } finally {
      for (const kind of made) kind.restore()
    }
  })
})
