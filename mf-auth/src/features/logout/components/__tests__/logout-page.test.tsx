import { screen, waitFor } from '@testing-library/react';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { session } from 'shell/session';
import { authRoutes } from '../../../../app/routes';

describe('auth.logout', () => {
  it('shows a loading state, logs out and replaces the page with /home', async () => {
    const api = mockApi({ 'POST /api/demand-auth/users/user-1/logout': { status: 204 } });
    const logout = jest.spyOn(session, 'logout');
    const { location, router } = renderRemoteRoute(authRoutes, '/auth/logout', {
      user: createTestUser({ id: 'user-1' }),
    });
    expect(await screen.findByRole('status')).toBeInTheDocument();

    await waitFor(() => expect(location()).toBe('/home'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', '/api/demand-auth/users/user-1/logout')).toHaveLength(1);
    expect(session.getSnapshot().isLoggedIn).toBe(false);
    expect(router.state.historyAction).toBe('REPLACE');
    logout.mockRestore();
  });

  it('still ends on /home, logged out, when the server call fails', async () => {
    mockApi({
      'POST /api/demand-auth/users/user-1/logout': apiError(500, 'internal_server_error'),
    });
    const { location } = renderRemoteRoute(authRoutes, '/auth/logout', {
      user: createTestUser({ id: 'user-1' }),
    });
    await waitFor(() => expect(location()).toBe('/home'));
    expect(session.getSnapshot().isLoggedIn).toBe(false);
  });
});
