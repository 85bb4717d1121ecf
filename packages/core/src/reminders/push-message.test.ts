import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../i18n/languages'
import { notificationForPush, readPushMessage, REMINDER_NOTIFICATIONS } from './push-message'

const push = (message: object) => JSON.stringify(message)

describe('reminder notifications', () => {
  it('say only what the server can know, in every language: no figure, and the weekly one stays generic', () => {
    for (const language of LANGUAGES) {
      for (const { title, body } of Object.values(REMINDER_NOTIFICATIONS[language])) {
        expect(`${title} ${body}`).not.toMatch(/\d|%/)
      }
      // The figures of 'Your gut, over time' are on the phone; the push only points there.
      expect(REMINDER_NOTIFICATIONS[language].weekly.url).toBe('/insights')
    }
    expect(REMINDER_NOTIFICATIONS.en.weekly.body).toBe(
      'See what your gut feelings showed you this week.',
    )
  })

  it('speak the account’s language, and say so in `lang`; where each leads is the same in all', () => {
    expect(notificationForPush(push({ kind: 'daily', day: '2026-11-23', language: 'es' }))).toEqual(
      {
        title: 'Es hora de hacer check-in',
        body: 'Tómate un momento para notar lo que tu intuición te dice hoy.',
        lang: 'es',
        url: '/check-in',
        tag: 'hara-daily',
      },
    )
    expect(
      notificationForPush(push({ kind: 'outcome', day: '2026-11-23', language: 'de' })),
    ).toEqual({
      title: 'Wie ist es ausgegangen?',
      body: 'Eine Entscheidung wartet darauf, wie sie ausgegangen ist.',
      lang: 'de',
      url: '/home#how-did-it-turn-out',
      tag: 'hara-outcome',
    })
    expect(
      notificationForPush(push({ kind: 'weekly', day: '2026-11-23', language: 'en' })),
    ).toMatchObject({ title: 'Your week with Hara', lang: 'en' })
    // Every kind has its own words in each language, none left in English.
    for (const language of ['es', 'de'] as const) {
      for (const kind of ['daily', 'weekly', 'outcome'] as const) {
        const said = REMINDER_NOTIFICATIONS[language][kind]
        expect(said.title).not.toBe(REMINDER_NOTIFICATIONS.en[kind].title)
        expect(said.body).not.toBe(REMINDER_NOTIFICATIONS.en[kind].body)
        expect(said).toMatchObject({ lang: language, tag: REMINDER_NOTIFICATIONS.en[kind].tag })
      }
    }
  })

  it('without the account’s language, speak the first of the phone’s languages Hara speaks, else English', () => {
    const plain = push({ kind: 'weekly', day: '2026-11-23' })
    expect(notificationForPush(plain, ['fr-FR', 'de-AT', 'es'])).toMatchObject({
      title: 'Deine Woche mit Hara',
      lang: 'de',
    })
    expect(notificationForPush(plain, ['fr-FR'])).toMatchObject({ lang: 'en' })
    expect(notificationForPush(plain)).toBe(REMINDER_NOTIFICATIONS.en.weekly)
    // The account's choice wins over the phone's.
    expect(
      notificationForPush(push({ kind: 'weekly', day: '2026-11-23', language: 'es' }), ['de']),
    ).toMatchObject({ title: 'Tu semana con Hara', lang: 'es' })
    // Even an unreadable push is shown in the phone's language.
    expect(notificationForPush('not json', ['es-MX'])).toBe(REMINDER_NOTIFICATIONS.es.daily)
  })

  it('leave out a language Hara does not speak, and keep the reminder', () => {
    expect(readPushMessage(push({ kind: 'daily', day: '2026-11-23', language: 'fr' }))).toEqual({
      kind: 'daily',
      day: '2026-11-23',
    })
    expect(readPushMessage(push({ kind: 'daily', day: '2026-11-23', language: 'de' }))).toEqual({
      kind: 'daily',
      day: '2026-11-23',
      language: 'de',
    })
  })
})
