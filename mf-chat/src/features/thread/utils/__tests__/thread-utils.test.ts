import { createChatMessage } from '@jobmatch/shared/testing';
import { groupByDay } from '../group-by-day';
import { mergeMessages } from '@jobmatch/shared/chat-sync';

describe('mergeMessages', () => {
  it('keeps each message once, oldest first, and never forgets a read mark', () => {
    const merged = mergeMessages([
      createChatMessage({ sequence: 3 }),
      createChatMessage({ sequence: 1, readStatus: 'read' }),
      createChatMessage({ sequence: 2 }),
      createChatMessage({ sequence: 1, readStatus: 'unread' }),
      createChatMessage({ sequence: 3, content: '新しい版' }),
    ]);
    expect(merged.map((m) => m.sequence)).toEqual([1, 2, 3]);
    expect(merged[0]!.readStatus).toBe('read');
    expect(merged[2]!.content).toBe('新しい版');
  });
});

describe('groupByDay', () => {
  it('puts consecutive messages of one Tokyo day under a yyyy年M月d日 heading', () => {
    const groups = groupByDay([
      { createdAt: '2026-01-04T14:59:00Z' },
      { createdAt: '2026-01-04T15:00:00Z' },
      { createdAt: '2026-01-05T10:00:00Z' },
    ]);
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['2026年1月4日', 1],
      ['2026年1月5日', 2],
    ]);
  });
});
