// The chat pages as a test opens them: a signed-in job seeker (or, under /company, a member with
// their membership), the api faked. Jest only.
import type { User } from '@jobmatch/shared/contracts';
import { mockApi, renderRemoteRoute, type MockHandler } from '@jobmatch/shared/testing';
import { chatRoutes } from '../app/routes';
import { chatApi, createMember, createSeeker, membershipsOf } from './chat-fixtures';

/**
 * Renders the remote's routes at `url` for the job seeker, or for the member on a company path
 * (`/company/messages/…`), whose membership the api answers; `handlers` fake the rest of the
 * api, and `api` records the calls.
 */
export function openChat(
  url: string,
  handlers: Record<string, MockHandler> = {},
  { user = url.startsWith('/company/') ? createMember() : createSeeker() }: { user?: User } = {},
) {
  const api = mockApi({
    [`GET ${chatApi.userOrganizations}`]: { body: membershipsOf() },
    ...handlers,
  });
  return { api, ...renderRemoteRoute(chatRoutes, url, { user }) };
}
