import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  PageLayout,
  StepProgress,
  errorMessage,
  pathTo,
  sectionHeadingStyle,
} from '@jobmatch/shared';
import { organizationProfileInputSchema } from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { useUpdateOrganization } from '../../../api/update-organization';
import { OrganizationImageFields } from '../../../components/organization-image-fields';
import {
  SECTION_TITLE_KEYS,
  profileValuesOf,
  type OrganizationProfileValues,
} from '../../../lib/organization-profile-values';
import { canManageOrganization } from '../../../lib/organization-roles';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { REGISTRATION_STEPS } from '../utils/registration-steps';
import { RegistrationStepForm } from './registration-step-form';

/**
 * company.registration: the wizard an owner or admin goes through once the company is approved
 * (docs/company.md#screens): basic information, location and contact, introduction with the
 * optional logo and icon. Each step is checked on its own; the last one saves everything with
 * `completeRegistration`, which the my page reads to stop sending them here. Members go to the
 * my page: they cannot edit the profile.
 */
function RegistrationWizard({ user, membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const headingId = useId();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const { organization } = membership;
  const update = useUpdateOrganization(user.id);
  const [stepIndex, setStepIndex] = useState(0);
  const [values, setValues] = useState(() => profileValuesOf(organization));
  const { submit, clearServerError, serverError } = useFormSubmission();
  const [nameTaken, setNameTaken] = useState(false);
  const shownStep = useRef(stepIndex);

  // A new step is announced by moving to its heading (not on arrival: the page's own h1 is first).
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    stepHeadingRef.current?.focus();
  }, [stepIndex]);

  if (!canManageOrganization(membership.role))
    return <Navigate to={pathTo('company.mypage')} replace />;

  const step = REGISTRATION_STEPS[stepIndex]!;
  const isLast = stepIndex === REGISTRATION_STEPS.length - 1;

  const goTo = (index: number, next: OrganizationProfileValues) => {
    setValues(next);
    clearServerError();
    setStepIndex(index);
  };

  const complete = async (all: OrganizationProfileValues) => {
    setValues(all);
    // Every step was checked with its part of this schema: the whole passes.
    const profile = v.parse(organizationProfileInputSchema, all);
    const saved = await submit(
      () =>
        update.mutateAsync({
          organizationId: organization.id,
          profile,
          completeRegistration: true,
        }),
      // The name is on the first step: go back there and say it there.
      (code) => {
        if (code !== 'already_exists') return false;
        setNameTaken(true);
        setStepIndex(0);
        return true;
      },
    );
    if (!saved) return;
    toast.show(t('registration_done'), { variant: 'success' });
    navigate(pathTo('company.mypage'), { replace: true });
  };

  const onNext = (stepValues: OrganizationProfileValues) => {
    const next = { ...values, ...stepValues };
    if (isLast) return complete(next);
    if (step === 'basic') setNameTaken(false);
    goTo(stepIndex + 1, next);
  };

  return (
    <PageLayout
      width="medium"
      heading={t('registration_heading')}
      headingId={headingId}
      lead={stepIndex === 0 ? t('registration_lead') : undefined}
      top={
        <StepProgress
          current={stepIndex + 1}
          total={REGISTRATION_STEPS.length}
          label={t('registration_progress_label')}
        />
      }
    >
      <h2 id={`${headingId}-step`} ref={stepHeadingRef} tabIndex={-1} css={sectionHeadingStyle}>
        {t(SECTION_TITLE_KEYS[step])}
      </h2>
      <RegistrationStepForm
        key={step}
        step={step}
        isLast={isLast}
        values={values}
        labelledBy={`${headingId}-step`}
        nameError={
          step === 'basic' && nameTaken ? (errorMessage('already_exists') ?? undefined) : undefined
        }
        serverError={serverError}
        onBack={
          stepIndex > 0
            ? (stepValues) => goTo(stepIndex - 1, { ...values, ...stepValues })
            : undefined
        }
        onNext={onNext}
      >
        {isLast && (
          <OrganizationImageFields
            organization={organization}
            userId={user.id}
            note={t('images_optional_note')}
          />
        )}
      </RegistrationStepForm>
    </PageLayout>
  );
}

export const RegistrationPage = withCompanyMembership(RegistrationWizard, 'registration_heading');
