import { isLanguage, type Language } from '@hara/core'
import { useQuery, useQueryClient, type QueryClient } from '@/lib/query'
import { useEffect } from 'react'
import { profileQueryOptions } from '@/features/profile/api/get-profile'
import { keepLanguage } from '@/i18n/account-language'
import { chooseSpeech, chosenSpeech } from '@/i18n/language'
import { readRaw, removeRaw, writeRaw } from '@/lib/device-storage'
import { userKey } from '@/lib/device-keys'

/**
 * The account's language and the phone's, kept as one (ADR 0077). When the profile names a
 * language, the phone speaks it (one chosen on another phone arrives here). When it names none
 * yet (an account from before, or a sign-up), the account takes the language this phone speaks,
 * so the mail it is sent speaks it too. A choice made here that the account has not kept yet
 * (offline) is sent again instead, and the profile's older language does not bring it back.
 * The test language stays on its phone.
 */
export function useLanguageFromAccount(ready: boolean, userId: string): void {
  const queryClient = useQueryClient()
  const { data } = useQuery({ ...profileQueryOptions, enabled: ready })
  const account = data === undefined ? undefined : (data.language ?? null)
  useEffect(() => {
    if (!ready || account === undefined) return
    const speech = chosenSpeech()
    if (speech === 'pseudo') return
    const unsent = readRaw(unsentKey(userId))
    if (isLanguage(unsent)) {
      if (unsent !== account) send(queryClient, userId, unsent)
      else removeRaw(unsentKey(userId))
      return
    }
    if (isLanguage(account)) {
      if (account !== speech) void chooseSpeech(account)
      return
    }
    send(queryClient, userId, speech)
  }, [ready, account, queryClient, userId])
}

/** Settings' choice of language: the phone speaks it at once, and the account keeps it. */
export function useChooseLanguage(userId: string | null) {
  const queryClient = useQueryClient()
  return (language: Language) => {
    if (userId === null) return
    // Remembered until the account has it, so a read of the profile on the way (or at the next
    // start, after a choice made offline) cannot bring the old one back.
    writeRaw(unsentKey(userId), language)
    send(queryClient, userId, language)
  }
}

const unsentKey = (userId: string) => userKey(userId, 'languageUnsent')

function send(queryClient: QueryClient, userId: string, language: Language) {
  keepLanguage(language).then(
    (profile) => {
      if (readRaw(unsentKey(userId)) === language) removeRaw(unsentKey(userId))
      queryClient.setQueryData(profileQueryOptions.queryKey, profile)
    },
    (error: unknown) => console.warn('The language was not kept with the account.', error),
  )
}
