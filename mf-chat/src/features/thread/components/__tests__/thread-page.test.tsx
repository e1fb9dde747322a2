import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, FilledMessageTemplate } from '@jobmatch/shared/contracts';
import {
  apiError,
  createChatMessage,
  createPage,
  type MockHandler,
} from '@jobmatch/shared/testing';
import { pageTitle } from 'shell/page-title';
import { ORG_ID, chatApi, createTopic } from '../../../../testing/chat-fixtures';
import { chat, socket } from '../../../../testing/fake-shell-chat';
import { openChat } from '../../../../testing/open-chat';

const log = () => screen.getByRole('log', { name: 'メッセージ' });
/** What the page told the shell's top bar and document title (docs/shell.md#page-titles). */
const declaredTitle = () => pageTitle.getSnapshot()?.title ?? null;
const bubbles = () => within(log()).queryAllByRole('listitem');
const own = (overrides: Partial<ChatMessage>) =>
  createChatMessage({
    senderId: 'user-1',
    senderType: 'normalUser',
    isOwnMessage: true,
    ...overrides,
  });

/** The thread of `topic-1` with `messages` (oldest first), as the job seeker unless `url` says. */
function renderThread(
  messages: ChatMessage[],
  extra: Record<string, MockHandler> = {},
  { url = '/messages/topics/topic-1' } = {},
) {
  return openChat(url, {
    [`GET ${chatApi.topic}`]: { body: createTopic() },
    [`GET ${chatApi.messages}`]: { body: createPage([...messages].reverse()) },
    [`POST ${chatApi.markRead}`]: { body: { topicId: 'topic-1', side: 'user', sequence: 1 } },
    ...extra,
  });
}

