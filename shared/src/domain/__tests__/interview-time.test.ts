import { formatInterviewSlot, tokyoDateOf, tokyoDateTimeToIso } from '../interview-time';

describe('interview times (Tokyo, whatever the machine zone)', () => {
  it('writes a slot as 12月3日（木）10:00〜11:00', () => {
    expect(formatInterviewSlot('2026-12-03T01:00:00Z', '2026-12-03T02:00:00Z')).toBe(
      '12月3日（木）10:00〜11:00',
    );
  });

  it('names the end day too when the slot passes midnight in Tokyo', () => {
    expect(formatInterviewSlot('2026-12-05T13:00:00Z', '2026-12-05T16:00:00Z')).toBe(
      '12月5日（土）22:00〜12月6日（日）01:00',
    );
  });

  it('turns a Tokyo date and time into an instant, and an instant into its Tokyo day', () => {
    expect(tokyoDateTimeToIso('2026-12-03', '09:30')).toBe('2026-12-03T00:30:00.000Z');
    expect(tokyoDateOf('2026-12-02T15:00:00Z')).toBe('2026-12-03');
    expect(() => tokyoDateTimeToIso('2026-12-03', '')).toThrow(RangeError);
  });
});
