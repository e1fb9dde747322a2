import { PUBLICATION_STATES, isPublicationViewable, publicationStateOf } from '..';

// docs/jobs.md#publication: the stored status, with an ACTIVE posting split by its window.

describe('publicationStateOf', () => {
  const now = new Date('2026-04-01T00:00:00Z');
  const before = '2026-03-31T23:59:59Z';
  const after = '2026-04-01T00:00:01Z';
  const at = now.toISOString();

  it.each([
    [{ status: 'DRAFT' }, 'draft'],
    [{ status: 'DRAFT', since: before, until: after }, 'draft'],
    [{ status: 'ARCHIVED', since: before }, 'archived'],
    [{ status: 'ACTIVE' }, 'public'],
    [{ status: 'ACTIVE', since: null, until: null }, 'public'],
    [{ status: 'ACTIVE', since: before, until: after }, 'public'],
    // the start is inclusive, the end exclusive (as the public pages see it)
    [{ status: 'ACTIVE', since: at }, 'public'],
    [{ status: 'ACTIVE', until: at }, 'ended'],
    [{ status: 'ACTIVE', since: after }, 'scheduled'],
    [{ status: 'ACTIVE', since: after, until: '2026-05-01T00:00:00Z' }, 'scheduled'],
    [{ status: 'ACTIVE', until: before }, 'ended'],
    [{ status: 'ACTIVE', since: '2026-03-01T00:00:00Z', until: before }, 'ended'],
    [{ status: 'ACTIVE', since: 'not a date', until: 'nor this' }, 'public'],
  ] as const)('%j is %s', (publication, state) => {
    expect(publicationStateOf(publication, now)).toBe(state);
  });

  it('is public exactly when the posting is viewable', () => {
    const samples = [
      { status: 'DRAFT' },
      { status: 'ARCHIVED' },
      { status: 'ACTIVE' },
      { status: 'ACTIVE', since: after },
      { status: 'ACTIVE', until: before },
      { status: 'ACTIVE', since: at, until: after },
    ];
    for (const publication of samples)
      expect(publicationStateOf(publication, now) === 'public').toBe(
        isPublicationViewable(publication, now),
      );
  });

  it('names every state the company list filters by', () => {
    expect(PUBLICATION_STATES).toEqual(['draft', 'scheduled', 'public', 'ended', 'archived']);
  });
});
