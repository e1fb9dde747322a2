import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChatMessage, createPage } from '@jobmatch/shared/testing';
import { chatApi, createTopic } from '../../../../testing/chat-fixtures';
import { openChat } from '../../../../testing/open-chat';

const APPLICANT_NAMES = ['山田 太郎', '鈴木 次郎', '田中 三郎'];

/** Three topics, each with an applicant of its own; the thread of each answers by its id. */
function openInbox(url: string) {
  const topics = APPLICANT_NAMES.map((name, index) => {
    const topic = createTopic({ id: `topic-${index + 1}` });
    const [organization, applicant] = topic.owners;
    return { ...topic, owners: [organization, { ...applicant, name }] as typeof topic.owners };
  });
  return openChat(url, {
    [`GET ${chatApi.orgTopics}`]: { body: createPage(topics) },
    [`GET ${chatApi.topic}`]: ({ params }) => ({
      body: topics.find((topic) => topic.id === params.topicId) ?? topics[0],
    }),
    [`GET ${chatApi.messages}`]: { body: createPage([createChatMessage({ sequence: 1 })]) },
    [`POST ${chatApi.markRead}`]: {
      body: { topicId: 'topic-1', side: 'organization', sequence: 1 },
    },
    [`GET ${chatApi.messageTemplates}`]: { body: { value: [] } },
  });
}

const topicList = () => screen.getByRole('list', { name: 'メッセージ一覧' });
const rows = () => within(topicList()).getAllByRole('link');

/** The viewport from which the inbox has two panes (docs/chat.md#company-inbox). */
function setWideScreen(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('company inbox, from the desktop cut-off', () => {
  beforeEach(() => setWideScreen(true));

  it('shows the topics with a pane that asks to choose one while no thread is open', async () => {
    openInbox('/company/messages/topics');
    expect(
      await screen.findByRole('heading', { level: 1, name: '応募者とのメッセージ' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText('メッセージを選んでください')).toBeInTheDocument();
    expect(rows().some((row) => row.hasAttribute('aria-current'))).toBe(false);
  });

  it('opens a thread beside the list at its own URL, keeping the list and marking the topic', async () => {
    const { location } = openInbox('/company/messages/topics');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const list = topicList();

    await userEvent.click(rows()[1]!);
    expect(await screen.findByRole('heading', { level: 2, name: '鈴木 次郎' })).toBeInTheDocument();
    expect(location()).toBe('/company/messages/topics/topic-2');
    // the same list (its search and scroll), not a new page
    expect(topicList()).toBe(list);
    expect(rows()[1]).toHaveAttribute('aria-current', 'page');
    expect(rows()[0]).not.toHaveAttribute('aria-current');
    expect(screen.queryByText('メッセージを選んでください')).not.toBeInTheDocument();

    await userEvent.click(rows()[2]!);
    expect(await screen.findByRole('heading', { level: 2, name: '田中 三郎' })).toBeInTheDocument();
    expect(location()).toBe('/company/messages/topics/topic-3');
    expect(topicList()).toBe(list);
    expect(rows()[2]).toHaveAttribute('aria-current', 'page');
  });

  it('opens at a thread URL with both panes and follows back and forward', async () => {
    const { router, location } = openInbox('/company/messages/topics/topic-3');
    expect(await screen.findByRole('heading', { level: 2, name: '田中 三郎' })).toBeInTheDocument();
    await waitFor(() => expect(rows()[2]).toHaveAttribute('aria-current', 'page'));

    await userEvent.click(rows()[0]!);
    expect(await screen.findByRole('heading', { level: 2, name: '山田 太郎' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(location()).toBe('/company/messages/topics/topic-3');
    expect(await screen.findByRole('heading', { level: 2, name: '田中 三郎' })).toBeInTheDocument();
    expect(rows()[2]).toHaveAttribute('aria-current', 'page');
  });

  it('moves between topics with the arrow keys', async () => {
    openInbox('/company/messages/topics');
    await waitFor(() => expect(rows()).toHaveLength(3));
    rows()[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows()[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(rows()[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows()[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(rows()[1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(rows()[0]).toHaveFocus();
  });
});

describe('company inbox, below the desktop cut-off', () => {
  beforeEach(() => setWideScreen(false));

  it('is the list on its page, then the thread on its own page', async () => {
    const { location } = openInbox('/company/messages/topics');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByText('メッセージを選んでください')).not.toBeInTheDocument();
    await userEvent.click(rows()[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: '鈴木 次郎' })).toBeInTheDocument();
    expect(location()).toBe('/company/messages/topics/topic-2');
    expect(screen.queryByRole('list', { name: 'メッセージ一覧' })).not.toBeInTheDocument();
  });
});
