import type { ChatMessage, Paginated } from '../../contracts';
import { createChatMessage } from '../../testing/chat-message';
import { fetchMessagesAfter, messagesAfterQuery } from '../fetch-messages-after';
import { firstGapOf, mergeMessages } from '../merge-messages';
import { createThreadCatchUp, type CatchUpStatus } from '../thread-catch-up';

const PAGE = 20;

/**
 * The api's catch-up list over `stored`: sequence above `after`, oldest first, 20 a page, the
 * token naming the last sequence of the page (as the keyset does).
 */
function fakeApi(stored: () => ChatMessage[]) {
  const calls: { after: number; nextToken: string | null }[] = [];
  const fetchPage = jest.fn(
    async (after: number, nextToken: string | null): Promise<Paginated<ChatMessage>> => {
      calls.push({ after, nextToken });
      const from = nextToken === null ? after : Number(nextToken);
      const rest = stored().filter((message) => message.sequence > from);
      const value = rest.slice(0, PAGE);
      const more = rest.length > PAGE;
      return {
        value,
        count: value.length,
        total: rest.length,
        nextToken: more ? String(value.at(-1)!.sequence) : null,
        previousToken: null,
      };
    },
  );
  return { fetchPage, calls };
}

const messages = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => createChatMessage({ sequence: from + i }));

