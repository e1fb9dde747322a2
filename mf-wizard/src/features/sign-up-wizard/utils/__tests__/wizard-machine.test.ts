import {
  advance,
  back,
  canGoBack,
  createWizardState,
  progress,
  resolvePosition,
  skip,
  type WizardMove,
  type WizardPageDefinition,
  type WizardState,
} from '../wizard-machine';

interface Form {
  jobTypes: string[];
  groups: string[];
}

const pages: WizardPageDefinition<Form>[] = [
  { key: 'base-info' },
  { key: 'category-select' },
  { key: 'category-experience', isSkippable: (form) => form.jobTypes.length === 0 },
  {
    key: 'skill-select',
    estimatedSubPages: 3,
    subPages: (form) => form.groups,
    subPagesDecided: (form) => form.jobTypes.length > 0,
  },
  { key: 'desired-compensation' },
  { key: 'submit' },
];

const state = (
  form: Partial<Form> = {},
  extra: Partial<WizardState<Form>> = {},
): WizardState<Form> => ({
  ...createWizardState<Form>({ jobTypes: [], groups: [], ...form }),
  ...extra,
});

function navigated(move: WizardMove<Form> | null) {
  if (!move || move.type !== 'navigate')
    throw new Error(`expected a navigation, got ${JSON.stringify(move)}`);
  return move;
}

describe('resolvePosition', () => {
  it('sends the placeholder and unknown pages to the first page, replacing history', () => {
    for (const page of ['_', 'nope', undefined]) {
      expect(resolvePosition(pages, state(), { page, subPage: null })).toMatchObject({
        type: 'redirect',
        position: { page: 'base-info', subPage: null },
      });
    }
  });

  it('shows an existing plain page and drops a stray sub-page', () => {
    expect(
      resolvePosition(pages, state(), { page: 'category-select', subPage: null }),
    ).toMatchObject({ type: 'show' });
    expect(
      resolvePosition(pages, state(), { page: 'category-select', subPage: 'x' }),
    ).toMatchObject({
      type: 'redirect',
      position: { page: 'category-select', subPage: null },
    });
  });

  it('goes to the first sub-page when none is given or it vanished, and remembers the sub-pages', () => {
    const saved = state({ groups: ['backend', 'database'] });
    const missing = resolvePosition(pages, saved, { page: 'skill-select', subPage: null });
    expect(missing).toMatchObject({
      type: 'redirect',
      position: { page: 'skill-select', subPage: 'backend' },
    });
    expect(missing.state.knownSubPages['skill-select']).toEqual(['backend', 'database']);

    // the user changed job types in another tab: "frontend" is no longer a sub-page
    const vanished = resolvePosition(pages, saved, { page: 'skill-select', subPage: 'frontend' });
    expect(vanished).toMatchObject({
      type: 'redirect',
      position: { page: 'skill-select', subPage: 'backend' },
    });

    expect(
      resolvePosition(pages, saved, { page: 'skill-select', subPage: 'database' }),
    ).toMatchObject({ type: 'show' });
  });

  it('shows a page made of sub-pages that has none (it offers to skip)', () => {
    expect(resolvePosition(pages, state(), { page: 'skill-select', subPage: null })).toMatchObject({
      type: 'show',
      position: { page: 'skill-select', subPage: null },
    });
  });

  it('raises the internal error when no pages are configured', () => {
    expect(() => resolvePosition([], state(), { page: 'x', subPage: null })).toThrow(
      'No pages configured for wizard',
    );
  });
});

