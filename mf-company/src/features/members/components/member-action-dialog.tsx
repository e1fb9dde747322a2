import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField, bodyTextStyle, pathTo } from '@jobmatch/shared';
import type { MemberRole } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { companyQueryKeys } from '../../../api/company-query-keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ROLE_LABEL_KEYS } from '../../../lib/labels';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useDeleteMember } from '../api/delete-member';
import { useResendInvitation } from '../api/resend-invitation';
import { useUpdateMember } from '../api/update-member';
import { grantableRoles, type MemberAction, type MemberRow } from '../utils/member-rows';

export interface PendingMemberAction {
  action: MemberAction;
  row: MemberRow;
}

export interface MemberActionDialogProps extends PendingMemberAction {
  organizationId: string;
  viewerRole: MemberRole;
  onClose: () => void;
}

/** The `company` keys of each confirmation: title, body, the confirming button and the toast. */
const TEXTS = {
  resend: ['resend_title', 'resend_body', 'resend_confirm', 'resend_done'],
  'cancel-invitation': [
    'cancel_invitation_title',
    'cancel_invitation_body',
    'cancel_invitation_confirm',
    'cancel_invitation_done',
  ],
  'change-role': [
    'change_role_title',
    'change_role_body',
    'change_role_confirm',
    'change_role_done',
  ],
  suspend: ['suspend_title', 'suspend_body', 'suspend_confirm', 'suspend_done'],
  resume: ['resume_title', 'resume_body', 'resume_confirm', 'resume_done'],
  delete: ['delete_title', 'delete_body', 'delete_confirm', 'delete_done'],
} as const satisfies Record<MemberAction, readonly [string, string, string, string]>;

const SELF_SUSPEND_TEXTS = [
  'suspend_self_title',
  'suspend_self_body',
  'suspend_self_confirm',
  'suspend_self_done',
] as const;

const DESTRUCTIVE: readonly MemberAction[] = ['cancel-invitation', 'suspend', 'delete'];

/** What `incorrect_organization_role` means where the catalogue's general text can say more. */
const OWNER_ONLY_KEYS: Partial<Record<MemberAction, string>> = {
  resend: 'invite_owner_needs_owner',
  'cancel-invitation': 'invite_owner_needs_owner',
  'change-role': 'change_role_owner_needs_owner',
  suspend: 'suspend_owner_needs_owner',
  resume: 'resume_owner_needs_owner',
  delete: 'delete_owner_needs_owner',
};

/** `organization_last_owner` in the words of the action tried (the catalogue's text says 削除). */
const LAST_OWNER_KEYS: Partial<Record<MemberAction, string>> = {
  suspend: 'suspend_last_owner',
  delete: 'delete_last_owner',
};

/**
 * Confirms one action on one row and runs it: what it will do, the new role for a role change,
 * the server's refusal in Japanese inside the dialog, a toast once done. Suspending oneself
 * ends the session's use of the company site (every company call would answer
 * `no_permission`), so it logs out.
 */
export function MemberActionDialog({
  action,
  row,
  organizationId,
  viewerRole,
  onClose,
}: MemberActionDialogProps) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resend = useResendInvitation(organizationId);
  const cancel = useCancelInvitation(organizationId);
  const update = useUpdateMember(organizationId);
  const remove = useDeleteMember(organizationId);
  const currentRole = row.kind === 'member' ? row.member.role : row.invitation.role;
  const [role, setRole] = useState<MemberRole>(currentRole);
  const [busy, setBusy] = useState(false);
  const ownerOnlyKey = OWNER_ONLY_KEYS[action];
  const lastOwnerKey = LAST_OWNER_KEYS[action];
  const { submit, serverError } = useFormSubmission({
    ...(ownerOnlyKey ? { incorrect_organization_role: t(ownerOnlyKey) } : {}),
    ...(lastOwnerKey ? { organization_last_owner: t(lastOwnerKey) } : {}),
    not_found: t('member_changed_meanwhile'),
  });

  const selfSuspension = action === 'suspend' && row.kind === 'member' && row.isSelf;
  const [titleKey, bodyKey, confirmKey, doneKey] = selfSuspension
    ? SELF_SUSPEND_TEXTS
    : TEXTS[action];
  const name = row.kind === 'member' ? row.member.name : '';
  const email = row.kind === 'member' ? row.member.email : row.invitation.email;
  const texts = { name, email, role: t(ROLE_LABEL_KEYS[role]) };

  const run = (): Promise<unknown> => {
    if (row.kind === 'invitation') {
      return action === 'resend'
        ? resend.mutateAsync(row.invitation.id)
        : cancel.mutateAsync(row.invitation.id);
    }
    const { userId } = row.member;
    switch (action) {
      case 'change-role':
        return update.mutateAsync({ userId, change: { role } });
      case 'suspend':
        return update.mutateAsync({ userId, change: { status: 'suspended' } });
      case 'resume':
        return update.mutateAsync({ userId, change: { status: 'active' } });
      default:
        return remove.mutateAsync(userId);
    }
  };

  const confirm = async () => {
    setBusy(true);
    const done = await submit(run, (code) => {
      // Someone else changed the row meanwhile: show the list as it is now (and say so).
      if (code === 'not_found') {
        void queryClient.invalidateQueries({ queryKey: companyQueryKeys.members(organizationId) });
        void queryClient.invalidateQueries({
          queryKey: companyQueryKeys.invitations(organizationId),
        });
      }
      return false;
    });
    setBusy(false);
    if (!done) return;
    toast.show(t(doneKey, texts), { variant: 'success' });
    if (selfSuspension) navigate(pathTo('auth.logout'), { replace: true });
    else onClose();
  };

  return (
    <ConfirmDialog
      title={t(titleKey, texts)}
      confirmLabel={t(confirmKey, texts)}
      confirmVariant={DESTRUCTIVE.includes(action) ? 'danger' : 'primary'}
      busy={busy}
      confirmDisabled={action === 'change-role' && (!role || role === currentRole)}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {serverError}
      <p css={bodyTextStyle}>{t(bodyKey, texts)}</p>
      {action === 'change-role' && (
        <SelectField
          label={t('members_column_role')}
          placeholder={t('invite_role_placeholder')}
          options={grantableRoles(viewerRole).map((option) => ({
            value: option,
            label: t(ROLE_LABEL_KEYS[option]),
          }))}
          value={role}
          onChange={(event) => setRole(event.target.value as MemberRole)}
        />
      )}
    </ConfirmDialog>
  );
}
