import * as v from 'valibot';
import {
  compensationInputSchema,
  createExperienceInputSchema,
  profileInputSchema,
  type ProfileInput,
} from '@jobmatch/shared/schemas';
import type { CareerEntry, ExperienceRange, User } from '@jobmatch/shared/contracts';
import { ownNameOf, skillGroupsOf, skillKeysByGroup, type SkillsAttribute } from '@jobmatch/shared';
import {
  careerFromUser,
  compensationFromUser,
  experienceFromUser,
  jobTypesFromUser,
  profileFromUser,
  selfPrFromUser,
  type CompensationValues,
} from '../../../lib/profile-values';
import type { WizardPageDefinition } from './wizard-machine';

/** Everything the wizard collects (its `formState`), one entry per form. */
export interface WizardFormState {
  profile: ProfileInput;
  jobTypes: string[];
  experience: Record<string, ExperienceRange>;
  /** Skill group → checked skill keys. */
  skillGroups: Record<string, string[]>;
  /** The optional 職務経歴・自己PR page. */
  careerProfile: CareerProfileValues;
  compensation: CompensationValues;
}

export interface CareerProfileValues {
  career: CareerEntry[];
  selfPr: string;
}

/** The wizard's pages in order (docs/wizard.md#pages). */
export const WIZARD_PAGES = [
  'base-info',
  'category-select',
  'category-experience',
  'skill-select',
  'career',
  'desired-compensation',
  'submit',
] as const;
export type WizardPageKey = (typeof WIZARD_PAGES)[number];

/** The estimate for the skill pages (docs/wizard.md#progress) until job types are chosen. */
export const ESTIMATED_SKILL_SUB_PAGES = 3;

/**
 * The page definitions for the navigation rules. Skill pages are one sub-page per skill group
 * of the chosen job types (through `itemGroups.categoryIds`), so they need the catalogue; without
 * usable skills data (null) there are none and the skill page is skipped.
 */
export function createWizardPages(
  skills: SkillsAttribute | null,
): WizardPageDefinition<WizardFormState>[] {
  const skillSubPages = (form: WizardFormState) =>
    skillGroupsOf(skills, { categoryIds: form.jobTypes }).map((group) => group.key);
  return [
    { key: 'base-info', isComplete: (form) => v.is(profileInputSchema, form.profile) },
    { key: 'category-select' },
    {
      key: 'category-experience',
      isSkippable: (form) => form.jobTypes.length === 0,
      isComplete: (form) =>
        v.is(createExperienceInputSchema(form.jobTypes), { experience: form.experience }),
    },
    {
      key: 'skill-select',
      subPages: skillSubPages,
      estimatedSubPages: ESTIMATED_SKILL_SUB_PAGES,
      // No job type yet reads as "not chosen yet": a new user's list starts empty.
      subPagesDecided: (form) => form.jobTypes.length > 0,
    },
    // 職務経歴・自己PR: asked of everyone, answered by no one who would rather not.
    { key: 'career', isOptional: true },
    {
      key: 'desired-compensation',
      isComplete: (form) => v.is(compensationInputSchema, form.compensation),
    },
    { key: 'submit' },
  ];
}

/**
 * The first form state of a user: whatever their record already holds. The name sign-up stores
 * is a placeholder (the address's local part), so it is not offered (`ownNameOf`, the rule the
 * side menu's greeting follows too).
 */
export function initialFormState(
  user: User | null,
  skills?: SkillsAttribute | null,
): WizardFormState {
  const profile = profileFromUser(user);
  return {
    profile: { ...profile, personName: ownNameOf(user) ?? '' },
    jobTypes: jobTypesFromUser(user),
    experience: experienceFromUser(user),
    skillGroups: skillKeysByGroup(skills, user?.customFields?.skills ?? []),
    careerProfile: { career: careerFromUser(user), selfPr: selfPrFromUser(user) },
    compensation: compensationFromUser(user),
  };
}
