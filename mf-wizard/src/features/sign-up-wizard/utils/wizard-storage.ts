import * as v from 'valibot';
import type { WizardState } from './wizard-machine';
import type { WizardFormState } from './wizard-pages';

/** One saved wizard per user, so a shared browser never shows one person's answers to another. */
export const wizardStorageKey = (userId: string) => `jobmatch.sign-up-wizard.${userId}`;

const stringList = v.array(v.string());
const savedStateSchema = v.object({
  formState: v.object({
    profile: v.object({
      personName: v.string(),
      furigana: v.string(),
      zipCode: v.string(),
      prefecture: v.string(),
      cityTownVillage: v.string(),
      townStreetBuilding: v.string(),
      contactPhone: v.string(),
    }),
    jobTypes: stringList,
    experience: v.record(v.string(), v.string()),
    skillGroups: v.record(v.string(), stringList),
    // Saved before the career page existed: start it empty rather than drop the answers.
    careerProfile: v.optional(
      v.object({
        career: v.array(
          v.object({
            company: v.string(),
            title: v.string(),
            employmentType: v.string(),
            startedOn: v.string(),
            endedOn: v.nullable(v.string()),
            description: v.string(),
          }),
        ),
        selfPr: v.string(),
      }),
      { career: [], selfPr: '' },
    ),
    compensation: v.object({ compensationType: v.string(), compensationAmount: v.string() }),
  }),
  knownSubPages: v.record(v.string(), stringList),
  skippedPages: stringList,
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policies): the wizard still works, it only forgets on reload
  }
}

/** The saved state, or null when there is none or it is not one this version understands. */
export function loadWizardState(userId: string): WizardState<WizardFormState> | null {
  const raw = storage()?.getItem(wizardStorageKey(userId));
  if (!raw) return null;
  try {
    const parsed = v.safeParse(savedStateSchema, JSON.parse(raw));
    return parsed.success ? (parsed.output as WizardState<WizardFormState>) : null;
  } catch {
    return null;
  }
}

export function saveWizardState(userId: string, state: WizardState<WizardFormState>): void {
  try {
    storage()?.setItem(wizardStorageKey(userId), JSON.stringify(state));
  } catch {
    // quota exceeded: keep going without persistence
  }
}

export function clearWizardState(userId: string): void {
  storage()?.removeItem(wizardStorageKey(userId));
}
