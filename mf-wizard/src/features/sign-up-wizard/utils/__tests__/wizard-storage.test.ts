import { createWizardState } from '../wizard-machine';
import { initialFormState } from '../wizard-pages';
import {
  clearWizardState,
  loadWizardState,
  saveWizardState,
  wizardStorageKey,
} from '../wizard-storage';
import { createTestUser, testSkills } from '@jobmatch/shared/testing';

beforeEach(() => localStorage.clear());

describe('wizard storage', () => {
  it('keeps one state per user and clears it', () => {
    const state = {
      ...createWizardState(initialFormState(null)),
      skippedPages: ['skill-select'],
      knownSubPages: { 'skill-select': [] },
    };
    saveWizardState('a', state);
    expect(loadWizardState('a')).toEqual(state);
    expect(loadWizardState('b')).toBeNull();
    clearWizardState('a');
    expect(loadWizardState('a')).toBeNull();
  });

  it('ignores a saved state it does not understand', () => {
    localStorage.setItem(wizardStorageKey('a'), '{"formState": 1}');
    expect(loadWizardState('a')).toBeNull();
    localStorage.setItem(wizardStorageKey('a'), 'not json');
    expect(loadWizardState('a')).toBeNull();
  });

  it('starts from what the user record holds', () => {
    const user = createTestUser({
      customFields: {
        profession_category_names: ['backend_engineer'],
        skills: ['go', 'react'],
        compensation_type: 'hour',
        compensation_amount: 'gt6000',
      },
    });
    expect(initialFormState(user, testSkills)).toMatchObject({
      profile: {
        personName: '山田 太郎',
        furigana: 'ヤマダ タロウ',
        zipCode: '1000001',
        prefecture: '東京都',
      },
      jobTypes: ['backend_engineer'],
      skillGroups: { backend: ['go'], frontend: ['react'] },
      compensation: { compensationType: 'hour', compensationAmount: 'gt6000' },
    });
  });
});

describe('initialFormState', () => {
  it('does not offer the placeholder name of sign-up', () => {
    // as sign-up stores it: the address's local part
    const fresh = createTestUser({
      name: 'wiz-123',
      email: 'wiz-123@example.com',
      customFields: { katakana_name: undefined, is_signup_wizard_complete: false },
    });
    expect(initialFormState(fresh).profile.personName).toBe('');
  });
});
