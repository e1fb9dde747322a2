import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DetailsSection,
  FormServerError,
  LoadError,
  PageLayout,
  RouteLoading,
  StepActions,
  StepProgress,
  flattenSkills,
  leadStyle,
  skillGroupLabel,
  skillGroupsOf,
  type Category,
} from '@jobmatch/shared';
import { CareerStepForm } from '../../../components/forms/career-step-form';
import { CompensationForm } from '../../../components/forms/compensation-form';
import { ExperienceForm } from '../../../components/forms/experience-form';
import { JobTypesForm } from '../../../components/forms/job-types-form';
import { ProfileForm } from '../../../components/forms/profile-form';
import { SkillsForm } from '../../../components/forms/skills-form';
import {
  BaseInfoDetails,
  CareerDetails,
  CompensationDetails,
  ExperienceDetails,
  JobTypesDetails,
  SelfPrDetails,
  SkillsDetails,
} from '../../../components/profile-details';
import { useSignUpWizard, type SignUpWizard } from '../hooks/use-sign-up-wizard';
import type { WizardPageKey } from '../utils/wizard-pages';

const HEADING_KEYS = {
  'base-info': 'page_base_info_heading',
  'category-select': 'page_category_select_heading',
  'category-experience': 'page_category_experience_heading',
  'skill-select': 'page_skill_select_heading',
  career: 'page_career_heading',
  'desired-compensation': 'page_desired_compensation_heading',
  submit: 'page_submit_heading',
} as const satisfies Record<WizardPageKey, string>;

/** `user.sign-up-wizard`: `/sign-up-wizard/:page?subPage=…` (docs/wizard.md#pages). */
export function SignUpWizardPage() {
  const { t } = useTranslation('wizard');
  const wizard = useSignUpWizard();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = wizard.position ? `${wizard.position.page}/${wizard.position.subPage ?? ''}` : null;
  const previousStep = useRef<string | null>(null);

  // A new step replaces the whole form: move focus to its heading so a screen reader announces it
  // (not on the first render, which the page load announces).
  useEffect(() => {
    if (!step) return;
    if (previousStep.current !== null && previousStep.current !== step) headingRef.current?.focus();
    previousStep.current = step;
  }, [step]);

  if (wizard.error) {
    return (
      <PageLayout width="medium" heading={t('sign_up_wizard_title')} headingId={headingId}>
        <LoadError onRetry={wizard.retry} />
      </PageLayout>
    );
  }
  if (wizard.isLoading || !wizard.position || !wizard.state) return <RouteLoading />;

  const page = wizard.position.page as WizardPageKey;
  return (
    <PageLayout
      width="medium"
      heading={t(HEADING_KEYS[page])}
      headingId={headingId}
      headingRef={headingRef}
      top={
        wizard.progress && <StepProgress {...wizard.progress} label={t('wizard_progress_label')} />
      }
    >
      {/* Remount per (sub-)page: each form starts from that page's saved values. */}
      <WizardStep
        key={`${page}/${wizard.position.subPage ?? ''}`}
        wizard={wizard}
        page={page}
        headingId={headingId}
      />
    </PageLayout>
  );
}