describe('advance', () => {
  it('goes page by page, into the first sub-page and through the sub-pages', () => {
    const form = state({ jobTypes: ['backend_engineer'], groups: ['backend', 'database'] });
    expect(navigated(advance(pages, form, { page: 'base-info', subPage: null })).position).toEqual({
      page: 'category-select',
      subPage: null,
    });
    expect(
      navigated(advance(pages, form, { page: 'category-select', subPage: null })).position,
    ).toEqual({ page: 'category-experience', subPage: null });
    const intoSkills = navigated(
      advance(pages, form, { page: 'category-experience', subPage: null }),
    );
    expect(intoSkills.position).toEqual({ page: 'skill-select', subPage: 'backend' });
    expect(intoSkills.state.knownSubPages['skill-select']).toEqual(['backend', 'database']);
    expect(
      navigated(advance(pages, form, { page: 'skill-select', subPage: 'backend' })).position,
    ).toEqual({ page: 'skill-select', subPage: 'database' });
    expect(
      navigated(advance(pages, form, { page: 'skill-select', subPage: 'database' })).position,
    ).toEqual({ page: 'desired-compensation', subPage: null });
    expect(
      navigated(advance(pages, form, { page: 'desired-compensation', subPage: null })).replace,
    ).toBe(false);
  });

  it('completes after the last page', () => {
    expect(advance(pages, state(), { page: 'submit', subPage: null })).toMatchObject({
      type: 'complete',
    });
  });

  it('skips pages with nothing to ask and marks them', () => {
    const move = navigated(advance(pages, state(), { page: 'category-select', subPage: null }));
    expect(move.position).toEqual({ page: 'desired-compensation', subPage: null });
    expect(move.state.skippedPages).toEqual(['category-experience', 'skill-select']);
  });

  it('raises the internal error for a position that does not exist', () => {
    const message = 'Unable to submit wizard: current page/subPage/page not found';
    expect(() => advance(pages, state(), { page: 'nope', subPage: null })).toThrow(message);
    expect(() =>
      advance(pages, state({ groups: ['backend'] }), { page: 'skill-select', subPage: 'frontend' }),
    ).toThrow(message);
    expect(() => advance(pages, state(), { page: 'base-info', subPage: 'x' })).toThrow(message);
  });
});

describe('skip', () => {
  it('skips the experience page without job types, and skill pages without groups', () => {
    const fromExperience = navigated(
      skip(pages, state(), { page: 'category-experience', subPage: null }),
    );
    expect(fromExperience.position).toEqual({ page: 'desired-compensation', subPage: null });
    expect(fromExperience.state.skippedPages).toEqual(['category-experience', 'skill-select']);

    const fromSkills = navigated(
      skip(pages, state({ jobTypes: ['qa_engineer'] }), { page: 'skill-select', subPage: null }),
    );
    expect(fromSkills.position.page).toBe('desired-compensation');
    expect(fromSkills.state.skippedPages).toEqual(['skill-select']);
  });

  it('refuses to skip a page with questions', () => {
    expect(() =>
      skip(pages, state({ jobTypes: ['qa_engineer'] }), {
        page: 'category-experience',
        subPage: null,
      }),
    ).toThrow(/Unable to skip over page/);
  });

  it('raises the internal error on the last page', () => {
    expect(() => skip(pages, state(), { page: 'submit', subPage: null })).toThrow(
      'Unable to skip over page: already on last page',
    );
  });
});