describe('chat.show', () => {
  it('groups messages by Tokyo day with their times, own messages marked 既読 once read', async () => {
    renderThread([
      createChatMessage({
        sequence: 1,
        createdAt: '2026-11-19T14:30:00.000Z',
        content: 'はじめまして',
      }),
      own({ sequence: 2, createdAt: '2026-11-19T15:10:00.000Z', content: 'よろしくお願いします' }),
      own({
        sequence: 3,
        createdAt: '2026-11-20T03:00:00.000Z',
        readStatus: 'unread',
        content: '質問です',
      }),
    ]);
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    const days = within(log())
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(days).toEqual(['2026年11月19日', '2026年11月20日']);
    const [first, second, third] = bubbles();
    expect(first).toHaveTextContent('採用担当はじめまして23:30');
    expect(first).not.toHaveAttribute('data-own');
    expect(
      within(first!).getByRole('link', { name: '株式会社ジョブマッチの企業ページ' }),
    ).toHaveAttribute('href', `/organization/${ORG_ID}`);
    expect(second).toHaveAttribute('data-own', 'true');
    expect(second).toHaveTextContent('あなたよろしくお願いします既読00:10');
    expect(third).not.toHaveTextContent('既読');

    socket.read({ topicId: 'topic-1', side: 'organization', sequence: 3 });
    await waitFor(() => expect(bubbles()[2]).toHaveTextContent('既読'));
  });

  it('is titled with the posting (the topic name after its first slash) once the topic is there', async () => {
    const { unmount } = renderThread([createChatMessage({ sequence: 1 })]);
    expect(declaredTitle()).toBeNull();
    await waitFor(() => expect(declaredTitle()).toBe('バックエンドエンジニア'));
    // the top bar says the posting: the page does not repeat it, it names the company under it
    expect(await screen.findByText('株式会社ジョブマッチ')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    // the application's company page is the company's only
    expect(screen.queryByRole('link', { name: '応募者の情報を見る' })).not.toBeInTheDocument();
    unmount();
    expect(declaredTitle()).toBeNull();
  });

  it('keeps the route title when the topic cannot be read', async () => {
    renderThread([], { [`GET ${chatApi.topic}`]: apiError(404, 'not_found') });
    await screen.findByRole('heading', { name: 'メッセージが見つかりません' });
    expect(declaredTitle()).toBeNull();
  });

  it('marks the newest message read when it is unread for the reader', async () => {
    const { api } = renderThread([
      own({ sequence: 1 }),
      createChatMessage({ sequence: 2, readStatus: 'unread' }),
    ]);
    await waitFor(() => expect(api.callsTo('POST', chatApi.markRead)).toHaveLength(1));
    expect(api.callsTo('POST', chatApi.markRead)[0]!.body).toEqual({
      messageId: 'message-2',
      userId: 'user-1',
    });
    await waitFor(() => expect(chat.refreshUnreadCount).toHaveBeenCalled());
  });

  it('does not mark read when the newest message is the reader’s own', async () => {
    const { api } = renderThread([
      createChatMessage({ sequence: 1, readStatus: 'unread' }),
      own({ sequence: 2, readStatus: 'unread' }),
    ]);
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(api.callsTo('POST', chatApi.markRead)).toHaveLength(0);
  });

  it('sends: disabled while empty, cleared after sending, the stored message replaces the pending one', async () => {
    const { api } = renderThread([createChatMessage({ sequence: 1 })], {
      [`POST ${chatApi.send}`]: ({ body }) => {
        const input = body as { content: string; clientMessageId: string };
        return {
          status: 201,
          body: own({
            id: 'message-2',
            sequence: 2,
            content: input.content,
            clientMessageId: input.clientMessageId,
            readStatus: 'unread',
          }),
        };
      },
    });
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    const input = screen.getByRole('textbox', { name: 'メッセージを入力' });
    const send = screen.getByRole('button', { name: '送信' });
    expect(send).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(input, 'よろしく{enter}お願いします');
    expect(input).toHaveValue('   よろしく\nお願いします');
    expect(send).toBeEnabled();
    await userEvent.click(send);

    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const [call] = api.callsTo('POST', chatApi.send);
    expect(call!.body).toEqual(
      expect.objectContaining({
        topicId: 'topic-1',
        content: 'よろしく\nお願いします',
        senderId: 'user-1',
        senderType: 'normalUser',
        clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    );
    // The socket brings the same message again: still shown once.
    socket.message(
      own({
        id: 'message-2',
        sequence: 2,
        content: 'よろしく\nお願いします',
        clientMessageId: (call!.body as { clientMessageId: string }).clientMessageId,
      }),
    );
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()[1]).toHaveTextContent('よろしく');
  });

  it('keeps a failed message with 送信に失敗しました and resends it with the same client id', async () => {
    let fail = true;
    const { api } = renderThread([createChatMessage({ sequence: 1 })], {
      [`POST ${chatApi.send}`]: ({ body }) =>
        fail
          ? apiError(500, 'internal_server_error')
          : {
              status: 201,
              body: own({
                id: 'message-2',
                sequence: 2,
                content: 'こんにちは',
                clientMessageId: (body as { clientMessageId: string }).clientMessageId,
              }),
            },
    });
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: 'メッセージを入力' }), 'こんにちは');
    await userEvent.click(screen.getByRole('button', { name: '送信' }));

    const failed = await within(log()).findByText('送信に失敗しました');
    expect(failed.closest('li')).toHaveTextContent('こんにちは');
    fail = false;
    await userEvent.click(within(log()).getByRole('button', { name: '再送信' }));
    await waitFor(() =>
      expect(within(log()).queryByText('送信に失敗しました')).not.toBeInTheDocument(),
    );
    const [first, second] = api.callsTo('POST', chatApi.send);
    expect((second!.body as { clientMessageId: string }).clientMessageId).toBe(
      (first!.body as { clientMessageId: string }).clientMessageId,
    );
    expect(bubbles()).toHaveLength(2);
  });

  it('says when the text is too long and does not send it', async () => {
    renderThread([createChatMessage({ sequence: 1 })]);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    const input = screen.getByRole('textbox', { name: 'メッセージを入力' });
    await userEvent.click(input);
    await userEvent.paste('あ'.repeat(2001));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2000文字以内で入力してください（現在2001文字）',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: '送信' })).toBeDisabled();
  });

  it('appends live messages once, in sequence order, and catches up after a reconnect', async () => {
    const { api } = renderThread([createChatMessage({ sequence: 1 })], {
      [`GET ${chatApi.messages}`]: ({ query }) =>
        query.get('$filter')
          ? { body: createPage([createChatMessage({ sequence: 4, content: '取りこぼし' })]) }
          : { body: createPage([createChatMessage({ sequence: 1 })]) },
    });
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    socket.message(createChatMessage({ sequence: 3, content: '三番目' }));
    socket.message(createChatMessage({ sequence: 2, content: '二番目' }));
    socket.message(createChatMessage({ sequence: 3, content: '三番目' }));
    socket.message(createChatMessage({ topicId: 'topic-9', id: 'elsewhere', sequence: 9 }));
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles().map((b) => b.textContent)).toEqual([
      expect.stringContaining('メッセージ1'),
      expect.stringContaining('二番目'),
      expect.stringContaining('三番目'),
    ]);

    socket.reconnect();
    await waitFor(() => expect(bubbles()).toHaveLength(4));
    const catchUp = api.callsTo('GET', chatApi.messages).find((call) => call.query.get('$filter'));
    expect(catchUp!.query.get('$filter')).toBe('sequence gt 3');
    expect(catchUp!.query.get('$orderBy')).toBe('sequence asc');
  });

  it('shows what was written while it was closed when the thread is opened again', async () => {
    let stored = [createChatMessage({ sequence: 1, content: '応募しました' })];
    const { router } = renderThread([], {
      [`GET ${chatApi.messages}`]: () => ({ body: createPage([...stored].reverse()) }),
      [`GET ${chatApi.userTopics}`]: { body: createPage([createTopic()]) },
    });
    await waitFor(() => expect(bubbles()).toHaveLength(1));

    await act(() => router.navigate('/messages/topics'));
    stored = [...stored, createChatMessage({ sequence: 2, content: '閉じている間の返信' })];
    await act(() => router.navigate('/messages/topics/topic-1'));

    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()[1]).toHaveTextContent('閉じている間の返信');
  });

  it('loads older messages at the top without moving what is on screen', async () => {
    const older = [createChatMessage({ sequence: 1, content: '古い' })];
    const newer = [createChatMessage({ sequence: 2 }), createChatMessage({ sequence: 3 })];
    renderThread([], {
      [`GET ${chatApi.messages}`]: ({ query }) =>
        query.get('$nextToken') === 'older'
          ? { body: createPage(older) }
          : { body: createPage([...newer].reverse(), { nextToken: 'older' }) },
    });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const element = log();
    let height = 1000;
    Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => 400 });
    element.scrollTop = 10;
    act(() => {
      element.dispatchEvent(new Event('scroll'));
    });
    height = 1600;
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles()[0]).toHaveTextContent('古い');
    await waitFor(() => expect(element.scrollTop).toBe(610));
  });

  it('tells a thread that does not exist or is not the reader’s, with the way back', async () => {
    const { unmount } = renderThread([], { [`GET ${chatApi.topic}`]: apiError(404, 'not_found') });
    expect(
      await screen.findByRole('heading', { name: 'メッセージが見つかりません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'メッセージ一覧に戻る' })).toHaveAttribute(
      'href',
      '/messages/topics',
    );
    unmount();
    renderThread([], { [`GET ${chatApi.topic}`]: apiError(403, 'user_not_subscribed') });
    expect(
      await screen.findByRole('heading', { name: 'このメッセージは表示できません' }),
    ).toBeInTheDocument();
  });
});

