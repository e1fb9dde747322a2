import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DetailsSection,
  EmailField,
  Form,
  SelectField,
  secondaryTextStyle,
} from '@jobmatch/shared';
import type { MemberRole } from '@jobmatch/shared/contracts';
import { useAppForm } from '@jobmatch/shared/forms';
import { invitationInputSchema, type InvitationInput } from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { ROLE_LABEL_KEYS } from '../../../lib/labels';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useCreateInvitation } from '../api/create-invitation';
import { grantableRoles } from '../utils/member-rows';

/** The form's values before a role is chosen ('' = nothing chosen yet). */
interface InviteValues {
  email: string;
  role: MemberRole | '';
}

/**
 * Invites someone by address and role (owners and admins; only an owner offers the owner role).
 * An open invitation to the same address is replaced by the api, so inviting again resends.
 */
export function InviteForm({
  organizationId,
  viewerRole,
}: {
  organizationId: string;
  viewerRole: MemberRole;
}) {
  const { t } = useTranslation('company');
  const headingId = useId();
  const createInvitation = useCreateInvitation(organizationId);
  const { submit, serverError } = useFormSubmission({
    incorrect_organization_role: t('invite_owner_needs_owner'),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<InviteValues, InvitationInput>(invitationInputSchema, {
    defaultValues: { email: '', role: '' },
  });

  const onSubmit = async (input: InvitationInput) => {
    const sent = await submit(
      () => createInvitation.mutateAsync(input),
      // Already a member: a fact about the address, so it is said at the address.
      (code) => {
        if (code !== 'already_exists') return false;
        setError('email', { message: t('invite_already_member') }, { shouldFocus: true });
        return true;
      },
    );
    if (!sent) return;
    toast.show(t('invite_sent', { email: input.email }), { variant: 'success' });
    reset();
  };

  return (
    <DetailsSection id={headingId} title={t('invite_heading')}>
      <p css={secondaryTextStyle}>{t('invite_lead')}</p>
      <Form onSubmit={handleSubmit(onSubmit)} aria-labelledby={headingId}>
        {serverError}
        <EmailField error={errors.email?.message} {...register('email')} />
        <SelectField
          label={t('invite_role_label')}
          placeholder={t('invite_role_placeholder')}
          options={grantableRoles(viewerRole).map((role) => ({
            value: role,
            label: t(ROLE_LABEL_KEYS[role]),
          }))}
          required
          error={errors.role?.message}
          {...register('role')}
        />
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          {t('invite_submit')}
        </Button>
      </Form>
    </DetailsSection>
  );
}
