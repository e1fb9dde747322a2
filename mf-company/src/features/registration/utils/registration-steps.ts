import * as v from 'valibot';
import { organizationProfileInputSchema } from '@jobmatch/shared/schemas';
import { PROFILE_SECTIONS, type ProfileSection } from '../../../lib/organization-profile-values';

/** The wizard's steps in order: the profile's three parts (docs/company.md#screens). */
export const REGISTRATION_STEPS = [
  'basic',
  'location',
  'introduction',
] as const satisfies readonly ProfileSection[];

export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** Each step is checked with its own fields of the profile schema, so a step is valid on its own. */
export const STEP_SCHEMAS = {
  basic: v.pick(organizationProfileInputSchema, PROFILE_SECTIONS.basic),
  location: v.pick(organizationProfileInputSchema, PROFILE_SECTIONS.location),
  introduction: v.pick(organizationProfileInputSchema, PROFILE_SECTIONS.introduction),
} satisfies Record<RegistrationStep, v.GenericSchema>;
