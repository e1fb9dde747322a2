import {
  advance,
  back,
  createWizardState,
  progress,
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
    const compensation = submit(databaseSkills);
    // 5 plain pages + 3 estimated, then 5 + backend's two groups (backend, database)
    expect(
      [start, categorySelect, experience, backendSkills, databaseSkills, compensation].map(
        stepText,
      ),
    ).toEqual(['1/8', '2/8', '3/7', '4/7', '5/7', '6/7']);

    // going back forgets the known sub-pages, not the total
    const backToExperience = moved(back(pages, backendSkills.state, backendSkills.position));
    const backToCategories = moved(back(pages, backToExperience.state, backToExperience.position));
    expect([backToExperience, backToCategories].map(stepText)).toEqual(['3/7', '2/7']);

    // another choice of job types is what changes it: frontend has one group
    const frontend = submit(backToCategories, { jobTypes: ['frontend_engineer'] });
    expect(stepText(frontend)).toBe('3/6');
  });

  it('keeps the estimate for a user who chooses no job type', () => {
    const categorySelect = submit(
      {
        state: createWizardState(initialFormState(null, testSkills)),
        position: { page: 'base-info', subPage: null },
      },
      { profile },
    );
    const compensation = submit(categorySelect, { jobTypes: [] });
    expect(compensation.position.page).toBe('desired-compensation');
    expect(stepText(compensation)).toBe('7/8');
  });
});