describe('notices and closed topics (docs/conversations.md)', () => {
  it('draws a notice as a centred note; an invitation to apply links the posting for the seeker', async () => {
    renderThread([
      createChatMessage({
        sequence: 1,
        kind: 'notice',
        data: { kind: 'notice', notice: 'invited_to_apply' },
        content: '「Goエンジニア」への応募をご案内します。',
      }),
    ]);
    const note = await screen.findByRole('note', { name: '採用担当 からのお知らせ' });
    expect(note).toHaveTextContent('「Goエンジニア」への応募をご案内します。');
    expect(within(note).getByRole('link', { name: '求人を見て応募する' })).toHaveAttribute(
      'href',
      '/positions/product-1?apply=1',
    );
    expect(screen.getByRole('textbox', { name: 'メッセージを入力' })).toBeEnabled();
  });

  it('disables the input of a closed topic and says why', async () => {
    renderThread([createChatMessage({ sequence: 1 })], {
      [`GET ${chatApi.topic}`]: {
        body: createTopic({ closed: { at: '2026-11-21T00:00:00.000Z', reason: 'posting_closed' } }),
      },
    });
    const input = await screen.findByRole('textbox', { name: 'メッセージを入力' });
    await waitFor(() => expect(input).toBeDisabled());
    expect(input).toHaveAccessibleDescription('募集が終了したため、このやりとりは終了しました。');
    expect(screen.getByRole('button', { name: '送信' })).toBeDisabled();
  });

  it('closes as soon as a closing notice arrives live', async () => {
    renderThread([createChatMessage({ sequence: 1 })]);
    const input = await screen.findByRole('textbox', { name: 'メッセージを入力' });
    await waitFor(() => expect(input).toBeEnabled());
    act(() =>
      socket.message(
        createChatMessage({
          sequence: 2,
          senderType: 'normalUser',
          senderId: 'user-1',
          kind: 'notice',
          data: { kind: 'notice', notice: 'withdrawn' },
          content: '「Goエンジニア」への応募を取り下げました。',
        }),
      ),
    );
    await waitFor(() => expect(input).toBeDisabled());
    expect(input).toHaveAccessibleDescription(
      '応募が取り下げられたため、このやりとりは終了しました。',
    );
  });
});

