import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplateList,
} from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/** Whose templates a page keeps: a company's own, or the platform's (administrators). */
export type TemplateScope = { organizationId: string } | 'platform';

const basePath = (scope: TemplateScope) =>
  scope === 'platform'
    ? '/message-templates'
    : `/organizations/${encodeURIComponent(scope.organizationId)}/message-templates`;

const templatesKey = (scope: TemplateScope) =>
  [
    'company',
    'message-templates',
    scope === 'platform' ? 'platform' : scope.organizationId,
  ] as const;

/** `GET /api/chat/[organizations/{orgId}/]message-templates` (docs/conversations.md#message-templates). */
export const templatesQueryOptions = (scope: TemplateScope) =>
  queryOptions({
    queryKey: templatesKey(scope),
    queryFn: async ({ signal }) =>
      (
        await session.api.request<MessageTemplateList>('chat', basePath(scope), {
          signal,
        })
      ).value,
  });

export function useTemplates(scope: TemplateScope) {
  return useQuery(templatesQueryOptions(scope));
}

/** Creates (`id` null) or changes a template, then reads the list again. */
export function useSaveTemplate(scope: TemplateScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MessageTemplateInput }) =>
      session.api.request<MessageTemplate>(
        'chat',
        id ? `${basePath(scope)}/${encodeURIComponent(id)}` : basePath(scope),
        { method: id ? 'PATCH' : 'POST', body: input },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesKey(scope) }),
  });
}

export function useDeleteTemplate(scope: TemplateScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      session.api.request<void>('chat', `${basePath(scope)}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesKey(scope) }),
  });
}
