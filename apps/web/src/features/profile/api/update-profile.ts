import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/typed-clients'
import { apiFetch, callApi } from '@/lib/server-calls'
import { profileQueryOptions } from './get-profile'

/** PATCH /api/profile: the signed-in user's nickname (1–40 characters, checked by the server). */
export function useUpdateNickname() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (nickname: string) => callApi(() => api.profile.$patch({ json: { nickname } })),
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
      return apiFetch<{ avatar_url: string }>('/api/profile/avatar', { method: 'POST', body: form })
    },
    onSuccess: ({ avatar_url }) =>
      queryClient.setQueryData(profileQueryOptions.queryKey, (profile) =>
        profile ? { ...profile, avatar_url } : profile,
      ),
  })
}
