import { screen } from '@testing-library/react';
import { mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { settingsJa } from '../../../../app/i18n/ja';
import { settingsRoutes } from '../../../../app/routes';

describe('settings.deactivate-account-success', () => {
  // The account's logins are over at the server, so the page must not need one.
  it('thanks the user and offers to log out, signed out too', async () => {
    mockApi();
    renderRemoteRoute(settingsRoutes, '/settings/deactivate-account-success');
    expect(
      await screen.findByRole('heading', { level: 1, name: settingsJa.deactivate_success_heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(settingsJa.deactivate_success_body)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: settingsJa.deactivate_success_logout }),
    ).toHaveAttribute('href', '/auth/logout');
  });
});
