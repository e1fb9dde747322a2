import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  createTestUser,
  mockApi,
  renderRemoteRoute,
  type MockHandler,
} from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { settingsRoutes } from '../../../../app/routes';

const SETTINGS = '/api/catalog/users/user-1/notification-settings';
const seeker = createTestUser({ id: 'user-1' });
const lastToast = () => toast.getSnapshot().at(-1);

function api(put: MockHandler = (request) => ({ body: request.body })) {
  return mockApi({
    'GET /api/demand-user/users/user-1/email_change': { body: { pendingEmailChange: null } },
    [`GET ${SETTINGS}`]: { body: { savedSearchAlerts: true, applicationStatus: true } },
    [`PUT ${SETTINGS}`]: put,
  });
}

describe('通知設定 on /settings', () => {
  it('shows the two switches and saves one as it changes, with a toast', async () => {
    const calls = api();
    renderRemoteRoute(settingsRoutes, '/settings', { user: seeker });
    const alerts = await screen.findByRole('checkbox', {
      name: /保存した検索条件の新着求人メール/,
    });
    expect(alerts).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /応募状況のお知らせメール/ })).toBeChecked();
    await userEvent.click(alerts);
    expect(alerts).not.toBeChecked();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ variant: 'success', message: '通知設定を保存しました' }),
    );
    expect(calls.callsTo('PUT', SETTINGS)[0]!.body).toEqual({
      savedSearchAlerts: false,
      applicationStatus: true,
    });
  });

  it('puts the switch back and says so when saving fails', async () => {
    api(apiError(500, 'internal_server_error'));
    renderRemoteRoute(settingsRoutes, '/settings', { user: seeker });
    const status = await screen.findByRole('checkbox', { name: /応募状況のお知らせメール/ });
    await userEvent.click(status);
    await waitFor(() => expect(status).toBeChecked());
    expect(lastToast()).toMatchObject({ variant: 'error' });
  });

  it('offers a retry when the switches do not load', async () => {
    mockApi({
      'GET /api/demand-user/users/user-1/email_change': { body: { pendingEmailChange: null } },
      [`GET ${SETTINGS}`]: apiError(500, 'internal_server_error'),
    });
    renderRemoteRoute(settingsRoutes, '/settings', { user: seeker });
    expect(await screen.findByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });

  it('is not there for company users, nor the saved searches link', async () => {
    api();
    renderRemoteRoute(settingsRoutes, '/settings', {
      user: createTestUser({ id: 'user-1', typeId: '010' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /保存した検索条件/ })).not.toBeInTheDocument();
  });
});
