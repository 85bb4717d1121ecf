import { isLanguage } from '@hara/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { profileQueryOptions } from '@/features/profile/api/get-profile'
import { keepLanguage } from '@/i18n/account-language'
import { chooseSpeech, chosenSpeech } from '@/i18n/language'

/**
 * The account's language and the phone's, kept as one (ADR 0077). When the profile names a
 * language, the phone speaks it (one chosen on another phone arrives here). When it names none
 * yet (an account from before, or a sign-up), the account takes the language this phone speaks,
 * so the mail it is sent speaks it too. The test language stays on its phone.
 */
export function useLanguageFromAccount(ready: boolean): void {
  const queryClient = useQueryClient()
  const { data } = useQuery({ ...profileQueryOptions, enabled: ready })
  const account = data === undefined ? undefined : (data.language ?? null)
  useEffect(() => {
    if (!ready || account === undefined) return
    const speech = chosenSpeech()
    if (speech === 'pseudo') return
    if (isLanguage(account)) {
      if (account !== speech) void chooseSpeech(account)
      return
    }
    keepLanguage(speech).then(
      (profile) => queryClient.setQueryData(profileQueryOptions.queryKey, profile),
      (error: unknown) => console.warn('The language was not kept with the account.', error),
    )
  }, [ready, account, queryClient])
}

/** Settings' choice of language: the phone speaks it at once, and the account keeps it. */
export function useChooseLanguage() {
  const queryClient = useQueryClient()
  return (language: Parameters<typeof keepLanguage>[0]) => {
    // The profile says it first, so a read of it on the way cannot bring the old one back.
    queryClient.setQueryData(profileQueryOptions.queryKey, (profile) =>
      profile ? { ...profile, language } : profile,
    )
    keepLanguage(language).then(
      (profile) => queryClient.setQueryData(profileQueryOptions.queryKey, profile),
      (error: unknown) => console.warn('The language was not kept with the account.', error),
    )
  }
}
