import {
  FILTER_LIMITS,
  checkSelections,
  groupSelections,
  isGroupAtLimit,
  knownInCatalogue,
  normalizeSelections,
  parseSelection,
  selectionGroup,
  splitFilterValues,
  toggleSelection,
} from '..';

describe('filter selections', () => {
  it('knows the three groups and rejects anything else', () => {
    expect(selectionGroup('location.remote_work')).toBe('location');
    expect(selectionGroup('location.tokyo')).toBe('location');
    expect(selectionGroup('category.backend_engineer')).toBe('category');
    expect(selectionGroup('skills.frontend.react')).toBe('skills');
    expect(selectionGroup('skills.react')).toBeNull();
    expect(selectionGroup('salary.6000000')).toBe('salary');
    expect(selectionGroup('employment.full_time')).toBe('employment');
    expect(selectionGroup('work_style.full_remote')).toBe('work_style');
    expect(selectionGroup('pay.high')).toBeNull();
    expect(selectionGroup('salary.6000000.x')).toBeNull();
    expect(selectionGroup('location.')).toBeNull();
  });

  it('toggles a selection on and off', () => {
    const on = toggleSelection([], 'location.tokyo');
    expect(on).toEqual(['location.tokyo']);
    expect(toggleSelection(on, 'location.tokyo')).toEqual([]);
  });

  it.each([
    [
      'location',
      FILTER_LIMITS.location,
      (i: number) => `location.${['tokyo', 'osaka', 'kyoto', 'aichi', 'fukuoka', 'hokkaido'][i]}`,
    ],
    ['category', FILTER_LIMITS.category, (i: number) => `category.c${i}`],
    ['skills', FILTER_LIMITS.skills, (i: number) => `skills.g.k${i}`],
  ] as const)('does not add beyond the %s limit of %i, but still removes', (group, limit, make) => {
    let selections: string[] = [];
    for (let i = 0; i < limit; i += 1) selections = toggleSelection(selections, make(i));
    expect(selections).toHaveLength(limit);
    expect(isGroupAtLimit(selections, group)).toBe(true);
    expect(toggleSelection(selections, make(limit))).toEqual(selections);
    expect(toggleSelection(selections, make(0))).toHaveLength(limit - 1);
  });

  it('counts limits per group, not overall', () => {
    const five = ['tokyo', 'osaka', 'kyoto', 'aichi', 'fukuoka'].map((key) => `location.${key}`);
    expect(toggleSelection(five, 'category.backend_engineer')).toContain(
      'category.backend_engineer',
    );
  });

  it('cleans URL selections: unknown shapes and prefectures, duplicates, over-limit values', () => {
    expect(
      normalizeSelections([
        'location.tokyo',
        'location.tokyo',
        'location.atlantis',
        'nonsense',
        'category.a',
        'category.b',
        'category.c',
        'category.d',
        'location.remote_work',
      ]),
    ).toEqual(['location.tokyo', 'category.a', 'category.b', 'category.c', 'location.remote_work']);
  });
});