describe('company.messages.show', () => {
  it('shows the applicant and the posting, and writes for the organization', async () => {
    const { api } = renderThread(
      [
        createChatMessage({
          sequence: 1,
          senderType: 'normalUser',
          senderId: 'user-1',
          senderName: '山田 太郎',
          readStatus: 'unread',
        }),
      ],
      {
        [`POST ${chatApi.send}`]: {
          status: 201,
          body: createChatMessage({ sequence: 2, isOwnMessage: true }),
        },
        [`POST ${chatApi.markRead}`]: {
          body: { topicId: 'topic-1', side: 'organization', sequence: 1 },
        },
      },
      { url: '/company/messages/topics/topic-1' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '山田 太郎' })).toBeInTheDocument();
    expect(declaredTitle()).toBe('バックエンドエンジニア');
    expect(screen.getByText(/応募求人: バックエンドエンジニア/)).toBeInTheDocument();
    // the posting on the company site: a draft or archived one has no public page
    expect(screen.getByRole('link', { name: '求人を見る' })).toHaveAttribute(
      'href',
      '/company/jobs/product-1',
    );
    // the application on the company site, by its path (mf-company's page)
    expect(screen.getByRole('link', { name: '応募者の情報を見る' })).toHaveAttribute(
      'href',
      '/company/applicants/order-1',
    );
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(within(log()).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', chatApi.markRead)[0]?.body).toEqual({
        messageId: 'message-1',
        userId: 'member-1',
      }),
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'メッセージを入力' }),
      'ご応募ありがとうございます',
    );
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(api.callsTo('POST', chatApi.send)).toHaveLength(1));
    expect(api.callsTo('POST', chatApi.send)[0]!.body).toEqual(
      expect.objectContaining({ senderId: 'member-1', senderType: 'organization' }),
    );
  });
});

