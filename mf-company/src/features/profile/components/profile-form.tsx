import { useTranslation } from 'react-i18next';
import { Button, Form, errorMessage } from '@jobmatch/shared';
import type { CompanyOrganization } from '@jobmatch/shared/contracts';
import { useAppForm } from '@jobmatch/shared/forms';
import { organizationProfileInputSchema, type OrganizationProfile } from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { useUpdateOrganization } from '../../../api/update-organization';
import { FormSection } from '../../../components/form-section';
import { OrganizationProfileFields } from '../../../components/organization-profile-fields';
import {
  PROFILE_SECTIONS,
  SECTION_TITLE_KEYS,
  profileValuesOf,
  type OrganizationProfileValues,
  type ProfileSection,
} from '../../../lib/organization-profile-values';
import { useFormSubmission } from '../../../lib/use-form-submission';

export interface ProfileFormProps {
  organization: CompanyOrganization;
  userId: string;
}

/**
 * Every profile field in one form, pre-filled from the organization; saving sends them all
 * (`PATCH`). A taken name is said at the name; the other refusals above the form.
 */
export function ProfileForm({ organization, userId }: ProfileFormProps) {
  const { t } = useTranslation('company');
  const update = useUpdateOrganization(userId);
  const { submit, serverError } = useFormSubmission();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<OrganizationProfileValues, OrganizationProfile>(organizationProfileInputSchema, {
    defaultValues: profileValuesOf(organization),
  });

  const onSubmit = async (profile: OrganizationProfile) => {
    const saved = await submit(
      () => update.mutateAsync({ organizationId: organization.id, profile }),
      (code) => {
        if (code !== 'already_exists') return false;
        setError('name', { message: errorMessage(code) ?? '' }, { shouldFocus: true });
        return true;
      },
    );
    if (!saved) return;
    toast.show(t('profile_saved'), { variant: 'success' });
    // The saved values are the form's new starting point (trimmed, as the api keeps them).
    reset(
      Object.fromEntries(
        Object.entries(profile).map(([key, value]) => [key, value === null ? '' : String(value)]),
      ) as OrganizationProfileValues,
    );
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} requiredHint>
      {serverError}
      {(Object.keys(PROFILE_SECTIONS) as ProfileSection[]).map((section) => (
        <FormSection key={section} title={t(SECTION_TITLE_KEYS[section])}>
          <OrganizationProfileFields section={section} register={register} errors={errors} />
        </FormSection>
      ))}
      <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
        {t('profile_submit')}
      </Button>
    </Form>
  );
}
