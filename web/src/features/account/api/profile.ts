// GET and POST user/profile/ (users.profile, users.saveProfile) — the user's own profile. A failed fetch
// gives null (docs/architecture.md "Errors"); saving succeeds on 200 only.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as users from '@sponsorspot/contract/endpoints/users';
import type { Profile, ProfileUpdate } from '@sponsorspot/contract/presence-user';
import { call, callOrNull } from '../../../lib/api-client';
import { useSignedInQuery } from '../../auth';
import { accountKeys } from './keys';

export function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  return callOrNull(users.profile, {}, { signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useSignedInQuery(profileQueryOptions());
}

export type ProfileInput = ProfileUpdate;

export function updateProfile(input: ProfileInput): Promise<Profile> {
  return call(users.saveProfile, { body: input }, { validateStatus: (status) => status === 200 });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}
