import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, StepActions } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { OrganizationProfileFields } from '../../../components/organization-profile-fields';
import type { OrganizationProfileValues } from '../../../lib/organization-profile-values';
import { STEP_SCHEMAS, type RegistrationStep } from '../utils/registration-steps';

export interface RegistrationStepFormProps {
  step: RegistrationStep;
  isLast: boolean;
  /** Everything entered so far; this step's fields start from it. */
  values: OrganizationProfileValues;
  /** Keeps this step's input (checked or not) and goes back. */
  onBack?: (values: OrganizationProfileValues) => void;
  /** This step's input, once valid. */
  onNext: (values: OrganizationProfileValues) => Promise<void> | void;
  /** A message for the name, from the server (a taken name found on the last step). */
  nameError?: string;
  labelledBy: string;
  /** The failed submit's message, above the fields. */
  serverError?: ReactNode;
  /** Under the fields, before the buttons (the last step's image uploads). */
  children?: ReactNode;
}

/** One step of the wizard: its fields, checked with its part of the profile schema; back and next. */
export function RegistrationStepForm({
  step,
  isLast,
  values,
  onBack,
  onNext,
  nameError,
  labelledBy,
  serverError,
  children,
}: RegistrationStepFormProps) {
  const { t } = useTranslation('company');
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<OrganizationProfileValues, unknown>(STEP_SCHEMAS[step], { defaultValues: values });

  useEffect(() => {
    if (nameError) setError('name', { message: nameError }, { shouldFocus: true });
  }, [nameError, setError]);

  return (
    <Form
      onSubmit={handleSubmit(() => onNext(getValues()))}
      aria-labelledby={labelledBy}
      requiredHint={step === 'basic'}
    >
      {serverError}
      <OrganizationProfileFields section={step} register={register} errors={errors} />
      {children}
      <StepActions
        onBack={onBack && (() => onBack(getValues()))}
        primaryLabel={isLast ? t('registration_submit') : undefined}
        busy={isSubmitting}
        primaryDisabled={!isValid}
      />
    </Form>
  );
}
