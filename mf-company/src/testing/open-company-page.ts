// The company pages as a test opens them: a signed-in company user, their membership, the api
// faked. Jest only.
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { MemberRole, User } from '@jobmatch/shared/contracts';
import { mockApi, renderRemoteRoute, type MockHandler } from '@jobmatch/shared/testing';
import { companyRoutes } from '../app/routes';
import { companyApi, createCompanyUser, createMembership } from './company-fixtures';

export interface OpenCompanyPageOptions {
  /** The user's role in the organization; a member unless the test is about roles. */
  role?: MemberRole;
  user?: User;
  queryClient?: QueryClient;
}

/**
 * Renders the remote's routes at `url` for a company user whose membership the api answers, with
 * `handlers` faking the rest of the api. `api` records the calls, `events` types and clicks.
 */
export function openCompanyPage(
  url: string,
  handlers: Record<string, MockHandler> = {},
  { role = 'member', user = createCompanyUser(), queryClient }: OpenCompanyPageOptions = {},
) {
  const api = mockApi({
    [`GET ${companyApi.userOrganizations}`]: { body: { value: [createMembership(role)] } },
    ...handlers,
  });
  const events = userEvent.setup({ delay: null });
  return { api, events, ...renderRemoteRoute(companyRoutes, url, { user, queryClient }) };
}
