import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router';
import { apiError, createTestUser, mockApi, renderRemoteRoute } from '..';
import { useSession } from '../../session';

function Page() {
  const { user } = useSession();
  return (
    <>
      <h1>{user?.name ?? 'guest'}</h1>
      <Link to="/elsewhere?from=page">外へ</Link>
    </>
  );
}

const routes: RouteObject[] = [
  { path: '/remote', Component: Page },
  {
    path: '/remote/broken',
    Component: () => {
      throw new Error('boom');
    },
  },
];

describe('renderRemoteRoute', () => {
  it("renders the remote's route with the session and stubs every other URL", async () => {
    const { location } = renderRemoteRoute(routes, '/remote', {
      user: createTestUser({ name: '山田 太郎' }),
    });
    expect(await screen.findByRole('heading', { name: '山田 太郎' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '外へ' }));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/elsewhere?from=page');
    expect(location()).toBe('/elsewhere?from=page');
  });

  it('catches what a route throws in the error element', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRemoteRoute(routes, '/remote/broken');
    expect(await screen.findByTestId('route-error')).toHaveTextContent('crashed');
  });
});

describe('mockApi', () => {
  it('matches `:params` as whole segments only, and literal colons in a segment as text', async () => {
    const api = mockApi({
      'GET /api/items/:itemId': (request) => ({ body: { id: request.params.itemId } }),
      'POST /api/users/user-1:sendVerificationEmail': { body: { success: true } },
    });
    expect(await (await fetch('/api/items/a%20b', {})).json()).toEqual({ id: 'a b' });
    expect((await fetch('/api/users/user-1:sendVerificationEmail', { method: 'POST' })).ok).toBe(
      true,
    );
    expect((await fetch('/api/users/user-1:other', { method: 'POST' })).status).toBe(404);
    expect(api.callsTo('POST', '/api/users/user-1:sendVerificationEmail')).toHaveLength(1);
    expect(apiError(404, 'not_found').status).toBe(404);
  });
});
