import {
  DESIRED_ANNUAL_SALARY_UNIT,
  type CompensationInput,
  type JobChangeInput,
  type ProfileInput,
} from '@jobmatch/shared/schemas';
import {
  isCompensationType,
  isExperienceRange,
  isJobChangeTiming,
  isWorkStyle,
} from '@jobmatch/shared';
import type {
  CareerEntry,
  ExperienceRange,
  ProfileLink,
  User,
  UserChanges,
  UserCustomFieldsChanges,
} from '@jobmatch/shared/contracts';

/** The compensation form before a choice is made ('' = nothing chosen yet). */
export interface CompensationValues {
  compensationType: CompensationInput['compensationType'] | '';
  compensationAmount: string;
}

export const EMPTY_PROFILE: ProfileInput = {
  personName: '',
  furigana: '',
  zipCode: '',
  prefecture: '',
  cityTownVillage: '',
  townStreetBuilding: '',
  contactPhone: '',
};

/** The profile form's values from a user record (empty strings where nothing is stored). */
export function profileFromUser(user: User | null): ProfileInput {
  if (!user) return EMPTY_PROFILE;
  return {
    personName: user.name ?? '',
    furigana: user.customFields?.katakana_name ?? '',
    zipCode: (user.postalCode ?? '').replace('-', ''),
    prefecture: user.addressLine1 ?? '',
    cityTownVillage: user.addressLine2 ?? '',
    townStreetBuilding: user.addressLine3 ?? '',
    contactPhone: user.phoneNumber ?? '',
  };
}

/** The profile form → the user record's fields (docs/wizard.md#base-info). */
export function profileToUserUpdate(profile: ProfileInput): UserChanges {
  return {
    name: profile.personName,
    postalCode: profile.zipCode,
    addressLine1: profile.prefecture,
    addressLine2: profile.cityTownVillage,
    addressLine3: profile.townStreetBuilding,
    phoneNumber: profile.contactPhone,
    customFields: { katakana_name: profile.furigana },
  };
}

export function jobTypesFromUser(user: User | null): string[] {
  return [...(user?.customFields?.profession_category_names ?? [])];
}

export function experienceFromUser(user: User | null): Record<string, ExperienceRange> {
  const stored = user?.customFields?.years_experience ?? {};
  return Object.fromEntries(Object.entries(stored).filter(([, range]) => isExperienceRange(range)));
}

export function compensationFromUser(user: User | null): CompensationValues {
  const type = user?.customFields?.compensation_type;
  return {
    compensationType: isCompensationType(type) ? type : '',
    compensationAmount: user?.customFields?.compensation_amount ?? '',
  };
}

/** Only the chosen job types keep a range: a job type taken off the list takes its range with it. */
export function experienceFor(
  jobTypes: readonly string[],
  experience: Record<string, ExperienceRange>,
): Record<string, ExperienceRange> {
  return Object.fromEntries(
    jobTypes.flatMap((jobType) => (experience[jobType] ? [[jobType, experience[jobType]]] : [])),
  );
}

// ---- The career profile (docs/wizard.md#career-profile) ----

export function careerFromUser(user: User | null): CareerEntry[] {
  return [...(user?.customFields?.career ?? [])];
}

export function selfPrFromUser(user: User | null): string {
  return user?.customFields?.self_pr ?? '';
}

export function linksFromUser(user: User | null): ProfileLink[] {
  return [...(user?.customFields?.links ?? [])];
}

/** Empty text is no 自己PR: the key is removed rather than stored empty. */
export const selfPrChanges = (selfPr: string): UserCustomFieldsChanges => ({
  self_pr: selfPr === '' ? null : selfPr,
});

export function jobChangeFromUser(user: User | null): JobChangeInput {
  const fields = user?.customFields;
  const salary = fields?.desired_annual_salary;
  return {
    jobChangeTiming: isJobChangeTiming(fields?.job_change_timing) ? fields.job_change_timing : '',
    desiredAnnualSalaryMan:
      typeof salary === 'number' ? String(Math.round(salary / DESIRED_ANNUAL_SALARY_UNIT)) : '',
    desiredWorkStyle: isWorkStyle(fields?.desired_work_style) ? fields.desired_work_style : '',
  };
}

/** The job-change form → custom fields; an unanswered question removes the stored answer. */
export function jobChangeChanges(values: JobChangeInput): UserCustomFieldsChanges {
  const salary = values.desiredAnnualSalaryMan.trim();
  return {
    job_change_timing: values.jobChangeTiming || null,
    desired_annual_salary: salary === '' ? null : Number(salary) * DESIRED_ANNUAL_SALARY_UNIT,
    desired_work_style: values.desiredWorkStyle || null,
  };
}
