import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@jobmatch/shared/contracts';
import {
  apiError,
  createChatMessage,
  createPage,
  type MockHandler,
  WHOLE_FORM_TEST_MS,
} from '@jobmatch/shared/testing';
import { chatApi, createTopic } from '../../../../testing/chat-fixtures';
import { chat, socket, subscribedTargets } from '../../../../testing/fake-shell-chat';
import { openChat } from '../../../../testing/open-chat';

// docs/chat.md#socket "Catch-up": what the thread fetches once the socket's subscription is
// acknowledged, and the notice when it cannot.

const bubbles = () =>
  within(screen.getByRole('log', { name: 'メッセージ' })).queryAllByRole('listitem');
const messages = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => createChatMessage({ sequence: from + i }));

/**
 * The api's messages of topic-1: the first page (newest first) shows message 1; the catch-up
 * list (`$filter`) pages through `stored` 20 at a time, its token naming the page's last sequence.
 */
function catchUpApi(
  stored: () => ChatMessage[],
  fail: () => boolean = () => false,
): Extract<MockHandler, (...args: never[]) => unknown> {
  return ({ query }) => {
    const filter = query.get('$filter');
    if (!filter) return { body: createPage([createChatMessage({ sequence: 1 })]) };
    if (fail()) return apiError(503, 'service_unavailable');
    const after = Number(query.get('$nextToken') ?? filter.replace('sequence gt ', ''));
    const rest = stored().filter((message) => message.sequence > after);
    const value = rest.slice(0, Number(query.get('$top')));
    const more = rest.length > value.length;
    return { body: createPage(value, { nextToken: more ? String(value.at(-1)!.sequence) : null }) };
  };
}

function renderThread(messagesHandler: MockHandler) {
  return openChat('/messages/topics/topic-1', {
    [`GET ${chatApi.topic}`]: { body: createTopic() },
    [`GET ${chatApi.messages}`]: messagesHandler,
    [`POST ${chatApi.markRead}`]: { body: { topicId: 'topic-1', side: 'user', sequence: 1 } },
  });
}

const catchUpCalls = (api: ReturnType<typeof renderThread>['api']) =>
  api
    .callsTo('GET', chatApi.messages)
    .filter((call) => call.query.get('$filter'))
    .map((call) => [call.query.get('$filter'), call.query.get('$nextToken')]);

describe('the thread catch-up', () => {
  it(
    'waits for the subscription to be acknowledged, then pages to the end: 50 missed messages, each once, in order',
    async () => {
      const { api } = renderThread(catchUpApi(() => messages(1, 51)));
      await waitFor(() => expect(bubbles()).toHaveLength(1));
      expect(catchUpCalls(api)).toEqual([]);

      socket.subscribed();
      await waitFor(() => expect(bubbles()).toHaveLength(51));
      expect(bubbles().map((bubble) => bubble.textContent)).toEqual(
        messages(1, 51).map((message) => expect.stringContaining(message.content)),
      );
      expect(catchUpCalls(api)).toEqual([
        ['sequence gt 1', null],
        ['sequence gt 1', '21'],
        ['sequence gt 1', '41'],
      ]);
    },
    WHOLE_FORM_TEST_MS,
  );

  it('says so when the catch-up fails, and 再試行 (by keyboard) fetches again', async () => {
    let down = true;
    renderThread(
      catchUpApi(
        () => messages(1, 3),
        () => down,
      ),
    );
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    socket.subscribed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('メッセージを読み込めませんでした');

    down = false;
    const retry = within(alert).getByRole('button', { name: '再試行' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(chat.resubscribe).toHaveBeenCalled();
  });

  it('says so while a subscription goes unacknowledged, until it is', async () => {
    renderThread(catchUpApi(() => messages(1, 2)));
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    socket.subscribeFailed();
    expect(await screen.findByRole('alert')).toHaveTextContent('メッセージを読み込めませんでした');

    socket.subscribed();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(bubbles()).toHaveLength(2));
  });

  it('catches up when the subscription was acknowledged before the first page came', async () => {
    let releaseFirstPage = () => {};
    const firstPage = new Promise<void>((resolve) => (releaseFirstPage = resolve));
    const pages = catchUpApi(() => messages(1, 4));
    const { api } = renderThread(async (request) => {
      if (!request.query.get('$filter')) await firstPage;
      return pages(request);
    });
    await waitFor(() => expect(subscribedTargets()).toHaveLength(1));
    socket.subscribed();
    releaseFirstPage();
    await waitFor(() => expect(bubbles()).toHaveLength(4));
    expect(catchUpCalls(api)).toEqual([['sequence gt 1', null]]);
  });
});