describe('message templates in the company composer (docs/conversations.md#message-templates)', () => {
  const templates: FilledMessageTemplate[] = [
    {
      id: 'template-1',
      name: '面接のご案内',
      content: '山田 太郎様\nバックエンドエンジニアへのご応募ありがとうございます。',
      shared: false,
    },
    { id: 'template-2', name: 'お礼', content: 'ありがとうございました。', shared: true },
  ];
  const openCompanyThread = (handlers: Record<string, MockHandler> = {}) =>
    renderThread(
      [createChatMessage({ sequence: 1, senderType: 'normalUser', senderId: 'user-1' })],
      {
        [`POST ${chatApi.markRead}`]: {
          body: { topicId: 'topic-1', side: 'organization', sequence: 1 },
        },
        [`GET ${chatApi.messageTemplates}`]: { body: { value: templates } },
        ...handlers,
      },
      { url: '/company/messages/topics/topic-1' },
    );
  const dialog = () => screen.getByRole('dialog', { name: '定型文を選ぶ' });

  it('inserts the chosen template, filled, into the input and gives the input the focus back', async () => {
    const { api } = openCompanyThread();
    const input = await screen.findByRole('textbox', { name: 'メッセージを入力' });
    const open = screen.getByRole('button', { name: '定型文' });
    // read only when asked for
    expect(api.callsTo('GET', chatApi.messageTemplates)).toHaveLength(0);

    await userEvent.click(open);
    const own = await within(dialog()).findByRole('button', { name: '面接のご案内' });
    expect(own).toHaveAccessibleDescription(
      '山田 太郎様 バックエンドエンジニアへのご応募ありがとうございます。',
    );
    expect(within(dialog()).getByRole('button', { name: 'お礼 共通' })).toBeInTheDocument();
    expect(api.callsTo('GET', chatApi.messageTemplates)[0]!.url).toBe(
      '/api/chat/topics/topic-1/message-templates',
    );
    await userEvent.click(own);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue(templates[0]!.content);
    expect(input).toHaveFocus();
    expect((input as HTMLTextAreaElement).selectionStart).toBe(templates[0]!.content.length);

    // with text already written, the next one goes on a new line after it, by keyboard too
    await userEvent.type(input, '{enter}よろしくお願いします');
    await userEvent.click(open);
    await within(dialog()).findByRole('button', { name: 'お礼 共通' });
    // the dialog opens on its close button, then come the templates
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog()).getByRole('button', { name: 'お礼 共通' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const text = `${templates[0]!.content}\nよろしくお願いします\nありがとうございました。`;
    expect(input).toHaveValue(text);
    expect(input).toHaveFocus();
    expect((input as HTMLTextAreaElement).selectionStart).toBe(text.length);
    expect(screen.getByRole('button', { name: '送信' })).toBeEnabled();
  });

  it('gives the focus back to the button when closed without a choice', async () => {
    openCompanyThread();
    await userEvent.click(await screen.findByRole('button', { name: '定型文' }));
    await within(dialog()).findByRole('button', { name: '面接のご案内' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '定型文' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'メッセージを入力' })).toHaveValue('');
  });

  it('leads to the template page when the company has none', async () => {
    openCompanyThread({ [`GET ${chatApi.messageTemplates}`]: { body: { value: [] } } });
    await userEvent.click(await screen.findByRole('button', { name: '定型文' }));
    expect(await within(dialog()).findByText('定型文はまだありません')).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: '定型文を登録する' })).toHaveAttribute(
      'href',
      '/company/message-templates',
    );
  });

  it('says when the templates cannot be read, and reads them again on 再読み込み', async () => {
    let fail = true;
    openCompanyThread({
      [`GET ${chatApi.messageTemplates}`]: () =>
        fail ? apiError(500, 'internal_server_error') : { body: { value: templates } },
    });
    await userEvent.click(await screen.findByRole('button', { name: '定型文' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      '定型文を読み込めませんでした',
    );
    fail = false;
    await userEvent.click(within(dialog()).getByRole('button', { name: '再読み込み' }));
    expect(
      await within(dialog()).findByRole('button', { name: '面接のご案内' }),
    ).toBeInTheDocument();
  });

  it('is not offered to the job seeker, nor in a closed topic', async () => {
    const { unmount } = renderThread([createChatMessage({ sequence: 1 })]);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'メッセージを入力' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '定型文' })).not.toBeInTheDocument();
    unmount();

    openCompanyThread({
      [`GET ${chatApi.topic}`]: {
        body: createTopic({ closed: { at: '2026-11-21T00:00:00.000Z', reason: 'withdrawn' } }),
      },
    });
    const input = await screen.findByRole('textbox', { name: 'メッセージを入力' });
    await waitFor(() => expect(input).toBeDisabled());
    expect(screen.queryByRole('button', { name: '定型文' })).not.toBeInTheDocument();
  });
});
