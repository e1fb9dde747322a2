import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa } from '@jobmatch/shared';
import type { MemberRole, UserOrganization } from '@jobmatch/shared/contracts';
import { apiError, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { companyJa } from '../../../../app/i18n/ja';
import { companyRoutes } from '../../../../app/routes';
import {
  companyApi,
  createCompanyUser,
  createMembership,
  createOrganization,
  createUnregisteredOrganization,
} from '../../../../testing/company-fixtures';

const user = createCompanyUser();

function openWith(memberships: UserOrganization[]) {
  const api = mockApi({
    [`GET ${companyApi.userOrganizations}`]: { body: { value: memberships } },
  });
  return { api, ...renderRemoteRoute(companyRoutes, '/company/mypage', { user }) };
}

const menu = () => screen.getByRole('navigation', { name: companyJa.mypage_menu_heading });

describe('company.mypage', () => {
  it("shows the company's name, status and the user's role, and links the company's pages", async () => {
    const { api } = openWith([createMembership('owner')]);
    expect(
      await screen.findByRole('heading', { level: 1, name: '株式会社ジョブマッチ' }),
    ).toBeInTheDocument();
    expect(screen.getByText(companyJa.organization_status_normal)).toBeInTheDocument();
    expect(screen.getByText(companyJa.role_owner)).toBeInTheDocument();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/company/jobs',
      '/company/applicants',
      '/company/pipeline',
      '/company/profile',
      '/company/members',
    ]);
    expect(within(menu()).getByRole('link', { name: /求人管理/ })).toHaveAttribute(
      'href',
      '/company/jobs',
    );
    expect(within(menu()).getByRole('link', { name: /^応募者/ })).toHaveAttribute(
      'href',
      '/company/applicants',
    );
    expect(within(menu()).getByRole('link', { name: /企業情報/ })).toHaveAttribute(
      'href',
      '/company/profile',
    );
    expect(within(menu()).getByRole('link', { name: /メンバー管理/ })).toHaveAttribute(
      'href',
      '/company/members',
    );
    expect(api.callsTo('GET', companyApi.userOrganizations)[0]?.url).toBe(
      '/api/organization/users/user-1/organizations',
    );
  });

  it.each<[MemberRole, boolean]>([
    ['owner', true],
    ['admin', true],
    ['member', false],
  ])('links postings and applicants for a %s, and members management: %s', async (role, shown) => {
    openWith([createMembership(role)]);
    await screen.findByRole('heading', { level: 1, name: '株式会社ジョブマッチ' });
    expect(within(menu()).getByRole('link', { name: /求人管理/ })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: /^応募者/ })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: /メンバー管理/ }) !== null).toBe(shown);
    expect(screen.getByText(companyJa[`role_${role}`])).toBeInTheDocument();
  });

  it('says a pending company is under review', async () => {
    openWith([
      createMembership('owner', createOrganization({ status: 'pending', registeredAt: null })),
    ]);
    expect(await screen.findByText(companyJa.organization_status_pending)).toBeInTheDocument();
    expect(screen.getByText(companyJa.mypage_pending_note)).toBeInTheDocument();
  });

  it.each<MemberRole>(['owner', 'admin'])(
    'sends a %s of an approved company not registered yet to the wizard, replacing the page',
    async (role) => {
      const { router } = openWith([createMembership(role, createUnregisteredOrganization())]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/company/registration'));
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('keeps a member of a company not registered yet on the my page', async () => {
    openWith([createMembership('member', createUnregisteredOrganization())]);
    expect(
      await screen.findByRole('heading', { level: 1, name: '株式会社ジョブマッチ' }),
    ).toBeInTheDocument();
  });

  it('works on the first active membership of several', async () => {
    openWith([
      createMembership('owner', createOrganization({ id: 'org-0', name: '停止中の会社' }), {
        memberStatus: 'suspended',
      }),
      createMembership('member', createOrganization({ id: 'org-2', name: '二社目' })),
      createMembership('admin', createOrganization({ id: 'org-3', name: '三社目' })),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: '二社目' })).toBeInTheDocument();
    expect(screen.getByText(companyJa.role_member)).toBeInTheDocument();
  });

  it('says so when the user belongs to no company, and offers to log out', async () => {
    openWith([]);
    expect(
      await screen.findByRole('heading', { level: 1, name: companyJa.no_membership_heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: companyJa.to_logout })).toHaveAttribute(
      'href',
      '/auth/logout',
    );
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    mockApi({
      [`GET ${companyApi.userOrganizations}`]: () =>
        ++calls === 1
          ? apiError(500, 'internal_server_error')
          : { body: { value: [createMembership('owner')] } },
    });
    renderRemoteRoute(companyRoutes, '/company/mypage', { user });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: '再読み込み' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '株式会社ジョブマッチ' }),
    ).toBeInTheDocument();
  });

  it('gives the catalogue text of a refused load', async () => {
    mockApi({ [`GET ${companyApi.userOrganizations}`]: apiError(403, 'no_permission') });
    renderRemoteRoute(companyRoutes, '/company/mypage', { user });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorsJa.no_permission);
  });
});

describe('company.mypage figures', () => {
  it('opens on the backlog, each linking its list, and the funnel of each public posting', async () => {
    mockApi({
      [`GET ${companyApi.userOrganizations}`]: {
        body: { value: [createMembership('member')] },
      },
      [`GET /api/order/orgs/${createMembership('member').organization.id}/figures`]: {
        body: {
          newApplicants: 4,
          overdueReplies: 2,
          unreadMessages: 7,
          endingSoon: [
            { productId: 'p-2', productName: 'QAエンジニア', until: '2026-12-01T14:59:59.000Z' },
          ],
          funnel: [
            {
              productId: 'p-1',
              productName: 'フロントエンドエンジニア',
              status: 'ACTIVE',
              views: 200,
              applications: 10,
              processing: 4,
              accepted: 1,
            },
          ],
          since: '2026-10-29T00:00:00.000Z',
        },
      },
    });
    renderRemoteRoute(companyRoutes, '/company/mypage', { user });
    const figures = await screen.findByRole('region', { name: companyJa.figures_heading });
    await waitFor(() =>
      expect(within(figures).getByRole('link', { name: /未対応の応募\s*4/ })).toHaveAttribute(
        'href',
        '/company/applicants?status=PENDING',
      ),
    );
    expect(within(figures).getByRole('link', { name: /返信期限切れ\s*2/ })).toHaveAttribute(
      'href',
      '/company/applicants?reply=overdue',
    );
    expect(within(figures).getByRole('link', { name: /未読メッセージ\s*7/ })).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'QAエンジニア' })).toBeInTheDocument();
    const row = within(figures).getByRole('row', { name: /フロントエンドエンジニア/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['200', '10（5%）', '4（40%）', '1（25%）']);
  });
});