/** A thread as the screen keeps it: what it was shown, merged. */
function thread(initial: ChatMessage[]) {
  let shown = initial;
  return {
    shown: () => shown,
    lastSequence: () => shown.at(-1)?.sequence ?? 0,
    add: (more: ChatMessage[]) => {
      shown = mergeMessages([...shown, ...more]);
    },
  };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('messagesAfterQuery', () => {
  it('asks for the messages after a sequence, oldest first, a page at a time, continued by the token', () => {
    expect(messagesAfterQuery(7, null)).toEqual({
      $filter: 'sequence gt 7',
      $orderBy: 'sequence asc',
      $top: 20,
    });
    expect(messagesAfterQuery(7, 'token')).toMatchObject({ $nextToken: 'token' });
  });
});

describe('fetchMessagesAfter', () => {
  it('follows nextToken to the end: 50 missed messages come in three pages, each once', async () => {
    const api = fakeApi(() => messages(1, 51));
    const pages: number[] = [];
    const all = await fetchMessagesAfter(api.fetchPage, 1, (page) => pages.push(page.length));
    expect(all.map((message) => message.sequence)).toEqual(messages(2, 51).map((m) => m.sequence));
    expect(pages).toEqual([20, 20, 10]);
    expect(api.calls).toEqual([
      { after: 1, nextToken: null },
      { after: 1, nextToken: '21' },
      { after: 1, nextToken: '41' },
    ]);
  });

  it('stops at an empty page even if it carries a token', async () => {
    const fetchPage = jest.fn(async () => ({
      value: [],
      count: 0,
      total: 0,
      nextToken: 'again',
      previousToken: null,
    }));
    await expect(fetchMessagesAfter(fetchPage, 3)).resolves.toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('createThreadCatchUp', () => {
  it('fills a gap of more than a page, in order and without duplicates', async () => {
    const api = fakeApi(() => messages(1, 51));
    const view = thread(messages(1, 1));
    const catchUp = createThreadCatchUp({
      fetchPage: api.fetchPage,
      lastSequence: view.lastSequence,
      onMessages: view.add,
    });
    await catchUp.run();
    expect(view.shown().map((m) => m.sequence)).toEqual(messages(1, 51).map((m) => m.sequence));
    expect(catchUp.status()).toBe('idle');
  });

  it('waits for the thread to load: nothing is fetched while the last sequence is unknown', async () => {
    const api = fakeApi(() => messages(1, 3));
    const catchUp = createThreadCatchUp({
      fetchPage: api.fetchPage,
      lastSequence: () => undefined,
      onMessages: jest.fn(),
    });
    await catchUp.run();
    expect(api.fetchPage).not.toHaveBeenCalled();
  });

  it('runs once more when asked during a run, from where the thread then ends', async () => {
    let stored = messages(1, 2);
    const api = fakeApi(() => stored);
    const view = thread(messages(1, 1));
    const catchUp = createThreadCatchUp({
      fetchPage: api.fetchPage,
      lastSequence: view.lastSequence,
      onMessages: view.add,
    });
    const first = catchUp.run();
    stored = messages(1, 4);
    const second = catchUp.run();
    expect(second).toBe(first);
    await first;
    expect(view.shown().map((m) => m.sequence)).toEqual([1, 2, 3, 4]);
    expect(api.calls.map((call) => call.after)).toEqual([1, 2]);
  });

  it('reports a failure, retries by itself with a growing pause, and retries at once when asked', async () => {
    jest.useFakeTimers();
    const api = fakeApi(() => messages(1, 25));
    let down = true;
    const fetchPage = jest.fn(async (after: number, token: string | null) => {
      if (down) throw new Error('503');
      return api.fetchPage(after, token);
    });
    const statuses: CatchUpStatus[] = [];
    const view = thread(messages(1, 1));
    const catchUp = createThreadCatchUp({
      fetchPage,
      lastSequence: view.lastSequence,
      onMessages: view.add,
      onStatus: (status) => statuses.push(status),
      retryDelaysMs: [100, 1000],
    });

    await catchUp.run();
    expect(catchUp.status()).toBe('failed');
    await jest.advanceTimersByTimeAsync(100);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchPage).toHaveBeenCalledTimes(3);

    // the screen's 再試行: at once, and the pending automatic retry is dropped
    down = false;
    await catchUp.run();
    expect(view.shown()).toHaveLength(25);
    expect(statuses).toEqual(['running', 'failed', 'failed', 'failed', 'idle']);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchPage).toHaveBeenCalledTimes(5); // 3 failed, then two pages
  });

  it('resumes a failed run where it stopped, though a socket message arrived meanwhile', async () => {
    const api = fakeApi(() => messages(1, 46));
    let calls = 0;
    const fetchPage = jest.fn(async (after: number, token: string | null) => {
      calls += 1;
      if (calls === 2) throw new Error('timeout'); // the second page
      return api.fetchPage(after, token);
    });
    const view = thread(messages(1, 1));
    const catchUp = createThreadCatchUp({
      fetchPage,
      lastSequence: view.lastSequence,
      onMessages: view.add,
      retryDelaysMs: [60_000],
    });
    await catchUp.run();
    expect(catchUp.status()).toBe('failed');
    view.add(messages(46, 46)); // by the socket
    await catchUp.run();
    expect(view.shown().map((m) => m.sequence)).toEqual(messages(1, 46).map((m) => m.sequence));
    catchUp.stop();
  });

  it('fills a hole it is told of', async () => {
    const api = fakeApi(() => messages(1, 30));
    const view = thread([...messages(1, 5), ...messages(26, 30)]);
    expect(firstGapOf(view.shown())).toBe(5);
    const catchUp = createThreadCatchUp({
      fetchPage: api.fetchPage,
      lastSequence: view.lastSequence,
      onMessages: view.add,
    });
    await catchUp.run(firstGapOf(view.shown()));
    expect(view.shown().map((m) => m.sequence)).toEqual(messages(1, 30).map((m) => m.sequence));
    expect(firstGapOf(view.shown())).toBeUndefined();
  });

  it('does nothing more once stopped', async () => {
    jest.useFakeTimers();
    const fetchPage = jest.fn(async () => {
      throw new Error('offline');
    });
    const catchUp = createThreadCatchUp({
      fetchPage,
      lastSequence: () => 1,
      onMessages: jest.fn(),
      retryDelaysMs: [100],
    });
    await catchUp.run();
    catchUp.stop();
    await jest.advanceTimersByTimeAsync(1_000);
    await catchUp.run();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
