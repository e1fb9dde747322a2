import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedJa } from '@jobmatch/shared';
import type { OrganizationApplication } from '@jobmatch/shared/contracts';
import { companyValidationMessages } from '@jobmatch/shared/schemas';
import {
  apiError,
  createTestQueryClient,
  mockApi,
  renderRemoteRoute,
  createPage,
} from '@jobmatch/shared/testing';
import { toast } from 'shell/toast';
import { companyJa } from '../../../../app/i18n/ja';
import { companyRoutes } from '../../../../app/routes';
import { organizationApplicationsInfiniteQueryOptions } from '../../api/get-organization-applications';
import { admin, createApplication, detailUrl } from '../../testing/application-fixtures';

const DETAIL = detailUrl('app-1');
const APPROVE = `${DETAIL}/approve`;
const REJECT = `${DETAIL}/reject`;

const approveButton = () => screen.getByRole('button', { name: companyJa.application_approve });
const rejectButton = () => screen.getByRole('button', { name: companyJa.application_reject });
const section = (name: string) => screen.getByRole('region', { name });
const dialog = () => screen.getByRole('dialog');

async function open(queryClient = createTestQueryClient()) {
  const result = renderRemoteRoute(companyRoutes, '/admin/organization-applications/app-1', {
    user: admin,
    queryClient,
  });
  return { ...result, events: userEvent.setup({ delay: null }) };
}

/** The detail as the api keeps it: approving or rejecting changes what the next GET answers. */
function reviewableApi(extra: Parameters<typeof mockApi>[0] = {}) {
  let current: OrganizationApplication = createApplication();
  const api = mockApi({
    [`GET ${DETAIL}`]: () => ({ body: current }),
    [`POST ${APPROVE}`]: () => {
      current = { ...current, status: 'approved', reviewedAt: '2026-11-23T01:00:00Z' };
      return { body: current };
    },
    [`POST ${REJECT}`]: ({ body }) => {
      current = {
        ...current,
        status: 'rejected',
        reviewedAt: '2026-11-23T01:00:00Z',
        rejectionReason: (body as { reason: string }).reason,
      };
      return { body: current };
    },
    ...extra,
  });
  return {
    api,
    decide: (next: Partial<OrganizationApplication>) => (current = { ...current, ...next }),
  };
}

