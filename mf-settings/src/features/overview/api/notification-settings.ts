import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

const path = (userId: string) => `/users/${encodeURIComponent(userId)}/notification-settings`;

export const notificationSettingsQueryKey = (userId: string) =>
  ['catalog', 'users', userId, 'notification-settings'] as const;

/** `GET …/users/{userId}/notification-settings`: the seeker's two mail switches. */
export function getNotificationSettings(
  userId: string,
  signal?: AbortSignal,
): Promise<NotificationSettings> {
  return session.api.request<NotificationSettings>('catalog', path(userId), { signal });
}

export const notificationSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationSettingsQueryKey(userId),
    queryFn: ({ signal }) => getNotificationSettings(userId, signal),
  });

export function useNotificationSettings(userId: string) {
  return useQuery(notificationSettingsQueryOptions(userId));
}

/** `PUT …/notification-settings` with both switches → what is stored now. */
export function updateNotificationSettings(
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return session.api.request<NotificationSettings>('catalog', path(userId), {
    method: 'PUT',
    body: settings,
  });
}

/** The switch moves at once and moves back if the api refuses (the caller says so). */
export function useUpdateNotificationSettings(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationSettingsQueryKey(userId);
  return useMutation({
    mutationFn: (settings: NotificationSettings) => updateNotificationSettings(userId, settings),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key);
      queryClient.setQueryData(key, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (stored) => queryClient.setQueryData(key, stored),
  });
}
