import {
  advance,
  back,
  createWizardState,
  progress,
  skip,
  type WizardMove,
  type WizardPosition,
  type WizardState,
} from '../wizard-machine';
import { createWizardPages, initialFormState, type WizardFormState } from '../wizard-pages';
import { testSkills } from '@jobmatch/shared/testing';

const pages = createWizardPages(testSkills);
const profile = {
  personName: '山田 太郎',
  furigana: 'ヤマダ　タロウ',
  zipCode: '1000001',
  prefecture: '東京都',
  cityTownVillage: '千代田区',
  townStreetBuilding: '千代田1-1',
  contactPhone: '09012345678',
};

type Step = { state: WizardState<WizardFormState>; position: WizardPosition };

function moved(move: WizardMove<WizardFormState> | null): Step {
  if (!move || move.type !== 'navigate') throw new Error(`expected a navigation`);
  return move;
}

/** Submits `values` on the current page, as the wizard's hook does. */
const submit = ({ state, position }: Step, values: Partial<WizardFormState> = {}) =>
  moved(advance(pages, { ...state, formState: { ...state.formState, ...values } }, position));

const stepText = ({ state, position }: Step) => {
  const { current, total } = progress(pages, state, position);
  return `${current}/${total}`;
};

describe('the progress of the wizard pages', () => {
  it('estimates three skill sub-pages until job types are chosen, then changes the total only with them', () => {
    const start: Step = {
      state: createWizardState(initialFormState(null, testSkills)),
      position: { page: 'base-info', subPage: null },
    };
    const categorySelect = submit(start, { profile });
    const experience = submit(categorySelect, { jobTypes: ['backend_engineer'] });
    const backendSkills = submit(experience, { experience: { backend_engineer: '3-5' } });
    const databaseSkills = submit(backendSkills);
    const career = submit(databaseSkills);
    const compensation = submit(career);
    // 6 plain pages + 3 estimated, then 6 + backend's two groups (backend, database)
    expect(
      [start, categorySelect, experience, backendSkills, databaseSkills, career, compensation].map(
        stepText,
      ),
    ).toEqual(['1/9', '2/9', '3/8', '4/8', '5/8', '6/8', '7/8']);

    // going back forgets the known sub-pages, not the total
    const backToExperience = moved(back(pages, backendSkills.state, backendSkills.position));
    const backToCategories = moved(back(pages, backToExperience.state, backToExperience.position));
    expect([backToExperience, backToCategories].map(stepText)).toEqual(['3/8', '2/8']);

    // another choice of job types is what changes it: frontend has one group
    const frontend = submit(backToCategories, { jobTypes: ['frontend_engineer'] });
    expect(stepText(frontend)).toBe('3/7');
  });

  it('keeps the estimate for a user who chooses no job type', () => {
    const categorySelect = submit(
      {
        state: createWizardState(initialFormState(null, testSkills)),
        position: { page: 'base-info', subPage: null },
      },
      { profile },
    );
    const career = submit(categorySelect, { jobTypes: [] });
    expect(career.position.page).toBe('career');
    expect(stepText(career)).toBe('7/9');
  });

  it('offers the optional career page after the skills; skipping it keeps the count and back returns to it', () => {
    const categorySelect = submit(
      {
        state: createWizardState(initialFormState(null, testSkills)),
        position: { page: 'base-info', subPage: null },
      },
      { profile },
    );
    const experience = submit(categorySelect, { jobTypes: ['frontend_engineer'] });
    const frontendSkills = submit(experience, { experience: { frontend_engineer: '1-3' } });
    const career = submit(frontendSkills);
    expect(career.position).toEqual({ page: 'career', subPage: null });
    expect(stepText(career)).toBe('5/7');

    const compensation = moved(skip(pages, career.state, career.position));
    expect(compensation.position.page).toBe('desired-compensation');
    expect(stepText(compensation)).toBe('6/7');
    expect(compensation.state.skippedPages).not.toContain('career');
    expect(compensation.state.formState.careerProfile).toEqual({ career: [], selfPr: '' });

    const backToCareer = moved(back(pages, compensation.state, compensation.position));
    expect(backToCareer.position.page).toBe('career');
    expect(stepText(backToCareer)).toBe('5/7');
  });
});
