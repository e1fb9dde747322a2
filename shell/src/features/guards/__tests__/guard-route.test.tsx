import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render, screen } from '@testing-library/react';
import type { AccessSubject } from '../decide-access';
import { applyAccessGuard } from '../guard-route';

const guest: AccessSubject = { isLoggedIn: false, user: null };
const member: AccessSubject = {
  isLoggedIn: true,
  user: { typeId: '000', emailVerified: true, customFields: { is_signup_wizard_complete: true } },
};

function renderAt(url: string, subject: AccessSubject, extra: Partial<RouteObject> = {}) {
  const settings = applyAccessGuard(
    {
      path: '/settings',
      element: <h1>settings</h1>,
      handle: { name: 'settings', topBar: 'standard', footer: true, titleKey: 't', access: 'user' },
      ...extra,
    } as RouteObject,
    () => subject,
  );
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p>loading</p>,
        children: [
          settings,
          { path: '/auth/login', element: <h1>login</h1> },
          { path: '/mypage', element: <h1>mypage</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('applyAccessGuard', () => {
  it('redirects a guest to login with intendedUrl', async () => {
    const router = renderAt('/settings?tab=1', guest);
    expect(await screen.findByRole('heading', { name: 'login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?intendedUrl=%2Fsettings%3Ftab%3D1');
  });

  it('lets a logged-in user in and still runs the route loader', async () => {
    const loader = jest.fn(() => null);
    renderAt('/settings', member, { loader });
    expect(await screen.findByRole('heading', { name: 'settings' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('does not run the route loader for a refused visitor', async () => {
    const loader = jest.fn(() => null);
    renderAt('/settings', guest, { loader });
    await screen.findByRole('heading', { name: 'login' });
    expect(loader).not.toHaveBeenCalled();
  });

  it('guards children and lazy routes too', async () => {
    const lazyLoader = jest.fn(() => null);
    const route = applyAccessGuard(
      {
        path: '/a',
        children: [
          {
            path: 'b',
            lazy: async () => ({ loader: lazyLoader, element: <h1>b</h1> }),
            handle: {
              name: 'settings',
              topBar: 'standard',
              footer: true,
              titleKey: 't',
              access: 'guestOnly',
            },
          },
        ],
      } as RouteObject,
      () => member,
    );
    const router = createMemoryRouter(
      [
        {
          hydrateFallbackElement: <p>loading</p>,
          children: [route, { path: '/mypage', element: <h1>mypage</h1> }],
        },
      ],
      {
        initialEntries: ['/a/b'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'mypage' })).toBeInTheDocument();
    expect(lazyLoader).not.toHaveBeenCalled();
  });
});