describe('back', () => {
  it('goes to the previous sub-page, then the previous page', () => {
    const form = state(
      { jobTypes: ['backend_engineer'], groups: ['backend', 'database'] },
      { knownSubPages: { 'skill-select': ['backend', 'database'] } },
    );
    expect(
      navigated(back(pages, form, { page: 'skill-select', subPage: 'database' })).position,
    ).toEqual({ page: 'skill-select', subPage: 'backend' });
    const toExperience = navigated(back(pages, form, { page: 'skill-select', subPage: 'backend' }));
    expect(toExperience.position).toEqual({ page: 'category-experience', subPage: null });
    // the sub-pages of the page left behind are worked out again next time
    expect(toExperience.state.knownSubPages).toEqual({});
  });

  it('lands on the last known sub-page of the previous page', () => {
    const form = state(
      { groups: ['backend', 'database'] },
      { knownSubPages: { 'skill-select': ['backend', 'database'] } },
    );
    expect(
      navigated(back(pages, form, { page: 'desired-compensation', subPage: null })).position,
    ).toEqual({
      page: 'skill-select',
      subPage: 'database',
    });
  });

  it('jumps over skipped pages and clears their marks and sub-pages', () => {
    const skipped = navigated(
      advance(pages, state(), { page: 'category-select', subPage: null }),
    ).state;
    const move = navigated(back(pages, skipped, { page: 'desired-compensation', subPage: null }));
    expect(move.position).toEqual({ page: 'category-select', subPage: null });
    expect(move.state.skippedPages).toEqual([]);
    expect(move.state.knownSubPages).toEqual({});
  });

  it('has nowhere to go from the first page', () => {
    expect(back(pages, state(), { page: 'base-info', subPage: null })).toBeNull();
    expect(canGoBack(pages, state(), { page: 'base-info', subPage: null })).toBe(false);
    expect(canGoBack(pages, state(), { page: 'category-select', subPage: null })).toBe(true);
  });

  it('raises the internal error for a position that does not exist', () => {
    expect(() => back(pages, state(), { page: 'nope', subPage: null })).toThrow(
      'Unable to go back in wizard: current page/subPage/page not found',
    );
  });
});

describe('progress', () => {
  it('counts the estimated sub-pages until they are decided', () => {
    // 5 plain pages + 3 estimated skill sub-pages
    expect(progress(pages, state(), { page: 'base-info', subPage: null })).toEqual({
      current: 1,
      total: 8,
      percent: 13,
    });
    expect(progress(pages, state(), { page: 'submit', subPage: null })).toMatchObject({
      current: 8,
      total: 8,
      percent: 100,
    });
  });

  it('counts the decided sub-pages and the position inside them', () => {
    const known = state({ jobTypes: ['backend_engineer'], groups: ['backend', 'database'] });
    expect(progress(pages, known, { page: 'skill-select', subPage: 'database' })).toMatchObject({
      current: 5,
      total: 7,
    });
    expect(progress(pages, known, { page: 'desired-compensation', subPage: null })).toMatchObject({
      current: 6,
      total: 7,
    });
  });

  it('counts a page without sub-pages as one step', () => {
    const none = state({ jobTypes: ['qa_engineer'] });
    expect(progress(pages, none, { page: 'submit', subPage: null })).toMatchObject({
      current: 6,
      total: 6,
    });
  });

  it('keeps the total when sub-pages become known or are forgotten going back', () => {
    const decided = state({ jobTypes: ['backend_engineer'], groups: ['backend', 'database'] });
    const before = progress(pages, decided, { page: 'category-experience', subPage: null });
    const intoSkills = navigated(
      advance(pages, decided, { page: 'category-experience', subPage: null }),
    );
    const onSkills = progress(pages, intoSkills.state, intoSkills.position);
    const backOut = navigated(back(pages, intoSkills.state, intoSkills.position));
    expect(backOut.state.knownSubPages).toEqual({});
    expect([before, onSkills, progress(pages, backOut.state, backOut.position)]).toEqual([
      { current: 3, total: 7, percent: 43 },
      { current: 4, total: 7, percent: 57 },
      { current: 3, total: 7, percent: 43 },
    ]);
  });
});

describe('unanswered pages', () => {
  const guarded: WizardPageDefinition<Form & { name?: string }>[] = [
    { key: 'base-info', isComplete: (form) => Boolean(form.name) },
    { key: 'category-select' },
    { key: 'submit' },
  ];

  it('sends a later page back to the first unanswered one', () => {
    const empty = createWizardState<Form & { name?: string }>({ jobTypes: [], groups: [] });
    expect(resolvePosition(guarded, empty, { page: 'submit', subPage: null })).toMatchObject({
      type: 'redirect',
      position: { page: 'base-info', subPage: null },
    });
    const named = createWizardState<Form & { name?: string }>({
      jobTypes: [],
      groups: [],
      name: '山田',
    });
    expect(resolvePosition(guarded, named, { page: 'submit', subPage: null })).toMatchObject({
      type: 'show',
    });
  });
});
