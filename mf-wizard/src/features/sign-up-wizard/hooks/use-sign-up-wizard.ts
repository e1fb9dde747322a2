import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  flattenSkills,
  pathTo,
  sanitizeIntendedUrl,
  useCategories,
  useSkillsAttribute,
  type SkillsAttribute,
} from '@jobmatch/shared';
import type { UserChanges } from '@jobmatch/shared/contracts';
import { CLIENT_MESSAGES } from '@jobmatch/shared/errors';
import { useSession } from 'shell/session';
import { toast } from 'shell/toast';
import { useUpdateUser } from '../../../api/update-user';
import { experienceFor, profileToUserUpdate } from '../../../lib/profile-values';
import {
  advance,
  back,
  canGoBack,
  createWizardState,
  isPageSkippable,
  progress,
  resolvePosition,
  skip,
  type WizardMove,
  type WizardPosition,
  type WizardState,
} from '../utils/wizard-machine';
import { createWizardPages, initialFormState, type WizardFormState } from '../utils/wizard-pages';
import { clearWizardState, loadWizardState, saveWizardState } from '../utils/wizard-storage';

const MYPAGE_PATH = pathTo('landing.mypage');

/**
 * A wizard page's URL. `intendedUrl` rides along on every wizard URL, so it survives the
 * wizard's own navigation and a reload (docs/wizard.md#intended-url).
 */
export const wizardUrl = ({ page, subPage }: WizardPosition, intendedUrl: string | null = null) =>
  pathTo('user.sign-up-wizard', { page }, { subPage, intendedUrl });

/**
 * The user record's fields for everything the wizard collected, marking the wizard complete.
 * Without usable skills data (null) the stored skills are left as they are.
 */
export function toUserUpdate(form: WizardFormState, skills: SkillsAttribute | null): UserChanges {
  const profile = profileToUserUpdate(form.profile);
  const { compensationType, compensationAmount } = form.compensation;
  return {
    ...profile,
    customFields: {
      ...profile.customFields,
      profession_category_names: form.jobTypes,
      years_experience: experienceFor(form.jobTypes, form.experience),
      ...(skills ? { skills: flattenSkills(skills, form.jobTypes, form.skillGroups) } : {}),
      ...(compensationType
        ? { compensation_type: compensationType, compensation_amount: compensationAmount }
        : {}),
      // the optional career page: what was entered, nothing when it was skipped
      ...(form.careerProfile.career.length > 0 ? { career: form.careerProfile.career } : {}),
      ...(form.careerProfile.selfPr.trim() ? { self_pr: form.careerProfile.selfPr.trim() } : {}),
      is_signup_wizard_complete: true,
    },
  };
}

/**
 * The sign-up wizard's controller: the saved state (localStorage, per user), the position in
 * the URL and the navigation rules of `wizard-machine`, applied to the router.
 */
export function useSignUpWizard() {
  const { t } = useTranslation('wizard');
  const { user, userId } = useSession();
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const intendedUrl = sanitizeIntendedUrl(searchParams.get('intendedUrl'));
  const categories = useCategories();
  const skills = useSkillsAttribute();
  const updateUser = useUpdateUser();
  const finished = useRef(false);

  // Loaded means data or null (unusable skills data): the wizard then runs without skill pages.
  const skillsData = skills.isSuccess ? skills.data : undefined;
  const pages = useMemo(
    () => (skillsData !== undefined ? createWizardPages(skillsData) : null),
    [skillsData],
  );
  const [state, setState] = useState<WizardState<WizardFormState> | null>(() =>
    userId ? loadWizardState(userId) : null,
  );

  // First visit: start from what the user record already holds (needs the catalogue for skills).
  useEffect(() => {
    if (state === null && skillsData !== undefined)
      setState(createWizardState(initialFormState(user, skillsData)));
  }, [state, skillsData, user]);

  useEffect(() => {
    if (userId && state && !finished.current) saveWizardState(userId, state);
  }, [userId, state]);

  const requested = useMemo(
    () => ({ page: params.page, subPage: searchParams.get('subPage') }),
    [params.page, searchParams],
  );
  const resolution = pages && state ? resolvePosition(pages, state, requested) : null;

  useEffect(() => {
    if (!resolution) return;
    if (resolution.state !== state) setState(resolution.state);
    if (resolution.type === 'redirect')
      void navigate(wizardUrl(resolution.position, intendedUrl), { replace: true });
  }, [resolution, state, navigate, intendedUrl]);

  const position = resolution?.type === 'show' ? resolution.position : null;

  const finish = useCallback(
    async (final: WizardState<WizardFormState>) => {
      if (!userId) throw new Error(CLIENT_MESSAGES.wizardSubmitNoUserId);
      if (skillsData === undefined) throw new Error(CLIENT_MESSAGES.wizardSubmitNotFound);
      try {
        await updateUser.mutateAsync({
          userId,
          changes: toUserUpdate(final.formState, skillsData),
        });
      } catch {
        return; // the page shows `submitError`; the saved state stays for another try
      }
      finished.current = true;
      clearWizardState(userId);
      toast.show(t('wizard_complete_toast'), { variant: 'success' });
      // Replace: the finished wizard is no place to go back to (the shell may already have redirected).
      await navigate(intendedUrl ?? MYPAGE_PATH, { replace: true });
    },
    [userId, skillsData, updateUser, navigate, t, intendedUrl],
  );

  const apply = useCallback(
    async (move: WizardMove<WizardFormState> | null) => {
      if (!move) return;
      if (move.type === 'complete') return finish(move.state);
      setState(move.state);
      await navigate(wizardUrl(move.position, intendedUrl), { replace: move.replace });
    },
    [finish, navigate, intendedUrl],
  );

  return {
    isLoading: categories.isPending || skills.isPending || !position || !state,
    error: categories.error ?? skills.error ?? null,
    retry: () => {
      void categories.refetch();
      void skills.refetch();
    },
    categories: categories.data ?? [],
    skills: skillsData ?? null,
    state,
    position,
    isSubmitting: updateUser.isPending,
    submitError: updateUser.error,
    progress: pages && state && position ? progress(pages, state, position) : null,
    canGoBack: Boolean(pages && state && position && canGoBack(pages, state, position)),
    canSkip: Boolean(
      pages &&
        state &&
        position &&
        isPageSkippable(pages.find((page) => page.key === position.page)!, state.formState),
    ),
    /** Stores the page's values and goes on (or, on the last page, submits everything). */
    submit: (values: Partial<WizardFormState> = {}) => {
      if (!pages || !state || !position) throw new Error(CLIENT_MESSAGES.wizardSubmitNotFound);
      const merged = { ...state, formState: { ...state.formState, ...values } };
      return apply(advance(pages, merged, position));
    },
    back: () => {
      if (!pages || !state || !position) throw new Error(CLIENT_MESSAGES.wizardBackNotFound);
      return apply(back(pages, state, position));
    },
    skip: () => {
      if (!pages || !state || !position) throw new Error(CLIENT_MESSAGES.wizardSubmitNotFound);
      return apply(skip(pages, state, position));
    },
  };
}

export type SignUpWizard = ReturnType<typeof useSignUpWizard>;
