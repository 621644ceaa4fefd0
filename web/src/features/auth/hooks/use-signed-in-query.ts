// The signed-in user's own data (sponsor-side user, profile, subscription, usage): fetched only while a
// token is held, so no request leaves without one and nothing is refetched for a visitor after logout.
// `enabled: false` keeps it off while signed in too (data the user does not have yet).
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useAccessToken } from './use-session';

export function useSignedInQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
) {
  const token = useAccessToken();
  return useQuery({ ...options, enabled: token !== null && options.enabled !== false });
}
