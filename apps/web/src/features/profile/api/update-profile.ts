import { useQueryClient } from '@/lib/query'
import { useMutation } from '@/lib/query/use-mutation'
import { avatarAnswerSchema, profileSchema } from '@hara/core'
import { api } from '@/lib/typed-clients'
import { callApi } from '@/lib/server-calls'
import { profileQueryOptions } from './get-profile'

/** PATCH /api/profile: the signed-in user's nickname (1–40 characters, checked by the server). */
export function useUpdateNickname() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (nickname: string) =>
      callApi(() => api.profile.$patch({ json: { nickname } }), profileSchema),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions.queryKey, profile),
  })
}

/** POST /api/profile/avatar: the server checks it is an image, resizes it and stores it. */
export function useUploadAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('file', file)
      // The route reads the form itself, so the typed client sends it as the request's body.
      return callApi(
        () => api.profile.avatar.$post({}, { init: { body: form } }),
        avatarAnswerSchema,
      )
    },
    onSuccess: ({ avatar_url }) =>
      queryClient.setQueryData(profileQueryOptions.queryKey, (profile) =>
        profile ? { ...profile, avatar_url } : profile,
      ),
  })
}
