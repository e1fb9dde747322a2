import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa } from '@jobmatch/shared';
import type { CompanyOrganization, MemberRole } from '@jobmatch/shared/contracts';
import { companyValidationMessages as messages } from '@jobmatch/shared/schemas';
import { apiError, mockApi, renderRemoteRoute, type MockHandler } from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { companyJa } from '../../../../app/i18n/ja';
import { companyRoutes } from '../../../../app/routes';
import {
  ORG_ID,
  companyApi,
  createCompanyUser,
  createMembership,
  createOrganization,
} from '../../../../testing/company-fixtures';

const user = createCompanyUser();

async function open({
  role = 'owner',
  organization = createOrganization(),
  handlers = {},
}: {
  role?: MemberRole;
  organization?: CompanyOrganization;
  handlers?: Record<string, MockHandler>;
} = {}) {
  const api = mockApi({
    [`GET ${companyApi.userOrganizations}`]: {
      body: { value: [createMembership(role, organization)] },
    },
    [`GET ${companyApi.organization}`]: { body: organization },
    ...handlers,
  });
  const result = renderRemoteRoute(companyRoutes, '/company/profile', { user });
  await screen.findByRole('heading', { level: 1, name: companyJa.profile_heading });
  return { api, ...result };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const saveButton = () => screen.getByRole('button', { name: companyJa.profile_submit });

describe('company.profile', () => {
  it('fills one form with the organization, in the three parts, and links the public page', async () => {
    const { api } = await open();
    for (const section of [
      companyJa.section_basic,
      companyJa.section_location,
      companyJa.section_introduction,
    ])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    expect(field(companyJa.field_name_label)).toHaveValue('株式会社ジョブマッチ');
    expect(field(companyJa.field_capital_label)).toHaveValue('10000000');
    expect(screen.getByRole('combobox', { name: companyJa.field_prefecture_label })).toHaveValue(
      '東京都',
    );
    expect(field(companyJa.field_summary_label)).toHaveValue('エンジニアと企業をつなぎます。');
    expect(screen.getByRole('link', { name: companyJa.profile_public_page })).toHaveAttribute(
      'href',
      `/organization/${ORG_ID}`,
    );
    // the company's own view, with the session's token
    expect(api.callsTo('GET', companyApi.organization)[0]?.headers.authorization).toBe(
      'Bearer test-access-token',
    );
  });

  it('saves every field, toasts and reads the organization again', async () => {
    const { api } = await open({
      handlers: { [`PATCH ${companyApi.organization}`]: { body: createOrganization() } },
    });
    const show = jest.spyOn(toast, 'show');
    const events = userEvent.setup({ delay: null });
    await events.clear(field(companyJa.field_employee_count_label));
    await events.type(field(companyJa.field_employee_count_label), '80');
    await events.clear(field(companyJa.field_website_label));
    await events.click(saveButton());

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(companyJa.profile_saved, { variant: 'success' }),
    );
    expect(api.callsTo('PATCH', companyApi.organization)[0]?.body).toEqual({
      name: '株式会社ジョブマッチ',
      industry: '情報通信業',
      establishedOn: '2010-04-01',
      capital: 10000000,
      employeeCount: 80,
      representativeName: '山田 太郎',
      postalCode: '1000001',
      addressLine1: '東京都',
      addressLine2: '千代田区',
      addressLine3: '丸の内1-1-1',
      phoneNumber: '0312345678',
      website: null,
      organizationSummary: 'エンジニアと企業をつなぎます。',
      businessOperations: 'Webサービスの開発',
    });
    await waitFor(() => expect(api.callsTo('GET', companyApi.organization)).toHaveLength(2));
    show.mockRestore();
  });

  it('checks the fields as they are typed and keeps save disabled while one is wrong', async () => {
    await open();
    const events = userEvent.setup({ delay: null });
    await events.clear(field(companyJa.field_name_label));
    expect(await screen.findByText(messages.companyNameRequired)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await events.type(field(companyJa.field_name_label), '株式会社ジョブマッチ');
    await events.clear(field(companyJa.field_postal_code_label));
    await events.type(field(companyJa.field_postal_code_label), '12345');
    expect(await screen.findByText(messages.zipCodeFormat)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('says a taken name at the name field', async () => {
    await open({
      handlers: { [`PATCH ${companyApi.organization}`]: apiError(409, 'already_exists') },
    });
    await userEvent.setup({ delay: null }).click(saveButton());
    expect(await screen.findByText(errorsJa.organization_name_taken)).toBeInTheDocument();
    expect(field(companyJa.field_name_label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(companyJa.field_name_label)).toHaveFocus();
  });

  it.each([
    ['organization_not_normal', 409],
    ['no_permission', 403],
  ])('shows %s above the form', async (code, status) => {
    await open({ handlers: { [`PATCH ${companyApi.organization}`]: apiError(status, code) } });
    await userEvent.setup({ delay: null }).click(saveButton());
    // the upload fields keep their own (empty) alert regions
    expect(await screen.findByText(errorsJa[code as 'no_permission'])).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('shows a member the information read only, with whom to ask', async () => {
    await open({ role: 'member' });
    expect(screen.getByText(companyJa.profile_read_only_note)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: companyJa.profile_submit }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('株式会社ジョブマッチ')).toBeInTheDocument();
    expect(screen.getByText('10,000,000円')).toBeInTheDocument();
    expect(screen.getByText('50人')).toBeInTheDocument();
    expect(screen.getByText('2010年04月01日')).toBeInTheDocument();
  });

  it('links no public page while the company is under review', async () => {
    await open({ organization: createOrganization({ status: 'pending' }) });
    expect(
      screen.queryByRole('link', { name: companyJa.profile_public_page }),
    ).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    mockApi({
      [`GET ${companyApi.userOrganizations}`]: { body: { value: [createMembership('owner')] } },
      [`GET ${companyApi.organization}`]: () =>
        ++calls === 1 ? apiError(500, 'internal_server_error') : { body: createOrganization() },
    });
    renderRemoteRoute(companyRoutes, '/company/profile', { user });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(
      await screen.findByRole('button', { name: companyJa.profile_submit }),
    ).toBeInTheDocument();
  });
});
