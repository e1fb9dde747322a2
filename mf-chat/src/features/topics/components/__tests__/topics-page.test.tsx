import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChatMessage, createPage } from '@jobmatch/shared/testing';
import { ORG_ID, chatApi, createTopic } from '../../../../testing/chat-fixtures';
import { socket, subscribedTargets } from '../../../../testing/fake-shell-chat';
import { openChat } from '../../../../testing/open-chat';

const rows = () =>
  within(screen.getByRole('list', { name: 'メッセージ一覧' })).getAllByRole('link');

describe('chat.topics.list', () => {
  it('shows each topic: title after the slash, last message, date, capped unread badge, bold when unread', async () => {
    openChat('/messages/topics', {
      [`GET ${chatApi.userTopics}`]: {
        body: createPage([
          createTopic({
            id: 'topic-1',
            unreadCount: 120,
            lastMessage: createChatMessage({ content: '面接の日程について' }),
          }),
          createTopic({
            id: 'topic-2',
            name: 'ＡＢＣ／テック/フロントエンド',
            unreadCount: 0,
            lastMessageAt: '2026-03-05T01:00:00.000Z',
          }),
        ]),
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'メッセージ' }),
    ).toBeInTheDocument();
    const [first, second] = await waitFor(rows);
    expect(first).toHaveAttribute('href', '/messages/topics/topic-1');
    expect(first).toHaveTextContent('バックエンドエンジニア');
    expect(first).not.toHaveTextContent('/ バックエンド');
    expect(first).toHaveTextContent('面接の日程について');
    expect(within(first!).getByRole('img', { name: '未読 120件' })).toHaveTextContent('99...');
    expect(first).toHaveAttribute('data-unread', 'true');
    expect(second).toHaveTextContent('フロントエンド');
    expect(second).toHaveTextContent('3/5');
    expect(second).not.toHaveAttribute('data-unread');
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
    expect(subscribedTargets()).toEqual([{ userId: 'user-1' }]);
  });

  it('says how conversations start when there are none, with the way to the postings', async () => {
    openChat('/messages/topics', { [`GET ${chatApi.userTopics}`]: { body: createPage([]) } });
    expect(
      await screen.findByText('求人に応募すると、企業とのメッセージがここに表示されます。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '求人を探す' })).toHaveAttribute('href', '/positions');
  });

  it('searches by name 1000 ms after typing stops, without the stripped characters', async () => {
    const { api } = openChat('/messages/topics', {
      [`GET ${chatApi.userTopics}`]: { body: createPage([createTopic()]) },
    });
    await waitFor(rows);

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'メッセージを検索' }),
      " (O'Re.lly)! ",
    );
    expect(api.callsTo('GET', chatApi.userTopics)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', chatApi.userTopics)).toHaveLength(2), {
      timeout: 2500,
    });
    const filters = api.callsTo('GET', chatApi.userTopics).map((call) => call.query.get('$filter'));
    expect(filters).toEqual([null, "contains(name,'O''Relly')"]);
  });

  it('loads the next page with its token', async () => {
    const { api } = openChat('/messages/topics', {
      [`GET ${chatApi.userTopics}`]: ({ query }) =>
        query.get('$nextToken')
          ? { body: createPage([createTopic({ id: 'topic-51', name: 'A/五十一番目' })]) }
          : { body: createPage([createTopic()], { nextToken: 'token-2' }) },
    });
    await waitFor(rows);
    expect(api.callsTo('GET', chatApi.userTopics)[0]!.query.get('$top')).toBe('50');
    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByText('五十一番目')).toBeInTheDocument();
    expect(api.callsTo('GET', chatApi.userTopics)[1]!.query.get('$nextToken')).toBe('token-2');
  });

  it('moves a topic with a new message to the top and counts it as unread', async () => {
    openChat('/messages/topics', {
      [`GET ${chatApi.userTopics}`]: {
        body: createPage([
          createTopic({ id: 'topic-1', name: 'A/一番目' }),
          createTopic({ id: 'topic-2', name: 'A/二番目' }),
        ]),
      },
    });
    await waitFor(rows);
    socket.message(
      createChatMessage({
        topicId: 'topic-2',
        sequence: 2,
        content: '新着です',
        readStatus: 'unread',
      }),
    );
    await waitFor(() => expect(rows()[0]).toHaveTextContent('二番目'));
    const [first] = rows();
    expect(first).toHaveTextContent('新着です');
    expect(within(first!).getByRole('img', { name: '未読 1件' })).toBeInTheDocument();

    socket.read({ topicId: 'topic-2', side: 'user', sequence: 2 });
    await waitFor(() => expect(within(rows()[0]!).queryByRole('img')).not.toBeInTheDocument());
  });

  it('shows a load error with a retry', async () => {
    let fail = true;
    openChat('/messages/topics', {
      [`GET ${chatApi.userTopics}`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal_server_error' } } }
          : { body: createPage([]) },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('メッセージはまだありません')).toBeInTheDocument();
  });
});

describe('company.messages.list', () => {
  it("lists the organization's topics by applicant and posting", async () => {
    const { api } = openChat('/company/messages/topics', {
      [`GET ${chatApi.orgTopics}`]: { body: createPage([createTopic({ unreadCount: 3 })]) },
    });
    const [row] = await waitFor(rows);
    expect(row).toHaveAttribute('href', '/company/messages/topics/topic-1');
    expect(row).toHaveTextContent('山田 太郎');
    expect(row).toHaveTextContent('応募求人: バックエンドエンジニア');
    expect(within(row!).getByRole('img', { name: '未読 3件' })).toHaveTextContent('3');
    expect(api.callsTo('GET', chatApi.orgTopics)).toHaveLength(1);
    expect(subscribedTargets()).toEqual([{ organizationId: ORG_ID }]);
  });

  it('says topics start with an application', async () => {
    openChat('/company/messages/topics', {
      [`GET ${chatApi.orgTopics}`]: { body: createPage([]) },
    });
    expect(
      await screen.findByText('応募があると、応募者とのメッセージがここに表示されます。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '求人を探す' })).not.toBeInTheDocument();
  });
});
