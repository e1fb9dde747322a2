import type { CompensationInput, ProfileInput } from '@jobmatch/shared/schemas';
import { isCompensationType, isExperienceRange } from '@jobmatch/shared';
import type { ExperienceRange, User } from '@jobmatch/shared/contracts';
import type { UserUpdate } from '../api/update-user';

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
export function profileToUserUpdate(profile: ProfileInput): UserUpdate {
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
