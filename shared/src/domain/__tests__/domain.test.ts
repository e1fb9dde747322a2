import {
  COMPENSATION_BANDS,
  PREFECTURES,
  findPrefecture,
  isCompensationBandOf,
  isNewlyPublished,
  isPublicationViewable,
  parseCompensationBand,
} from '..';

describe('prefectures', () => {
  it('lists the 47 prefectures once each, in code order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(new Set(PREFECTURES.map((p) => p.key)).size).toBe(47);
    expect(new Set(PREFECTURES.map((p) => p.name)).size).toBe(47);
    expect(PREFECTURES.map((p) => Number(p.code))).toEqual(
      Array.from({ length: 47 }, (_, i) => i + 1),
    );
  });

  it('finds a prefecture by key, name or code', () => {
    expect(findPrefecture('tokyo')?.name).toBe('東京都');
    expect(findPrefecture('大阪府')?.key).toBe('osaka');
    expect(findPrefecture('01')?.key).toBe('hokkaido');
    expect(findPrefecture('atlantis')).toBeUndefined();
    expect(findPrefecture(null)).toBeUndefined();
  });
});

describe('compensation bands', () => {
  it('parses every band of every type', () => {
    for (const bands of Object.values(COMPENSATION_BANDS)) {
      for (const band of bands) expect(parseCompensationBand(band)).not.toBeNull();
    }
    expect(parseCompensationBand('lt200000')).toEqual({ max: 200000 });
    expect(parseCompensationBand('400000-600000')).toEqual({ min: 400000, max: 600000 });
    expect(parseCompensationBand('gt6000')).toEqual({ min: 6000 });
    expect(parseCompensationBand('lots')).toBeNull();
  });

  it('checks that a band belongs to its type', () => {
    expect(isCompensationBandOf('month', '400000-600000')).toBe(true);
    expect(isCompensationBandOf('hour', '400000-600000')).toBe(false);
  });
});

describe('publication', () => {
  const now = new Date('2026-11-22T00:00:00Z');

  it('is viewable only when ACTIVE and inside the optional window', () => {
    expect(isPublicationViewable({ status: 'ACTIVE' }, now)).toBe(true);
    expect(isPublicationViewable({ status: 'DRAFT' }, now)).toBe(false);
    expect(isPublicationViewable({ status: 'ACTIVE', since: '2026-11-23T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isPublicationViewable({ status: 'ACTIVE', until: '2026-11-21T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(
      isPublicationViewable(
        { status: 'ACTIVE', since: '2026-11-01T00:00:00Z', until: '2026-12-01T00:00:00Z' },
        now,
      ),
    ).toBe(true);
    expect(isPublicationViewable(null, now)).toBe(false);
  });

  it('is new when published less than 14 days ago', () => {
    expect(isNewlyPublished({ status: 'ACTIVE', publishedAt: '2026-11-09T00:00:01Z' }, now)).toBe(
      true,
    );
    expect(isNewlyPublished({ status: 'ACTIVE', publishedAt: '2026-11-08T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isNewlyPublished({ status: 'ACTIVE', since: '2026-11-20T00:00:00Z' }, now)).toBe(true);
    expect(isNewlyPublished({ status: 'ACTIVE' }, now)).toBe(false);
  });
});