function WizardStep({
  wizard,
  page,
  headingId,
}: {
  wizard: SignUpWizard;
  page: WizardPageKey;
  headingId: string;
}) {
  const { t } = useTranslation('wizard');
  const form = wizard.state!.formState;
  const skills = wizard.skills;
  const onBack = wizard.canGoBack ? () => void wizard.back() : undefined;
  const footer = <StepActions onBack={onBack} busy={wizard.isSubmitting} />;
  const skip = (message: string) => (
    <>
      <p css={leadStyle}>{message}</p>
      <StepActions
        onBack={onBack}
        primaryLabel={t('wizard_skip')}
        onPrimary={() => void wizard.skip()}
      />
    </>
  );

  switch (page) {
    case 'base-info':
      return (
        <>
          <p css={leadStyle}>{t('page_base_info_lead')}</p>
          <ProfileForm
            aria-labelledby={headingId}
            defaultValues={form.profile}
            onSubmit={(profile) => wizard.submit({ profile })}
            footer={footer}
          />
        </>
      );
    case 'category-select':
      return (
        <>
          <p css={leadStyle}>{t('page_category_select_lead')}</p>
          <JobTypesForm
            aria-labelledby={headingId}
            categories={wizard.categories}
            defaultValues={{ jobTypes: form.jobTypes }}
            onSubmit={({ jobTypes }) => wizard.submit({ jobTypes })}
            footer={footer}
          />
        </>
      );
    case 'category-experience': {
      if (form.jobTypes.length === 0) return skip(t('page_category_experience_empty'));
      const jobTypes = form.jobTypes.map(
        (id): Category =>
          wizard.categories.find((category) => category.id === id) ?? { id, name: id },
      );
      return (
        <ExperienceForm
          aria-labelledby={headingId}
          jobTypes={jobTypes}
          defaultValues={{ experience: form.experience }}
          onSubmit={({ experience }) =>
            wizard.submit({
              experience: { ...form.experience, ...(experience as typeof form.experience) },
            })
          }
          footer={footer}
        />
      );
    }
    case 'skill-select': {
      const group = skillGroupsOf(skills, { categoryIds: form.jobTypes }).find(
        (candidate) => candidate.key === wizard.position!.subPage,
      );
      if (!group) return skip(t('page_skill_select_empty'));
      return (
        <>
          <p css={leadStyle}>{t('page_skill_select_lead', { group: skillGroupLabel(group) })}</p>
          <SkillsForm
            aria-labelledby={headingId}
            groups={[group]}
            defaultValues={{ skillGroups: form.skillGroups }}
            onSubmit={({ skillGroups }) =>
              wizard.submit({ skillGroups: { ...form.skillGroups, ...skillGroups } })
            }
            footer={footer}
          />
        </>
      );
    }
    case 'career':
      return (
        <>
          <p css={leadStyle}>{t('page_career_lead')}</p>
          <CareerStepForm
            aria-labelledby={headingId}
            defaultValues={form.careerProfile}
            onSubmit={(careerProfile) => wizard.submit({ careerProfile })}
            footer={footer}
          />
          <Button variant="ghost" onClick={() => void wizard.skip()} disabled={wizard.isSubmitting}>
            {t('wizard_skip')}
          </Button>
        </>
      );
    case 'desired-compensation':
      return (
        <CompensationForm
          aria-labelledby={headingId}
          defaultValues={form.compensation}
          onSubmit={(compensation) => wizard.submit({ compensation })}
          footer={footer}
        />
      );
    case 'submit':
      return (
        <>
          <p css={leadStyle}>{t('page_submit_lead')}</p>
          <DetailsSection id={`${headingId}-base`} title={t('section_base_info')}>
            <BaseInfoDetails profile={form.profile} />
          </DetailsSection>
          <DetailsSection id={`${headingId}-jobs`} title={t('section_job_types')}>
            <JobTypesDetails jobTypes={form.jobTypes} categories={wizard.categories} />
          </DetailsSection>
          <DetailsSection id={`${headingId}-experience`} title={t('section_experience')}>
            <ExperienceDetails
              jobTypes={form.jobTypes}
              experience={form.experience}
              categories={wizard.categories}
            />
          </DetailsSection>
          <DetailsSection id={`${headingId}-skills`} title={t('section_skills')}>
            <SkillsDetails
              skillKeys={flattenSkills(skills, form.jobTypes, form.skillGroups)}
              skills={skills}
            />
          </DetailsSection>
          <DetailsSection id={`${headingId}-career`} title={t('section_career')}>
            <CareerDetails career={form.careerProfile.career} />
          </DetailsSection>
          <DetailsSection id={`${headingId}-self-pr`} title={t('section_self_pr')}>
            <SelfPrDetails selfPr={form.careerProfile.selfPr} />
          </DetailsSection>
          <DetailsSection id={`${headingId}-compensation`} title={t('section_compensation')}>
            <CompensationDetails compensation={form.compensation} />
          </DetailsSection>
          <FormServerError error={wizard.submitError} />
          <StepActions
            onBack={onBack}
            primaryLabel={t('wizard_submit')}
            onPrimary={() => void wizard.submit()}
            busy={wizard.isSubmitting}
          />
        </>
      );
  }
}