describe('reading selections', () => {
  it('understands each group and writes a prefecture back by its key', () => {
    expect(parseSelection('location.remote_work')).toEqual({
      group: 'location',
      selection: 'location.remote_work',
      prefecture: null,
    });
    for (const alias of ['location.tokyo', 'location.東京都', 'location.13', ' location.tokyo '])
      expect(parseSelection(alias)).toMatchObject({
        group: 'location',
        selection: 'location.tokyo',
        prefecture: { key: 'tokyo', name: '東京都' },
      });
    expect(parseSelection('category.qa_engineer')).toEqual({
      group: 'category',
      selection: 'category.qa_engineer',
      categoryId: 'qa_engineer',
    });
    expect(parseSelection('skills.frontend.react')).toEqual({
      group: 'skills',
      selection: 'skills.frontend.react',
      skillGroup: 'frontend',
      skill: 'react',
    });
  });

  it.each(['location.atlantis', 'location.tokyo.x', 'category.a b', 'skills.frontend', 'x', ''])(
    'does not understand %j',
    (raw) => expect(parseSelection(raw)).toBeNull(),
  );

  it('splits a repeated or comma-joined parameter', () => {
    expect(splitFilterValues(undefined)).toEqual([]);
    expect(splitFilterValues('location.tokyo, category.a,,')).toEqual([
      'location.tokyo',
      'category.a',
    ]);
    expect(splitFilterValues(['location.tokyo', 'skills.g.k,category.a'])).toEqual([
      'location.tokyo',
      'skills.g.k',
      'category.a',
    ]);
  });

  it('says why a selection was left out', () => {
    const { accepted, rejected } = checkSelections(
      [
        'category.a',
        'location.tokyo',
        'location.東京都',
        'location.atlantis',
        'salary.high',
        'pay.high',
        'category.unknown',
        'category.b',
        'category.c',
        'category.d',
      ],
      {
        isKnown: (selection) =>
          selection.group !== 'category' || selection.categoryId !== 'unknown',
      },
    );
    expect(accepted.map(({ selection }) => selection)).toEqual([
      'category.a',
      'location.tokyo',
      'category.b',
      'category.c',
    ]);
    expect(rejected).toEqual([
      { reason: 'unknown', selection: 'location.atlantis', group: 'location' },
      { reason: 'unknown', selection: 'salary.high', group: 'salary' },
      { reason: 'unknown', selection: 'pay.high', group: null },
      { reason: 'unknown', selection: 'category.unknown', group: 'category' },
      { reason: 'limit', selection: 'category.d', group: 'category' },
    ]);
  });

  it("knows a catalogue's categories and skills (each under its own group), and judges only what it is given", () => {
    const skillGroups: Record<string, string> = { go: 'backend', react: 'frontend' };
    const selections = [
      'location.tokyo',
      'location.remote_work',
      'category.backend_engineer',
      'category.astronaut',
      'skills.backend.go',
      'skills.frontend.go',
      'skills.backend.cobol',
    ];
    const accepted = (isKnown: ReturnType<typeof knownInCatalogue>) =>
      checkSelections(selections, { isKnown }).accepted.map(({ selection }) => selection);
    const full = knownInCatalogue({
      categoryIds: ['backend_engineer'],
      skillGroupOf: (skill) => skillGroups[skill],
    });
    expect(accepted(full)).toEqual([
      'location.tokyo',
      'location.remote_work',
      'category.backend_engineer',
      'skills.backend.go',
    ]);
    expect(accepted(knownInCatalogue({ categoryIds: ['backend_engineer'] }))).toEqual([
      'location.tokyo',
      'location.remote_work',
      'category.backend_engineer',
      'skills.backend.go',
      'skills.frontend.go',
      'skills.backend.cobol',
    ]);
    expect(accepted(knownInCatalogue({}))).toEqual(selections);
  });

  it('groups what a search matches', () => {
    const { accepted } = checkSelections([
      'location.osaka',
      'location.remote_work',
      'category.backend_engineer',
      'skills.backend.go',
      'skills.cloud_platform.aws',
    ]);
    const grouped = groupSelections(accepted);
    expect(grouped).toMatchObject({
      remote: true,
      categoryIds: ['backend_engineer'],
      skills: ['go', 'aws'],
    });
    expect(grouped.prefectures.map(({ name }) => name)).toEqual(['大阪府']);
    expect(groupSelections([])).toEqual({
      remote: false,
      prefectures: [],
      categoryIds: [],
      skills: [],
      minAnnualSalary: null,
      employmentTypes: [],
      workStyles: [],
    });
  });
});

describe('pay, employment and work style selections', () => {
  it('reads the offered salary floors, employment types and work styles only', () => {
    expect(parseSelection('salary.6000000')).toEqual({
      group: 'salary',
      selection: 'salary.6000000',
      minAnnualSalary: 6_000_000,
    });
    expect(parseSelection('salary.6500000')).toBeNull();
    expect(parseSelection('salary.0x10')).toBeNull();
    expect(parseSelection('employment.freelance')).toMatchObject({ employmentType: 'freelance' });
    expect(parseSelection('employment.intern')).toBeNull();
    expect(parseSelection('work_style.hybrid')).toMatchObject({ workStyle: 'hybrid' });
    expect(parseSelection('work_style.office')).toBeNull();
  });

  it('keeps one salary floor: another choice replaces it', () => {
    const first = toggleSelection(['employment.full_time'], 'salary.6000000');
    expect(first).toEqual(['employment.full_time', 'salary.6000000']);
    expect(toggleSelection(first, 'salary.8000000')).toEqual([
      'employment.full_time',
      'salary.8000000',
    ]);
    expect(toggleSelection(first, 'salary.6000000')).toEqual(['employment.full_time']);
  });

  it('groups them for the search', () => {
    const { accepted } = checkSelections([
      'salary.6000000',
      'salary.8000000',
      'employment.full_time',
      'employment.contract',
      'work_style.full_remote',
    ]);
    expect(groupSelections(accepted)).toMatchObject({
      minAnnualSalary: 6_000_000,
      employmentTypes: ['full_time', 'contract'],
      workStyles: ['full_remote'],
    });
  });
});