describe('admin.organization-applications.show', () => {
  let show: jest.SpyInstance;
  beforeEach(() => {
    show = jest.spyOn(toast, 'show');
  });
  afterEach(() => show.mockRestore());

  it('shows every field of a pending application with the two decisions', async () => {
    reviewableApi();
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: '株式会社テックマッチ' }),
    ).toBeInTheDocument();

    const details = section(companyJa.application_details_section);
    for (const text of [
      '佐藤 花子',
      'hanako@techmatch.example',
      '0312345678',
      '2026年11月22日 00:30',
    ])
      expect(details).toHaveTextContent(text);
    expect(within(details).getByText(/Webサービスの開発をしています。/)).toBeInTheDocument();

    const review = section(companyJa.application_review_section);
    expect(within(review).getByText(companyJa.application_status_pending)).toBeInTheDocument();
    expect(review).not.toHaveTextContent(companyJa.application_reviewed_at);
    expect(approveButton()).toBeEnabled();
    expect(rejectButton()).toBeEnabled();
  });

  it('shows what the company is vetted with: its 法人番号, address and website', async () => {
    reviewableApi();
    await open();
    await screen.findByRole('heading', { level: 1, name: '株式会社テックマッチ' });
    const details = section(companyJa.application_details_section);
    expect(details).toHaveTextContent(`${companyJa.application_corporate_number}7000012050002`);
    expect(details).toHaveTextContent(
      `${companyJa.application_address}〒100-0013 東京都千代田区霞が関3-1-1`,
    );
    const website = within(details).getByRole('link', { name: 'https://techmatch.example' });
    expect(website).toHaveAttribute('href', 'https://techmatch.example');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says 記入なし for what an older application or one without a website did not give', async () => {
    mockApi({
      [`GET ${DETAIL}`]: {
        body: createApplication({
          corporateNumber: null,
          postalCode: null,
          addressLine1: null,
          addressLine2: null,
          addressLine3: null,
          website: null,
        }),
      },
    });
    await open();
    await screen.findByRole('heading', { level: 1, name: '株式会社テックマッチ' });
    const details = section(companyJa.application_details_section);
    for (const label of [
      companyJa.application_corporate_number,
      companyJa.application_address,
      companyJa.application_website,
    ])
      expect(details).toHaveTextContent(`${label}${companyJa.application_not_given}`);
    expect(within(details).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows when and why a rejected application was decided, and no decisions', async () => {
    mockApi({
      [`GET ${DETAIL}`]: {
        body: createApplication({
          status: 'rejected',
          description: null,
          reviewedAt: '2026-11-22T03:15:00Z',
          rejectionReason: '事業内容を確認できませんでした',
        }),
      },
    });
    await open();
    const review = await screen.findByRole('region', {
      name: companyJa.application_review_section,
    });
    expect(within(review).getByText(companyJa.application_status_rejected)).toBeInTheDocument();
    expect(review).toHaveTextContent(`${companyJa.application_reviewed_at}2026年11月22日 12:15`);
    expect(review).toHaveTextContent('事業内容を確認できませんでした');
    expect(section(companyJa.application_details_section)).toHaveTextContent(
      companyJa.application_description_none,
    );
    expect(screen.queryByRole('button', { name: companyJa.application_approve })).toBeNull();
    expect(screen.queryByRole('button', { name: companyJa.application_reject })).toBeNull();
  });

  it('approves after a confirmation, toasts and shows the new status everywhere', async () => {
    const { api } = reviewableApi();
    const queryClient = createTestQueryClient();
    // A list the administrator saw before: approving must make it stale.
    const listKey = organizationApplicationsInfiniteQueryOptions('pending').queryKey;
    queryClient.setQueryData(listKey, {
      pages: [createPage([createApplication()])],
      pageParams: [null],
    });
    const { events } = await open(queryClient);

    await events.click(await screen.findByRole('button', { name: companyJa.application_approve }));
    const confirm = dialog();
    expect(confirm).toHaveAccessibleName(companyJa.application_approve_title);
    expect(confirm).toHaveTextContent('株式会社テックマッチ');
    expect(confirm).toHaveTextContent('hanako@techmatch.example');
    expect(api.callsTo('POST', APPROVE)).toHaveLength(0);

    await events.click(
      within(confirm).getByRole('button', { name: companyJa.application_approve }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', APPROVE)).toHaveLength(1);
    expect(show).toHaveBeenCalledWith(companyJa.application_approved, { variant: 'success' });
    expect(
      within(section(companyJa.application_review_section)).getByText(
        companyJa.application_status_approved,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: companyJa.application_approve })).toBeNull();
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('approves nothing when the confirmation is cancelled', async () => {
    const { api } = reviewableApi();
    const { events } = await open();
    await events.click(await screen.findByRole('button', { name: companyJa.application_approve }));
    await events.click(
      within(dialog()).getByRole('button', { name: companyJa.application_cancel }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', APPROVE)).toHaveLength(0);
    expect(approveButton()).toHaveFocus();
  });

  it('says so when another administrator decided meanwhile, and shows the new status', async () => {
    const { decide } = reviewableApi({
      [`POST ${APPROVE}`]: () => {
        decide({ status: 'rejected', reviewedAt: '2026-11-23T01:00:00Z', rejectionReason: '重複' });
        return apiError(409, 'wrong_parameter');
      },
    });
    const { events } = await open();
    await events.click(await screen.findByRole('button', { name: companyJa.application_approve }));
    await events.click(
      within(dialog()).getByRole('button', { name: companyJa.application_approve }),
    );

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      companyJa.application_already_reviewed,
    );
    expect(
      within(dialog()).getByRole('button', { name: companyJa.application_approve }),
    ).toBeDisabled();
    expect(show).not.toHaveBeenCalled();
    await events.click(
      within(dialog()).getByRole('button', { name: companyJa.application_cancel }),
    );
    expect(
      within(section(companyJa.application_review_section)).getByText(
        companyJa.application_status_rejected,
      ),
    ).toBeInTheDocument();
  });

  it('rejects with a required reason, toasts and shows the reason', async () => {
    const { api } = reviewableApi();
    const { events } = await open();
    await events.click(await screen.findByRole('button', { name: companyJa.application_reject }));

    const form = dialog();
    expect(form).toHaveAccessibleName(companyJa.application_reject_title);
    const reason = within(form).getByRole('textbox', {
      name: companyJa.application_reject_reason_label,
    });
    expect(reason).toHaveFocus();
    const submit = within(form).getByRole('button', { name: companyJa.application_reject });
    expect(submit).toBeDisabled();

    await events.type(reason, '   ');
    expect(await within(form).findByText(companyValidationMessages.reasonRequired)).toBeVisible();
    expect(submit).toBeDisabled();

    await events.type(reason, '事業内容を確認できませんでした ');
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', REJECT)[0]?.body).toEqual({
      reason: '事業内容を確認できませんでした',
    });
    expect(show).toHaveBeenCalledWith(companyJa.application_rejected, { variant: 'success' });
    const review = section(companyJa.application_review_section);
    expect(within(review).getByText(companyJa.application_status_rejected)).toBeInTheDocument();
    expect(review).toHaveTextContent('事業内容を確認できませんでした');
  });

  it('keeps the reason and says what failed when rejecting fails', async () => {
    reviewableApi({ [`POST ${REJECT}`]: apiError(500, 'api_error') });
    const { events } = await open();
    await events.click(await screen.findByRole('button', { name: companyJa.application_reject }));
    const reason = within(dialog()).getByRole('textbox', {
      name: companyJa.application_reject_reason_label,
    });
    await events.type(reason, '重複した申請です');
    await events.click(
      within(dialog()).getByRole('button', { name: companyJa.application_reject }),
    );

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(sharedJa.generic_error!);
    expect(reason).toHaveValue('重複した申請です');
    expect(show).not.toHaveBeenCalled();
  });

  it('resends the owner invitation of an approved company, and says when someone has joined', async () => {
    let joined = false;
    const approved = createApplication({ status: 'approved', reviewedAt: '2026-11-23T01:00:00Z' });
    const api = mockApi({
      [`GET ${DETAIL}`]: { body: approved },
      [`POST ${DETAIL}/resend-invitation`]: () =>
        joined ? apiError(409, 'wrong_parameter') : { status: 204 },
    });
    const { events } = await open();
    const resend = await screen.findByRole('button', {
      name: companyJa.application_resend_invitation,
    });
    expect(screen.queryByRole('button', { name: companyJa.application_approve })).toBeNull();

    await events.click(resend);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith('hanako@techmatch.example に招待メールを再送信しました', {
        variant: 'success',
      }),
    );
    expect(api.callsTo('POST', `${DETAIL}/resend-invitation`)).toHaveLength(1);

    joined = true;
    await events.click(resend);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(companyJa.application_invitation_joined, {
        variant: 'info',
      }),
    );
  });

  it('says an unknown application is not found and leads back to the list', async () => {
    mockApi({ [`GET ${DETAIL}`]: apiError(404, 'not_found') });
    await open();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: companyJa.application_not_found_heading,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: companyJa.application_back_to_list })).toHaveAttribute(
      'href',
      '/admin/organization-applications',
    );
  });

  it('offers a retry when the application does not load', async () => {
    let calls = 0;
    mockApi({
      [`GET ${DETAIL}`]: () =>
        ++calls === 1 ? apiError(500, 'api_error') : { body: createApplication() },
    });
    const { events } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(sharedJa.load_error!);
    await events.click(within(alert).getByRole('button', { name: sharedJa.retry }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '株式会社テックマッチ' }),
    ).toBeInTheDocument();
  });
});
