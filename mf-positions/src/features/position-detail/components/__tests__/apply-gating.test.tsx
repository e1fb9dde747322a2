import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedJa } from '@jobmatch/shared';
import {
  apiError,
  createTestUser,
  mockApi,
  renderRemoteRoute,
  createPage,
} from '@jobmatch/shared/testing';
import {
  createOrder,
  createProduct,
  daysAgo,
  referenceHandlers,
} from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';
import { positionsJa } from '../../../../app/i18n/ja';
import { allowSlowDom } from '../../../../testing/slow-dom';

allowSlowDom();

const product = createProduct({
  id: 'p1',
  name: 'Goバックエンドエンジニア',
  organizationId: 'org-9',
  publication: { status: 'ACTIVE', since: daysAgo(3), publishedAt: daysAgo(3) },
});
const ready = createTestUser({ id: 'user-1', email: 'taro@example.com' });
const unverified = createTestUser({
  id: 'user-1',
  email: 'taro@example.com',
  emailVerified: false,
});
const noProfile = createTestUser({
  id: 'user-1',
  email: 'taro@example.com',
  customFields: { is_signup_wizard_complete: false },
});
const APPLY_RETURN = '%2Fpositions%2Fp1%3Fapply%3D1';

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...referenceHandlers,
    'GET /api/catalog/products/:productId': { body: product },
    'GET /api/order/orders': { body: createPage([]) },
    'POST /api/order/orgs/:orgId/orders': { status: 201, body: createOrder({}, product) },
    'POST /api/demand-user/users/user-1:sendVerificationEmail': { status: 204 },
    ...overrides,
  });
}

async function clickApply() {
  const events = userEvent.setup({ delay: null });
  const apply = await screen.findByRole('button', { name: positionsJa.apply });
  await waitFor(() => expect(apply).toBeEnabled());
  await events.click(apply);
  return events;
}

describe('applying needs a verified address and a completed profile', () => {
  it('an unverified user gets the verification dialog, not the confirmation; resend carries the way back', async () => {
    const calls = api();
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user: unverified });
    const events = await clickApply();
    const dialog = screen.getByRole('dialog', { name: positionsJa.apply_verify_title });
    expect(dialog).toHaveTextContent('taro@example.com');
    expect(screen.queryByRole('dialog', { name: positionsJa.apply_confirm_title })).toBeNull();

    await events.click(within(dialog).getByRole('button', { name: sharedJa.verification_resend }));
    await waitFor(() =>
      expect(
        calls.callsTo('POST', '/api/demand-user/users/user-1:sendVerificationEmail'),
      ).toHaveLength(1),
    );
    expect(
      calls.callsTo('POST', '/api/demand-user/users/user-1:sendVerificationEmail')[0]?.body,
    ).toEqual({ intendedUrl: '/positions/p1?apply=1' });
    expect(calls.callsTo('POST', '/api/order/orgs/:orgId/orders')).toHaveLength(0);
  });

  it('a user without a profile is sent to the wizard, which brings them back to apply', async () => {
    const calls = api();
    renderRemoteRoute(positionsRoutes, '/positions/p1', { user: noProfile });
    const events = await clickApply();
    const dialog = screen.getByRole('dialog', { name: positionsJa.apply_profile_title });
    const toWizard = within(dialog).getByRole('link', {
      name: positionsJa.apply_profile_to_wizard,
    });
    expect(toWizard).toHaveAttribute(
      'href',
      `/sign-up-wizard/base-info?intendedUrl=${APPLY_RETURN}`,
    );
    await events.click(toWizard);
    expect(await screen.findByTestId('destination')).toHaveTextContent(
      `/sign-up-wizard/base-info?intendedUrl=${APPLY_RETURN}`,
    );
    expect(calls.callsTo('POST', '/api/order/orgs/:orgId/orders')).toHaveLength(0);
  });

  it('coming back with ?apply=1 opens the confirmation by itself and spends the marker', async () => {
    api();
    const { location } = renderRemoteRoute(positionsRoutes, '/positions/p1?apply=1', {
      user: ready,
    });
    expect(
      await screen.findByRole('dialog', { name: positionsJa.apply_confirm_title }),
    ).toHaveTextContent('Goバックエンドエンジニア');
    expect(location()).toBe('/positions/p1');
  });

  it('coming back with ?apply=1 after applying already opens nothing', async () => {
    api({ 'GET /api/order/orders': { body: createPage([createOrder({}, product)]) } });
    const { location } = renderRemoteRoute(positionsRoutes, '/positions/p1?apply=1', {
      user: ready,
    });
    expect(await screen.findByRole('button', { name: positionsJa.applied })).toBeDisabled();
    await waitFor(() => expect(location()).toBe('/positions/p1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['email_not_verified', positionsJa.apply_verify_title],
    ['profile_incomplete', positionsJa.apply_profile_title],
  ])(
    'the api refusing with %s (a stale session) opens the dialog that explains it',
    async (code, title) => {
      api({
        'POST /api/order/orgs/:orgId/orders': apiError(403, code),
        'GET /api/demand-user/users/user-1': { body: ready },
      });
      renderRemoteRoute(positionsRoutes, '/positions/p1', { user: ready });
      const events = await clickApply();
      await events.click(
        within(screen.getByRole('dialog', { name: positionsJa.apply_confirm_title })).getByRole(
          'button',
          { name: positionsJa.apply_confirm_submit },
        ),
      );
      expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    },
  );
});
