import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleLinkIntent, UserSignInMethods } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

// Google sign-in on the settings page (docs/accounts.md#google-sign-in): the linked account,
// linking it (a trip to Google and back) and unlinking it.

const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

export const signInMethodsQueryKey = (userId: string) =>
  ['user', 'users', userId, 'identities'] as const;

/** `GET /api/demand-user/users/{id}/identities`: whether a password is set, and the Google account. */
export function getSignInMethods(userId: string, signal?: AbortSignal): Promise<UserSignInMethods> {
  return session.api.request<UserSignInMethods>('user', `${userPath(userId)}/identities`, {
    signal,
  });
}

export const signInMethodsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: signInMethodsQueryKey(userId),
    queryFn: ({ signal }) => getSignInMethods(userId, signal),
  });

export function useSignInMethods(userId: string) {
  return useQuery(signInMethodsQueryOptions(userId));
}

/**
 * `POST /api/demand-auth/auth/google/link-intent` → the provider's URL; the page leaves for it
 * and comes back to /settings with `googleLink=linked` or `googleLinkError=<code>`.
 */
export function startGoogleLink(): Promise<GoogleLinkIntent> {
  return session.api.request<GoogleLinkIntent>('auth', '/auth/google/link-intent', {
    method: 'POST',
    body: {},
  });
}

export function useStartGoogleLink() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await startGoogleLink();
      window.location.assign(url);
    },
  });
}

/** `DELETE /api/demand-user/users/{id}/identities/google` (refused without a password). */
export function unlinkGoogle(userId: string): Promise<void> {
  return session.api.request<void>('user', `${userPath(userId)}/identities/google`, {
    method: 'DELETE',
  });
}

export function useUnlinkGoogle(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unlinkGoogle(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInMethodsQueryKey(userId) }),
  });
}
