import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useTheme } from '@emotion/react';
import { session, useSession } from '../../session';
import { createTestUser, renderWithProviders, setSessionForTests } from '..';

function Probe() {
  const { user, isLoggedIn, status } = useSession();
  const location = useLocation();
  const { t } = useTranslation('errors');
  const theme = useTheme();
  return (
    <main>
      <h1>{isLoggedIn ? user?.name : 'guest'}</h1>
      <p>{`${status} ${location.pathname}${location.search}`}</p>
      <p>{t('invalid_request')}</p>
      <p>{Object.keys(theme).length > 0 ? 'themed' : 'unthemed'}</p>
    </main>
  );
}

describe('renderWithProviders', () => {
  it('renders logged out at / by default', () => {
    renderWithProviders(<Probe />);
    expect(screen.getByRole('heading')).toHaveTextContent('guest');
    expect(screen.getByText('active /')).toBeInTheDocument();
    expect(screen.getByText('リクエストが正しくありません')).toBeInTheDocument();
    expect(screen.getByText('themed')).toBeInTheDocument();
  });

  it('presets a logged-in user and the url', () => {
    renderWithProviders(<Probe />, {
      user: createTestUser({ name: '佐藤 花子' }),
      url: '/settings?tab=1',
    });
    expect(screen.getByRole('heading')).toHaveTextContent('佐藤 花子');
    expect(screen.getByText('active /settings?tab=1')).toBeInTheDocument();
    expect(session.getSnapshot()).toMatchObject({ isLoggedIn: true, userId: 'user-1' });
  });

  it('renders route objects with a data router', async () => {
    const { router } = renderWithProviders(null, {
      url: '/positions/p1',
      routes: [{ path: '/positions/:productId', element: <Probe /> }],
    });
    expect(await screen.findByText('active /positions/p1')).toBeInTheDocument();
    expect(router?.state.location.pathname).toBe('/positions/p1');
  });

  it('lets a test change the session afterwards', () => {
    setSessionForTests({ user: null, status: 'error' });
    expect(session.getSnapshot()).toMatchObject({ status: 'error', isLoggedIn: false, user: null });
  });
});
