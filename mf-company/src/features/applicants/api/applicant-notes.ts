import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicantNote, ApplicantNotes } from '@jobmatch/shared/contracts';
import type { ApplicantNoteInput } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

// An applicant's internal notes and the members' 1–5 evaluations (docs/company-desk.md#notes):
// `GET`/`POST …/orders/{orderId}/notes`, `DELETE …/notes/{noteId}`, `PUT`/`DELETE …/evaluation`.

const notesPath = (organizationId: string, orderId: string) =>
  `/orgs/${encodeURIComponent(organizationId)}/orders/${encodeURIComponent(orderId)}`;

export function getApplicantNotes(organizationId: string, orderId: string, signal?: AbortSignal) {
  return session.api.request<ApplicantNotes>(
    'order',
    `${notesPath(organizationId, orderId)}/notes`,
    { signal },
  );
}

export const applicantNotesQueryOptions = (organizationId: string, orderId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.orderNotes(organizationId, orderId),
    queryFn: ({ signal }) => getApplicantNotes(organizationId, orderId, signal),
  });

export function useApplicantNotes(organizationId: string, orderId: string) {
  return useQuery(applicantNotesQueryOptions(organizationId, orderId));
}

export function createApplicantNote(
  organizationId: string,
  orderId: string,
  body: ApplicantNoteInput,
) {
  return session.api.request<ApplicantNote>(
    'order',
    `${notesPath(organizationId, orderId)}/notes`,
    { method: 'POST', body },
  );
}

export function deleteApplicantNote(organizationId: string, orderId: string, noteId: string) {
  return session.api.request<void>(
    'order',
    `${notesPath(organizationId, orderId)}/notes/${encodeURIComponent(noteId)}`,
    { method: 'DELETE' },
  );
}

/** The caller's own score; null takes it back. */
export function updateEvaluation(organizationId: string, orderId: string, score: number | null) {
  return session.api.request<ApplicantNotes>(
    'order',
    `${notesPath(organizationId, orderId)}/evaluation`,
    score === null ? { method: 'DELETE' } : { method: 'PUT', body: { score } },
  );
}

function useNotesMutation<T>(
  organizationId: string,
  orderId: string,
  mutationFn: (input: T) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: companyQueryKeys.orderNotes(organizationId, orderId),
      }),
  });
}

export const useCreateApplicantNote = (organizationId: string, orderId: string) =>
  useNotesMutation(organizationId, orderId, (body: ApplicantNoteInput) =>
    createApplicantNote(organizationId, orderId, body),
  );

export const useDeleteApplicantNote = (organizationId: string, orderId: string) =>
  useNotesMutation(organizationId, orderId, (noteId: string) =>
    deleteApplicantNote(organizationId, orderId, noteId),
  );

export const useUpdateEvaluation = (organizationId: string, orderId: string) =>
  useNotesMutation(organizationId, orderId, (score: number | null) =>
    updateEvaluation(organizationId, orderId, score),
  );
