import { isBusinessDay, replyDeadline } from '../reply-deadline';

describe('replyDeadline', () => {
  it('runs five Tokyo business days from the day an order came in, to the end of that day', () => {
    // Wednesday 1 April 2026, 09:00 in Tokyo: Thu, Fri, Mon, Tue, Wed
    expect(replyDeadline(new Date('2026-04-01T00:00:00Z')).toISOString()).toBe(
      '2026-04-08T14:59:59.999Z',
    );
  });

  it('counts the Tokyo date, not the UTC one', () => {
    // 23:30 UTC on Thursday is Friday 08:30 in Tokyo: Mon to Fri of the next week
    expect(replyDeadline(new Date('2026-04-02T23:30:00Z')).toISOString()).toBe(
      '2026-04-10T14:59:59.999Z',
    );
  });

  it('skips Golden Week: 昭和の日, 憲法記念日 on a Sunday, みどりの日, こどもの日 and the substitute holiday', () => {
    // Tuesday 28 April 2026: 30 Apr, 1 May, 7 May, 8 May, 11 May
    expect(replyDeadline(new Date('2026-04-28T01:00:00Z')).toISOString()).toBe(
      '2026-05-11T14:59:59.999Z',
    );
  });

  it('knows weekends and public holidays', () => {
    expect(isBusinessDay(new Date('2026-04-29T00:00:00Z'))).toBe(false); // 昭和の日
    expect(isBusinessDay(new Date('2026-05-06T00:00:00Z'))).toBe(false); // 振替休日
    expect(isBusinessDay(new Date('2026-05-02T00:00:00Z'))).toBe(false); // Saturday
    expect(isBusinessDay(new Date('2026-05-07T00:00:00Z'))).toBe(true);
  });
});
