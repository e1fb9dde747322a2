import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import {
  Button,
  EmailField,
  Form,
  PageLayout,
  PhoneField,
  TextAreaField,
  TextField,
} from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import {
  PHONE_NUMBER_MAX_LENGTH,
  maxLengthsOf,
  organizationApplicationInputSchema,
} from '@jobmatch/shared/schemas';
import { useCreateOrganizationApplication } from '../api/create-organization-application';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { AddressFields } from '../../../components/address-fields';
import { ApplyDone } from './apply-done';

/** What the form hands over, as the schema outputs it (trimmed, an empty description as null). */
type ApplicationOutput = v.InferOutput<typeof organizationApplicationInputSchema>;

/** What the fields hold; the schema trims them and turns an empty website or description into null. */
interface ApplyFormValues {
  companyName: string;
  corporateNumber: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  postalCode: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  website: string;
  description: string;
}

// The counters show the very limits the schema checks.
const MAX_LENGTHS = maxLengthsOf(organizationApplicationInputSchema);

/**
 * company.apply (public): a company asks to use the platform. The api creates a pending
 * application and mails a receipt; the page then says what happens next (docs/company.md).
 */
export function ApplyPage() {
  const [appliedEmail, setAppliedEmail] = useState<string | null>(null);
  return appliedEmail === null ? (
    <ApplyForm onApplied={setAppliedEmail} />
  ) : (
    <ApplyDone email={appliedEmail} />
  );
}

function ApplyForm({ onApplied }: { onApplied: (email: string) => void }) {
  const { t } = useTranslation('company');
  const createApplication = useCreateOrganizationApplication();
  const { submit, serverError } = useFormSubmission({ already_exists: t('apply_name_taken') });
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<ApplyFormValues, ApplicationOutput>(organizationApplicationInputSchema, {
    defaultValues: {
      companyName: '',
      corporateNumber: '',
      contactName: '',
      email: '',
      phoneNumber: '',
      postalCode: '',
      addressLine1: '',
      addressLine2: '',
      addressLine3: '',
      website: '',
      description: '',
    },
  });

  // A refusal leaves the form as it is, so nothing typed is lost.
  const onSubmit = async (body: ApplicationOutput) => {
    if (await submit(() => createApplication.mutateAsync(body))) onApplied(body.email);
  };

  return (
    <PageLayout width="medium" heading={t('apply_heading')} lead={t('apply_lead')}>
      <Form requiredHint onSubmit={handleSubmit(onSubmit)}>
        {serverError}
        <TextField
          label={t('apply_company_name_label')}
          autoComplete="organization"
          placeholder={t('apply_company_name_placeholder')}
          required
          maxLength={MAX_LENGTHS.companyName}
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <TextField
          label={t('apply_corporate_number_label')}
          inputMode="numeric"
          placeholder={t('apply_corporate_number_placeholder')}
          hint={t('apply_corporate_number_hint')}
          required
          error={errors.corporateNumber?.message}
          {...register('corporateNumber')}
        />
        <TextField
          label={t('apply_contact_name_label')}
          autoComplete="name"
          placeholder={t('apply_contact_name_placeholder')}
          required
          maxLength={MAX_LENGTHS.contactName}
          error={errors.contactName?.message}
          {...register('contactName')}
        />
        <EmailField
          hint={t('apply_email_hint')}
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          placeholder={t('apply_phone_placeholder')}
          required
          maxLength={PHONE_NUMBER_MAX_LENGTH}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <AddressFields
          required
          field={(name) => ({
            maxLength: MAX_LENGTHS[name],
            error: errors[name]?.message,
            ...register(name),
          })}
        />
        <TextField
          label={t('apply_website_label')}
          type="url"
          autoComplete="url"
          inputMode="url"
          placeholder={t('field_website_placeholder')}
          maxLength={MAX_LENGTHS.website}
          error={errors.website?.message}
          {...register('website')}
        />
        <TextAreaField
          label={t('apply_description_label')}
          hint={t('apply_description_hint')}
          maxLength={MAX_LENGTHS.description}
          error={errors.description?.message}
          {...register('description')}
        />
        <Button type="submit" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('apply_submit')}
        </Button>
      </Form>
    </PageLayout>
  );
}
