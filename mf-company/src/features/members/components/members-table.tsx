import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { Button, formatDate } from '@jobmatch/shared';
import type { MemberRole } from '@jobmatch/shared/contracts';
import {
  AS_TABLE,
  CardLabel,
  ResponsiveTable,
  ResponsiveTableCell,
  ResponsiveTableRow,
} from '../../../components/responsive-table';
import { ROLE_LABEL_KEYS } from '../../../lib/labels';
import { actionsFor, type MemberAction, type MemberRow } from '../utils/member-rows';
import { MemberStatus } from './member-status';

// Each card: the name with the status at its right, then the address, the role and the buttons.
const tableStyle = (theme: Theme) => css`
  & td[data-column='name'] {
    font-weight: ${theme.typography.fontWeight.bold};
  }
  & td[data-column='email'],
  & td[data-column='actions'] {
    grid-column: 1 / -1;
  }
  & td[data-column='email'] {
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.fontSize.s};
  }
  & td[data-column='status'] {
    grid-column: 2;
    grid-row: 1;
    text-align: right;
  }
  & td[data-column='actions']:empty {
    display: none;
  }

  ${AS_TABLE} {
    & td[data-column='status'] {
      text-align: left;
    }
  }
`;

const secondaryStyle = (theme: Theme) => css`
  display: block;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.xs};
  font-weight: ${theme.typography.fontWeight.regular};
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const ACTION_LABEL_KEYS = {
  resend: 'action_resend',
  'cancel-invitation': 'action_cancel_invitation',
  'change-role': 'action_change_role',
  suspend: 'action_suspend',
  resume: 'action_resume',
  delete: 'action_delete',
} as const satisfies Record<MemberAction, string>;

export interface MembersTableProps {
  rows: readonly MemberRow[];
  viewerRole: MemberRole;
  labelledBy: string;
  onAction: (action: MemberAction, row: MemberRow) => void;
}

/**
 * Members and open invitations in one list: name, address, role, status (利用中 / 停止中 /
 * 招待中) and what the viewer may do to each. A table on a wide list, a card per row on a phone.
 */
export function MembersTable({ rows, viewerRole, labelledBy, onAction }: MembersTableProps) {
  const { t } = useTranslation('company');
  return (
    <ResponsiveTable
      aria-labelledby={labelledBy}
      columns={[
        t('members_column_name'),
        t('members_column_email'),
        t('members_column_role'),
        t('members_column_status'),
        t('members_column_actions'),
      ]}
      css={tableStyle}
    >
      {rows.map((row) => {
        const name = row.kind === 'member' ? row.member.name : t('not_registered');
        const email = row.kind === 'member' ? row.member.email : row.invitation.email;
        // Whom the buttons act on: an invited person has no name yet, only the address.
        const subject = row.kind === 'member' ? row.member.name : row.invitation.email;
        const role = row.kind === 'member' ? row.member.role : row.invitation.role;
        const actions = actionsFor(row, viewerRole);
        return (
          <ResponsiveTableRow key={row.key}>
            <ResponsiveTableCell data-column="name">
              {name}
              {row.kind === 'member' && row.isSelf && t('member_you')}
            </ResponsiveTableCell>
            <ResponsiveTableCell data-column="email">{email}</ResponsiveTableCell>
            <ResponsiveTableCell data-column="role">
              <CardLabel>{t('members_column_role')}</CardLabel>
              {t(ROLE_LABEL_KEYS[role])}
            </ResponsiveTableCell>
            <ResponsiveTableCell data-column="status">
              {row.kind === 'member' ? (
                <MemberStatus
                  tone={row.member.status}
                  label={t(
                    row.member.status === 'active'
                      ? 'member_status_active'
                      : 'member_status_suspended',
                  )}
                />
              ) : (
                <>
                  <MemberStatus tone="invited" label={t('member_status_invited')} />
                  <span css={secondaryStyle}>
                    {t('invitation_expires', { date: formatDate(row.invitation.expiresAt) })}
                  </span>
                </>
              )}
            </ResponsiveTableCell>
            <ResponsiveTableCell data-column="actions">
              {actions.length > 0 && (
                <div
                  role="group"
                  aria-label={t('actions_label', { name: subject })}
                  css={actionsStyle}
                >
                  {actions.map((action) => (
                    <Button
                      key={action}
                      size="S"
                      variant="secondary"
                      onClick={() => onAction(action, row)}
                    >
                      {t(ACTION_LABEL_KEYS[action])}
                    </Button>
                  ))}
                </div>
              )}
            </ResponsiveTableCell>
          </ResponsiveTableRow>
        );
      })}
    </ResponsiveTable>
  );
}
