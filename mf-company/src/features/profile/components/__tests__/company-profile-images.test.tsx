import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyOrganization, MemberRole } from '@jobmatch/shared/contracts';
import {
  createUploadTarget,
  installFakeUploadRequests,
  mockApi,
  renderRemoteRoute,
} from '@jobmatch/shared/testing';
import { companyJa } from '../../../../app/i18n/ja';
import { companyRoutes } from '../../../../app/routes';
import {
  ORG_ID,
  companyApi,
  createCompanyUser,
  createMembership,
  createOrganization,
} from '../../../../testing/company-fixtures';

const target = createUploadTarget({
  url: '/api/catalog/uploads/orgs/org-1/logo-2.png?signature=abc',
  objectId: 'orgs/org-1/logo-2.png',
});
const NEW_LOGO = '/api/catalog/files/orgs/org-1/logo-2.png';
const png = () => new File([new Uint8Array(300)], 'logo.png', { type: 'image/png' });

// The PUT goes to the signed URL, not the api: the page's uploads are the fake's.
let uploads: ReturnType<typeof installFakeUploadRequests>;
beforeEach(() => {
  uploads = installFakeUploadRequests();
});
afterEach(() => {
  uploads.restore();
});

async function open(role: MemberRole = 'owner', organization = createOrganization()) {
  let current: CompanyOrganization = organization;
  const api = mockApi({
    [`GET ${companyApi.userOrganizations}`]: () => ({
      body: { value: [createMembership(role, current)] },
    }),
    [`GET ${companyApi.organization}`]: () => ({ body: current }),
    [`GET ${companyApi.uploadUrl}`]: { body: target },
    [`POST ${companyApi.attachments}`]: () => {
      current = { ...current, logoImageUri: NEW_LOGO };
      return { status: 201, body: {} };
    },
  });
  renderRemoteRoute(companyRoutes, '/company/profile', { user: createCompanyUser() });
  await screen.findByRole('heading', { level: 1, name: companyJa.profile_heading });
  return api;
}

const logoField = () => screen.getByRole('group', { name: companyJa.field_logo_label });
const logoInput = () =>
  screen.getByLabelText<HTMLInputElement>(companyJa.field_logo_label, { selector: 'input' });
const upload = () => uploads.latest();

describe('company.profile: logo and icon', () => {
  it('asks for a URL bound to the file, PUTs it with progress, registers it and shows the new logo', async () => {
    const api = await open();
    const events = userEvent.setup({ delay: null });
    await events.upload(logoInput(), png());

    const bar = await within(logoField()).findByRole('progressbar');
    const [asked] = api.callsTo('GET', companyApi.uploadUrl);
    expect(Object.fromEntries(asked!.query)).toEqual({
      contentLength: '300',
      contentType: 'image/png',
      type: 'logo',
    });
    expect(upload()).toMatchObject({
      method: 'PUT',
      url: target.url,
      headers: { 'Content-Type': 'image/png' },
    });
    act(() => upload().progress(150, 300));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(api.callsTo('POST', companyApi.attachments)).toHaveLength(0);

    await act(async () => upload().respond(200));
    await waitFor(() =>
      expect(within(logoField()).getByRole('img')).toHaveAttribute('src', NEW_LOGO),
    );
    expect(api.callsTo('POST', companyApi.attachments)[0]?.body).toEqual({
      objectId: target.objectId,
      ownerId: ORG_ID,
      type: 'logo',
      isPublic: true,
    });
    expect(within(logoField()).getByRole('status')).toHaveTextContent('アップロードしました');
  });

  it('stops an upload on 中止 and registers nothing', async () => {
    const api = await open();
    const events = userEvent.setup({ delay: null });
    await events.upload(logoInput(), png());
    await within(logoField()).findByRole('progressbar');
    await events.click(within(logoField()).getByRole('button', { name: '中止' }));
    expect(upload().aborted).toBe(true);
    expect(await within(logoField()).findByRole('status')).toHaveTextContent(
      'アップロードを中止しました',
    );
    expect(api.callsTo('POST', companyApi.attachments)).toHaveLength(0);
  });

  it('refuses a file of another type before asking for a URL', async () => {
    const api = await open();
    await userEvent
      .setup({ applyAccept: false })
      .upload(logoInput(), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(within(logoField()).getByRole('alert')).toHaveTextContent(
      'ファイル形式はPNG、JPEG、WebPのいずれかにしてください',
    );
    expect(api.callsTo('GET', companyApi.uploadUrl)).toHaveLength(0);
  });

  it('uploads the icon as an icon', async () => {
    const api = await open();
    await userEvent
      .setup()
      .upload(
        screen.getByLabelText<HTMLInputElement>(companyJa.field_icon_label, { selector: 'input' }),
        png(),
      );
    await waitFor(() => expect(api.callsTo('GET', companyApi.uploadUrl)).toHaveLength(1));
    expect(api.callsTo('GET', companyApi.uploadUrl)[0]?.query.get('type')).toBe('icon');
  });

  it('lets no upload start before the company is approved', async () => {
    await open('owner', createOrganization({ status: 'pending' }));
    expect(screen.getByText(companyJa.images_pending_note)).toBeInTheDocument();
    expect(logoInput()).toBeDisabled();
    expect(within(logoField()).getByRole('button', { name: '画像を選択' })).toBeDisabled();
  });

  it('shows a member the images without any upload', async () => {
    await open('member', createOrganization({ logoImageUri: NEW_LOGO }));
    expect(screen.getByRole('img', { name: '株式会社ジョブマッチ のロゴ' })).toHaveAttribute(
      'src',
      NEW_LOGO,
    );
    expect(screen.queryByRole('button', { name: '画像を選択' })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
