import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa, sharedJa } from '@jobmatch/shared';
import type { UserOrganization } from '@jobmatch/shared/contracts';
import { companyValidationMessages as messages } from '@jobmatch/shared/schemas';
import { apiError, mockApi, renderRemoteRoute, type MockHandler } from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
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

/** The memberships before the wizard, and after it once the PATCH went through. */
function mockWizard(
  membership: UserOrganization = createMembership('owner', createUnregisteredOrganization()),
  patch: MockHandler = { body: createOrganization() },
) {
  let registered = false;
  return mockApi({
    [`GET ${companyApi.userOrganizations}`]: () => ({
      body: { value: [registered ? createMembership('owner') : membership] },
    }),
    [`PATCH ${companyApi.organization}`]: async (request) => {
      const answer = typeof patch === 'function' ? await patch(request) : patch;
      registered = (answer.status ?? 200) < 300;
      return answer;
    },
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const nextButton = () => screen.getByRole('button', { name: sharedJa.step_next });
const backButton = () => screen.getByRole('button', { name: sharedJa.step_back });
const submitButton = () => screen.getByRole('button', { name: companyJa.registration_submit });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Goes through the steps keeping what they hold, and submits the last one. */
async function submitUnchanged() {
  const events = userEvent.setup({ delay: null });
  await waitFor(() => expect(nextButton()).toBeEnabled());
  await events.click(nextButton());
  await stepHeading(companyJa.section_location);
  await events.click(nextButton());
  await stepHeading(companyJa.section_introduction);
  await events.click(submitButton());
}

async function open() {
  const result = renderRemoteRoute(companyRoutes, '/company/registration', { user });
  await screen.findByRole('heading', { level: 1, name: companyJa.registration_heading });
  return result;
}

describe('company.registration', () => {
  it('starts at step 1 of 3 with the name the company applied with', async () => {
    mockWizard();
    await open();
    expect(screen.getByText('ステップ 1 / 3')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: companyJa.registration_progress_label }),
    ).toHaveAttribute('aria-valuenow', '1');
    expect(await stepHeading(companyJa.section_basic)).toBeInTheDocument();
    expect(field(companyJa.field_name_label)).toHaveValue('株式会社ジョブマッチ');
    expect(screen.queryByRole('button', { name: sharedJa.step_back })).not.toBeInTheDocument();
    await waitFor(() => expect(nextButton()).toBeEnabled());
  });

  it('checks the first step with its fields of the profile schema', async () => {
    mockWizard();
    await open();
    const events = userEvent.setup({ delay: null });
    await events.clear(field(companyJa.field_name_label));
    expect(await screen.findByText(messages.companyNameRequired)).toBeInTheDocument();
    await events.type(field(companyJa.field_name_label), '株式会社ジョブマッチ');
    await events.type(field(companyJa.field_capital_label), '1千万');
    expect(await screen.findByText(messages.wholeNumber)).toBeInTheDocument();
    await events.type(field(companyJa.field_established_on_label), '2010/4/1');
    expect(await screen.findByText(messages.dateFormat)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText('ステップ 1 / 3')).toBeInTheDocument();
  });

  it('checks the second step: postal code, one of the 47 prefectures, phone and website', async () => {
    mockWizard();
    await open();
    const events = userEvent.setup({ delay: null });
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await events.click(nextButton());
    expect(await stepHeading(companyJa.section_location)).toBeInTheDocument();
    expect(screen.getByText('ステップ 2 / 3')).toBeInTheDocument();

    const prefecture = screen.getByRole('combobox', { name: companyJa.field_prefecture_label });
    // the placeholder and the 47 prefectures
    expect(within(prefecture).getAllByRole('option')).toHaveLength(48);
    await events.type(field(companyJa.field_postal_code_label), '10000');
    expect(await screen.findByText(messages.zipCodeFormat)).toBeInTheDocument();
    await events.type(field(companyJa.field_phone_label), '03-1234');
    expect(await screen.findByText(messages.phoneFormat)).toBeInTheDocument();
    await events.type(field(companyJa.field_website_label), 'example.co.jp');
    expect(await screen.findByText(messages.urlFormat)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });

  it('keeps what was typed when going back', async () => {
    mockWizard();
    await open();
    const events = userEvent.setup({ delay: null });
    await events.type(field(companyJa.field_industry_label), '情報通信業');
    await events.click(nextButton());
    await stepHeading(companyJa.section_location);
    await events.type(field(companyJa.field_city_label), '千代田区');
    await events.click(backButton());
    await stepHeading(companyJa.section_basic);
    expect(field(companyJa.field_industry_label)).toHaveValue('情報通信業');
    await events.click(nextButton());
    await stepHeading(companyJa.section_location);
    expect(field(companyJa.field_city_label)).toHaveValue('千代田区');
  });

  it('saves every step with completeRegistration, toasts and lands on the my page', async () => {
    const api = mockWizard();
    const show = jest.spyOn(toast, 'show');
    const { location } = await open();
    const events = userEvent.setup({ delay: null });

    await events.type(field(companyJa.field_industry_label), '情報通信業');
    await events.type(field(companyJa.field_established_on_label), '2010-04-01');
    await events.type(field(companyJa.field_capital_label), '10000000');
    await events.type(field(companyJa.field_employee_count_label), '50');
    await events.type(field(companyJa.field_representative_label), '山田 太郎');
    await events.click(nextButton());

    await stepHeading(companyJa.section_location);
    await events.type(field(companyJa.field_postal_code_label), '1000001');
    await events.selectOptions(
      screen.getByRole('combobox', { name: companyJa.field_prefecture_label }),
      '東京都',
    );
    await events.type(field(companyJa.field_city_label), '千代田区');
    await events.type(field(companyJa.field_street_label), '丸の内1-1-1');
    await events.type(field(companyJa.field_phone_label), '0312345678');
    await events.type(field(companyJa.field_website_label), 'https://example.co.jp');
    await events.click(nextButton());

    await stepHeading(companyJa.section_introduction);
    expect(screen.getByText('ステップ 3 / 3')).toBeInTheDocument();
    // the optional images, uploaded on their own
    expect(screen.getByRole('group', { name: companyJa.section_images })).toBeInTheDocument();
    expect(screen.getByText(companyJa.images_optional_note)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: companyJa.field_logo_label })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: companyJa.field_icon_label })).toBeInTheDocument();
    await events.type(field(companyJa.field_summary_label), 'エンジニアと企業をつなぎます。');
    await events.click(submitButton());

    await waitFor(() => expect(location()).toBe('/company/mypage'));
    expect(api.callsTo('PATCH', companyApi.organization)[0]?.body).toEqual({
      name: '株式会社ジョブマッチ',
      industry: '情報通信業',
      establishedOn: '2010-04-01',
      capital: 10000000,
      employeeCount: 50,
      representativeName: '山田 太郎',
      postalCode: '1000001',
      addressLine1: '東京都',
      addressLine2: '千代田区',
      addressLine3: '丸の内1-1-1',
      phoneNumber: '0312345678',
      website: 'https://example.co.jp',
      organizationSummary: 'エンジニアと企業をつなぎます。',
      businessOperations: null,
      completeRegistration: true,
    });
    expect(show).toHaveBeenCalledWith(companyJa.registration_done, { variant: 'success' });
    // the my page read the registered company and stayed
    expect(
      await screen.findByRole('heading', { level: 1, name: '株式会社ジョブマッチ' }),
    ).toBeInTheDocument();
    show.mockRestore();
  });

  it('goes back to the name when the api says it is taken', async () => {
    mockWizard(undefined, apiError(409, 'already_exists'));
    const { location } = await open();
    await submitUnchanged();

    expect(await stepHeading(companyJa.section_basic)).toBeInTheDocument();
    expect(await screen.findByText(errorsJa.organization_name_taken)).toBeInTheDocument();
    expect(field(companyJa.field_name_label)).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/company/registration');
  });

  it.each([
    ['organization_not_normal', 409],
    ['no_permission', 403],
  ])('shows %s above the last step', async (code, status) => {
    mockWizard(undefined, apiError(status, code));
    await open();
    await submitUnchanged();
    // the upload fields keep their own (empty) alert regions
    expect(await screen.findByText(errorsJa[code as 'no_permission'])).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('sends a member to the my page', async () => {
    mockWizard(createMembership('member', createUnregisteredOrganization()));
    const { location } = renderRemoteRoute(companyRoutes, '/company/registration', { user });
    await waitFor(() => expect(location()).toBe('/company/mypage'));
  });
});
