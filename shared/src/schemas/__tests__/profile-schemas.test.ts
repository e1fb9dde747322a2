import { errorMessage } from '../../errors';
import { EXPERIENCE_RANGES, isExperienceRange } from '../../domain';
import {
  compensationInputSchema,
  createExperienceInputSchema,
  createJobTypesInputSchema,
  createSkillGroupInputSchema,
  profileInputSchema,
  profileValidationMessages as m,
  userCustomFieldsInputSchema,
  hasConsistentCompensation,
} from '../profile-schemas';
import { messages } from './schema-messages';

const validProfile = {
  personName: '山田 太郎',
  furigana: 'ヤマダ　タロウ',
  zipCode: '1000001',
  prefecture: '東京都',
  cityTownVillage: '千代田区',
  townStreetBuilding: '千代田1-1',
  contactPhone: '09012345678',
};

describe('profileInputSchema', () => {
  it('accepts a complete profile', () => {
    expect(messages(profileInputSchema, validProfile)).toEqual({});
  });

  it('requires every field', () => {
    const empty = Object.fromEntries(Object.keys(validProfile).map((key) => [key, '']));
    expect(messages(profileInputSchema, empty)).toEqual({
      personName: m.personNameRequired,
      furigana: m.furiganaRequired,
      zipCode: m.zipCodeRequired,
      prefecture: m.prefectureRequired,
      cityTownVillage: m.cityTownVillageRequired,
      townStreetBuilding: m.townStreetBuildingRequired,
      contactPhone: m.contactPhoneRequired,
    });
  });

  it.each(['やまだ', 'yamada', 'ﾔﾏﾀﾞ', 'ヤマダ太郎', 'ヤマダ タロウ'])(
    'refuses furigana %s',
    (furigana) => {
      expect(messages(profileInputSchema, { ...validProfile, furigana })).toEqual({
        furigana: m.furiganaKatakana,
      });
    },
  );

  it.each(['ヤマダタロウ', 'ヴィクトール', 'ジョー　スミス'])('accepts furigana %s', (furigana) => {
    expect(messages(profileInputSchema, { ...validProfile, furigana })).toEqual({});
  });

  it.each(['100-0001', '100001', '１０００００１'])('refuses zip code %s', (zipCode) => {
    expect(messages(profileInputSchema, { ...validProfile, zipCode })).toEqual({
      zipCode: m.zipCodeFormat,
    });
  });

  it.each(['090-1234-5678', '9012345678', '0312345'])('refuses phone %s', (contactPhone) => {
    expect(messages(profileInputSchema, { ...validProfile, contactPhone })).toEqual({
      contactPhone: m.contactPhoneFormat,
    });
  });

  it('refuses a prefecture that is not one of the 47', () => {
    expect(messages(profileInputSchema, { ...validProfile, prefecture: '東京' })).toEqual({
      prefecture: m.prefectureRequired,
    });
  });
});

describe('job types, experience and skills', () => {
  it('accepts no job type and refuses unknown ones', () => {
    const schema = createJobTypesInputSchema(['backend_engineer', 'qa_engineer']);
    expect(messages(schema, { jobTypes: [] })).toEqual({});
    expect(messages(schema, { jobTypes: ['qa_engineer'] })).toEqual({});
    expect(messages(schema, { jobTypes: ['chef'] })).toEqual({ 'jobTypes.0': m.unknownOption });
  });

  it('needs one range per chosen job type', () => {
    const schema = createExperienceInputSchema(['backend_engineer', 'qa_engineer']);
    expect(
      messages(schema, { experience: { backend_engineer: '3-5', qa_engineer: 'gt10' } }),
    ).toEqual({});
    expect(messages(schema, { experience: { backend_engineer: '', qa_engineer: '20' } })).toEqual({
      'experience.backend_engineer': m.experienceRequired,
      'experience.qa_engineer': m.experienceRequired,
    });
  });

  it('accepts the items of its group only', () => {
    const schema = createSkillGroupInputSchema('backend', ['java', 'go']);
    expect(messages(schema, { skillGroups: { backend: [] } })).toEqual({});
    expect(messages(schema, { skillGroups: { backend: ['go'] } })).toEqual({});
    expect(messages(schema, { skillGroups: { backend: ['cobol'] } })).toEqual({
      'skillGroups.backend.0': m.unknownOption,
    });
  });

  it('knows the five experience ranges', () => {
    expect(EXPERIENCE_RANGES).toEqual(['lt1', '1-3', '3-5', '5-10', 'gt10']);
    expect(isExperienceRange('5-10')).toBe(true);
    expect(isExperienceRange('10+')).toBe(false);
  });
});

describe('compensationInputSchema', () => {
  it('needs a type, then an amount of that type', () => {
    expect(
      messages(compensationInputSchema, { compensationType: '', compensationAmount: '' }),
    ).toEqual({
      compensationType: m.compensationTypeRequired,
      compensationAmount: m.compensationAmountRequired,
    });
    expect(
      messages(compensationInputSchema, {
        compensationType: 'month',
        compensationAmount: '200000-400000',
      }),
    ).toEqual({});
    expect(
      messages(compensationInputSchema, {
        compensationType: 'hour',
        compensationAmount: '200000-400000',
      }),
    ).toEqual({
      compensationAmount: m.compensationAmountInvalid,
    });
  });
});

describe('userCustomFieldsInputSchema (the api body)', () => {
  it('accepts a wizard result, nulls and other keys', () => {
    const input = {
      katakana_name: 'ヤマダ タロウ'.replace(' ', '　'),
      profession_category_names: ['backend_engineer'],
      skills: ['go'],
      years_experience: { backend_engineer: '1-3' },
      compensation_type: 'day',
      compensation_amount: '10000-20000',
      is_signup_wizard_complete: true,
      compensation_note: 'kept',
    };
    expect(messages(userCustomFieldsInputSchema, input)).toEqual({});
    expect(messages(userCustomFieldsInputSchema, { katakana_name: null, skills: null })).toEqual(
      {},
    );
  });

  it('refuses each malformed field by its path', () => {
    const result = messages(userCustomFieldsInputSchema, {
      katakana_name: 'yamada',
      years_experience: { backend_engineer: 'forever' },
      compensation_type: 'year',
    });
    expect(Object.keys(result).sort()).toEqual([
      'compensation_type',
      'katakana_name',
      'years_experience.backend_engineer',
    ]);
    expect(
      Object.keys(messages(userCustomFieldsInputSchema, { years_experience: ['1-3'] })),
    ).toEqual(['years_experience']);
  });
});

describe('hasConsistentCompensation', () => {
  it('needs the amount to be a band of the stored type', () => {
    expect(hasConsistentCompensation({})).toBe(true);
    expect(hasConsistentCompensation({ compensation_type: 'day', compensation_amount: null })).toBe(
      true,
    );
    expect(
      hasConsistentCompensation({ compensation_type: 'day', compensation_amount: '10000-20000' }),
    ).toBe(true);
    expect(
      hasConsistentCompensation({ compensation_type: 'hour', compensation_amount: '10000-20000' }),
    ).toBe(false);
    expect(hasConsistentCompensation({ compensation_amount: '10000-20000' })).toBe(false);
  });
});

describe('error catalogue', () => {
  it('has Japanese messages for the profile codes', () => {
    expect(errorMessage('katakana_name_wrong_format')).toBe(
      'フリガナは全角カタカナで入力してください',
    );
    expect(errorMessage('compensation_amount_wrong_format')).toMatch(/希望報酬額/);
  });
});
