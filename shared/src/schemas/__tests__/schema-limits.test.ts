import * as v from 'valibot';
import { maxLengthOf, maxLengthsOf } from '../schema-limits';
import {
  ADDRESS_TEXT_MAX_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
  profileInputSchema,
  profileValidationMessages as m,
} from '../profile-schemas';

describe('maxLengthOf', () => {
  it('finds the limit through nested pipes and optional/nullable wrappers', () => {
    const text = v.pipe(v.string(), v.trim(), v.maxLength(30));
    expect(maxLengthOf(text)).toBe(30);
    expect(maxLengthOf(v.pipe(text, v.regex(/a/)))).toBe(30);
    expect(maxLengthOf(v.optional(v.nullable(text)))).toBe(30);
  });

  it('takes the smallest of several limits and answers undefined without one', () => {
    expect(maxLengthOf(v.pipe(v.string(), v.maxLength(30), v.maxLength(10)))).toBe(10);
    expect(maxLengthOf(v.pipe(v.string(), v.nonEmpty()))).toBeUndefined();
    expect(maxLengthOf(v.picklist(['a', 'b']))).toBeUndefined();
  });
});

describe('maxLengthsOf', () => {
  it('lists the limited fields of the profile form', () => {
    expect(maxLengthsOf(profileInputSchema)).toEqual({
      personName: PROFILE_TEXT_MAX_LENGTH,
      furigana: PROFILE_TEXT_MAX_LENGTH,
      zipCode: ZIP_CODE_MAX_LENGTH,
      cityTownVillage: ADDRESS_TEXT_MAX_LENGTH,
      townStreetBuilding: ADDRESS_TEXT_MAX_LENGTH,
      contactPhone: PHONE_NUMBER_MAX_LENGTH,
    });
  });

  it('gives the zip code and the phone the longest length their patterns accept', () => {
    const valid = {
      personName: '山田',
      furigana: 'ヤマダ',
      zipCode: '1'.repeat(ZIP_CODE_MAX_LENGTH),
      prefecture: '東京都',
      cityTownVillage: '千代田区',
      townStreetBuilding: '1-1',
      contactPhone: `0${'9'.repeat(PHONE_NUMBER_MAX_LENGTH - 1)}`,
    };
    expect(v.is(profileInputSchema, valid)).toBe(true);
    const longer = v.safeParse(profileInputSchema, {
      ...valid,
      zipCode: `${valid.zipCode}1`,
      contactPhone: `${valid.contactPhone}9`,
    });
    expect(longer.issues?.map((issue) => issue.message)).toEqual([
      m.zipCodeFormat,
      m.zipCodeFormat,
      m.contactPhoneFormat,
      m.contactPhoneFormat,
    ]);
  });
});
