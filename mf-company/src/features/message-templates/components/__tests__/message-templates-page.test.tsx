import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorsJa } from '@jobmatch/shared';
import type { MemberRole, MessageTemplate } from '@jobmatch/shared/contracts';
import { messageTemplateValidationMessages } from '@jobmatch/shared/schemas';
import {
  apiError,
  createTestUser,
  mockApi,
  renderRemoteRoute,
  type MockHandler,
} from '@jobmatch/shared/testing';
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

const templatesApi = {
  list: `/api/chat/organizations/${ORG_ID}/message-templates`,
  item: `/api/chat/organizations/${ORG_ID}/message-templates/:id`,
  platform: '/api/chat/message-templates',
  platformItem: '/api/chat/message-templates/:id',
};

function createTemplate(overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    id: 'template-1',
    organizationId: ORG_ID,
    name: '面接のご案内',
    content: '{応募者名}様\n{求人名}へのご応募ありがとうございます。',
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

const interview = createTemplate();
const thanks = createTemplate({
  id: 'template-2',
  name: 'お礼',
  content: 'ありがとうございました。',
});

async function open({
  role = 'member',
  templates = [interview, thanks],
  handlers = {},
  organizationStatus = 'normal',
}: {
  role?: MemberRole;
  templates?: MessageTemplate[];
  handlers?: Record<string, MockHandler>;
  organizationStatus?: 'normal' | 'suspended';
} = {}) {
  const api = mockApi({
    [`GET ${companyApi.userOrganizations}`]: {
      body: {
        value: [
          createMembership(
            role,
            createOrganization({
              status: organizationStatus as ReturnType<typeof createOrganization>['status'],
            }),
          ),
        ],
      },
    },
    [`GET ${templatesApi.list}`]: { body: { value: templates } },
    ...handlers,
  });
  const result = renderRemoteRoute(companyRoutes, '/company/message-templates', {
    user: createCompanyUser(),
  });
  await screen.findByRole('heading', { level: 1, name: companyJa.templates_heading });
  return { api, events: userEvent.setup({ delay: null }), ...result };
}

const card = (name: string) => screen.getByRole('article', { name });
const dialog = () => screen.getByRole('dialog');
const nameField = () => within(dialog()).getByRole('textbox', { name: companyJa.templates_name });
const contentField = () =>
  within(dialog()).getByRole('textbox', { name: companyJa.templates_content });

describe('company.message-templates', () => {
  it('lists the company’s templates with their text', async () => {
    const { api } = await open();
    expect(await screen.findByRole('article', { name: '面接のご案内' })).toHaveTextContent(
      '{応募者名}様',
    );
    expect(card('お礼')).toHaveTextContent('ありがとうございました。');
    expect(
      within(card('お礼')).getByRole('button', { name: companyJa.templates_edit }),
    ).toBeVisible();
    expect(api.callsTo('GET', templatesApi.list)).toHaveLength(1);
  });

  it('says when there are none yet', async () => {
    await open({ templates: [] });
    expect(await screen.findByText(companyJa.templates_empty)).toBeInTheDocument();
    expect(screen.getByText(companyJa.templates_empty_hint)).toBeInTheDocument();
  });

  it('shows the list without changes to those who may not write', async () => {
    await open({ organizationStatus: 'suspended' });
    await screen.findByRole('article', { name: 'お礼' });
    expect(screen.queryByRole('button', { name: companyJa.templates_add })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: companyJa.templates_edit }),
    ).not.toBeInTheDocument();
  });

  it('adds one: says in Japanese what is missing, then posts the trimmed name and text', async () => {
    let templates = [interview];
    const { api, events } = await open({
      handlers: {
        [`GET ${templatesApi.list}`]: () => ({ body: { value: templates } }),
        [`POST ${templatesApi.list}`]: ({ body }) => {
          const created = createTemplate({ id: 'template-3', ...(body as object) });
          templates = [...templates, created];
          return { status: 201, body: created };
        },
      },
    });
    const show = jest.spyOn(toast, 'show');
    await screen.findByRole('article', { name: '面接のご案内' });
    await events.click(screen.getByRole('button', { name: companyJa.templates_add }));
    expect(
      within(dialog()).getByRole('heading', { name: companyJa.templates_new_title }),
    ).toBeInTheDocument();

    await events.click(within(dialog()).getByRole('button', { name: companyJa.templates_save }));
    expect(
      await within(dialog()).findByText(messageTemplateValidationMessages.nameRequired),
    ).toBeInTheDocument();
    expect(
      within(dialog()).getByText(messageTemplateValidationMessages.contentRequired),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', templatesApi.list)).toHaveLength(0);

    await events.type(nameField(), '  日程調整 ');
    // `{{` types a `{`
    await events.type(contentField(), '{{応募者名}様{enter}面接の日程をご相談させてください。');
    await events.click(within(dialog()).getByRole('button', { name: companyJa.templates_save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', templatesApi.list)[0]?.body).toEqual({
      name: '日程調整',
      content: '{応募者名}様\n面接の日程をご相談させてください。',
    });
    expect(show).toHaveBeenCalledWith(companyJa.templates_saved, { variant: 'success' });
    expect(await screen.findByRole('article', { name: '日程調整' })).toBeInTheDocument();
    show.mockRestore();
  });

  it('says a text is too long before sending it', async () => {
    const { events } = await open();
    await events.click(await screen.findByRole('button', { name: companyJa.templates_add }));
    await events.type(nameField(), 'お知らせ');
    await events.click(contentField());
    await events.paste('あ'.repeat(2001));
    await events.click(within(dialog()).getByRole('button', { name: companyJa.templates_save }));
    expect(
      await within(dialog()).findByText(messageTemplateValidationMessages.contentTooLong),
    ).toBeInTheDocument();
  });

  it('says the company keeps at most 50 when the api refuses one more', async () => {
    const { events } = await open({
      handlers: { [`POST ${templatesApi.list}`]: apiError(409, 'limit_exceeded') },
    });
    await events.click(await screen.findByRole('button', { name: companyJa.templates_add }));
    await events.type(nameField(), 'もう一つ');
    await events.type(contentField(), '本文');
    await events.click(within(dialog()).getByRole('button', { name: companyJa.templates_save }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      '定型文は50件まで登録できます。不要なものを削除してください。',
    );
    expect(dialog()).toBeInTheDocument();
  });

  it('edits one: the dialog holds its name and text, and patches it', async () => {
    const { api, events } = await open({
      handlers: {
        [`PATCH ${templatesApi.item}`]: { body: { ...thanks, content: 'ありがとうございます。' } },
      },
    });
    await screen.findByRole('article', { name: 'お礼' });
    await events.click(
      within(card('お礼')).getByRole('button', { name: companyJa.templates_edit }),
    );
    expect(
      within(dialog()).getByRole('heading', { name: companyJa.templates_edit_title }),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue('お礼');
    expect(contentField()).toHaveValue('ありがとうございました。');
    await events.clear(contentField());
    await events.type(contentField(), 'ありがとうございます。');
    await events.click(within(dialog()).getByRole('button', { name: companyJa.templates_save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = api.callsTo('PATCH', templatesApi.item);
    expect(patch?.url).toBe(`/api/chat/organizations/${ORG_ID}/message-templates/template-2`);
    expect(patch?.body).toEqual({ name: 'お礼', content: 'ありがとうございます。' });
    await waitFor(() => expect(api.callsTo('GET', templatesApi.list)).toHaveLength(2));
  });

  it('deletes one only once confirmed', async () => {
    let templates = [interview, thanks];
    const { api, events } = await open({
      handlers: {
        [`GET ${templatesApi.list}`]: () => ({ body: { value: templates } }),
        [`DELETE ${templatesApi.item}`]: () => {
          templates = [interview];
          return { status: 204 };
        },
      },
    });
    const show = jest.spyOn(toast, 'show');
    await screen.findByRole('article', { name: 'お礼' });
    const remove = () =>
      within(card('お礼')).getByRole('button', { name: companyJa.templates_delete });

    await events.click(remove());
    expect(
      within(dialog()).getByRole('heading', { name: '「お礼」を削除しますか？' }),
    ).toBeInTheDocument();
    await events.click(within(dialog()).getByRole('button', { name: companyJa.dialog_cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', templatesApi.item)).toHaveLength(0);

    await events.click(remove());
    await events.click(within(dialog()).getByRole('button', { name: companyJa.templates_delete }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'お礼' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', templatesApi.item)[0]?.url).toBe(
      `/api/chat/organizations/${ORG_ID}/message-templates/template-2`,
    );
    expect(show).toHaveBeenCalledWith(companyJa.templates_deleted, { variant: 'success' });
    show.mockRestore();
  });

  it('says when a delete is refused, in the dialog', async () => {
    const { events } = await open({
      handlers: { [`DELETE ${templatesApi.item}`]: apiError(409, 'organization_not_normal') },
    });
    await screen.findByRole('article', { name: 'お礼' });
    await events.click(
      within(card('お礼')).getByRole('button', { name: companyJa.templates_delete }),
    );
    await events.click(within(dialog()).getByRole('button', { name: companyJa.templates_delete }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      errorsJa.organization_not_normal!,
    );
    expect(card('お礼')).toBeInTheDocument();
    // left and opened again: the refusal was the last attempt's
    await events.click(within(dialog()).getByRole('button', { name: companyJa.dialog_cancel }));
    await events.click(
      within(card('お礼')).getByRole('button', { name: companyJa.templates_delete }),
    );
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    const { events } = await open({
      handlers: {
        [`GET ${templatesApi.list}`]: () =>
          ++calls === 1 ? apiError(500, 'internal_server_error') : { body: { value: [thanks] } },
      },
    });
    await events.click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('article', { name: 'お礼' })).toBeInTheDocument();
  });
});

describe('admin.message-templates', () => {
  const admin = createTestUser({ id: 'admin-1', typeId: '100', name: '運営 管理者' });
  const shared = createTemplate({ id: 'shared-1', organizationId: null, name: '共通のご挨拶' });

  it('keeps the platform’s templates through /api/chat/message-templates', async () => {
    const api = mockApi({
      [`GET ${templatesApi.platform}`]: { body: { value: [shared] } },
      [`POST ${templatesApi.platform}`]: { status: 201, body: shared },
      [`DELETE ${templatesApi.platformItem}`]: { status: 204 },
    });
    renderRemoteRoute(companyRoutes, '/admin/message-templates', { user: admin });
    expect(
      await screen.findByRole('heading', { level: 1, name: companyJa.templates_admin_heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(companyJa.templates_admin_lead)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '共通のご挨拶' })).toBeInTheDocument();

    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: companyJa.templates_add }));
    await events.type(nameField(), 'ご連絡');
    await events.type(contentField(), 'ご連絡ありがとうございます。');
    await events.click(within(dialog()).getByRole('button', { name: companyJa.templates_save }));
    await waitFor(() => expect(api.callsTo('POST', templatesApi.platform)).toHaveLength(1));
    expect(api.callsTo('POST', templatesApi.platform)[0]?.body).toEqual({
      name: 'ご連絡',
      content: 'ご連絡ありがとうございます。',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(
      within(card('共通のご挨拶')).getByRole('button', { name: companyJa.templates_delete }),
    );
    await events.click(within(dialog()).getByRole('button', { name: companyJa.templates_delete }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', templatesApi.platformItem)[0]?.url).toBe(
        '/api/chat/message-templates/shared-1',
      ),
    );
    // no company is asked for: the page is the platform's
    expect(api.callsTo('GET', companyApi.userOrganizations)).toHaveLength(0);
    expect(api.callsTo('GET', templatesApi.list)).toHaveLength(0);
  });
});
