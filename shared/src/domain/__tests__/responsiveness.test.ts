import { replyWithinDays, type ReplySample } from '../responsiveness';

const NOW = new Date('2026-11-28T03:00:00Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** An order `ageDays` old, answered after `waitHours` (null: not yet). */
const sample = (ageDays: number, waitHours: number | null): ReplySample => {
  const createdAt = new Date(NOW.getTime() - ageDays * DAY);
  return {
    createdAt,
    firstReplyAt: waitHours === null ? null : new Date(createdAt.getTime() + waitHours * HOUR),
  };
};

describe('replyWithinDays', () => {
  it('says nothing below five orders', () => {
    expect(
      replyWithinDays(
        [1, 2, 3, 4].map((age) => sample(age, 5)),
        NOW,
      ),
    ).toBeNull();
  });

  it('rounds the median wait up to whole days, at least one', () => {
    const samples = [sample(1, 2), sample(2, 3), sample(3, 5), sample(4, 30), sample(5, 60)];
    expect(replyWithinDays(samples, NOW)).toBe(1);
    const slower = [sample(10, 40), sample(11, 50), sample(12, 60), sample(13, 70), sample(14, 90)];
    // the median wait is 60 hours: within 3 days
    expect(replyWithinDays(slower, NOW)).toBe(3);
  });

  it('takes the mean of the two middle waits of an even sample', () => {
    const samples = [1, 2, 3, 4, 5, 6].map((age, index) =>
      sample(age, [1, 2, 24, 72, 90, 99][index] as number),
    );
    // (24 + 72) / 2 = 48 hours
    expect(replyWithinDays(samples, NOW)).toBe(2);
  });

  it('counts an order not answered yet with its age so far', () => {
    const answered = [sample(20, 1), sample(20, 1)];
    const silent = [sample(6, null), sample(7, null), sample(8, null)];
    // waits: 1 h, 1 h, 6 d, 7 d, 8 d → the median is 6 days
    expect(replyWithinDays([...answered, ...silent], NOW)).toBe(6);
  });

  it('looks back 30 days when they hold ten orders, else 90', () => {
    const recent = Array.from({ length: 10 }, (_, index) => sample(index + 1, 20));
    const old = Array.from({ length: 20 }, (_, index) => sample(40 + index, 200));
    expect(replyWithinDays([...recent, ...old], NOW)).toBe(1);
    // nine recent ones are not enough: the older ones count too, and they were slow
    expect(replyWithinDays([...recent.slice(1), ...old], NOW)).toBe(9);
    // nothing beyond 90 days counts
    expect(
      replyWithinDays([sample(100, 1), sample(120, 1), ...recent.slice(0, 4)], NOW),
    ).toBeNull();
  });

  it('hides a median beyond 21 days', () => {
    const slow = [1, 2, 3, 4, 5].map((age) => sample(age + 30, 22 * 24));
    expect(replyWithinDays(slow, NOW)).toBeNull();
    const justInTime = [1, 2, 3, 4, 5].map((age) => sample(age + 30, 21 * 24));
    expect(replyWithinDays(justInTime, NOW)).toBe(21);
  });
});
