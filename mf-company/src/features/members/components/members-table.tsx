import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { Button, formatDate } from '@jobmatch/shared';
import type { MemberRole } from '@jobmatch/shared/contracts';
import { ROLE_LABEL_KEYS } from '../../../lib/labels';
import { actionsFor, type MemberAction, type MemberRow } from '../utils/member-rows';
import { MemberStatus } from './member-status';

/** From this width of the list itself the rows line up as a table; below it each is a card. */
const TABLE_MIN_WIDTH = '600px';

// The list decides by its own width (a container query), not the viewport's: on a wide screen the
// desk gets the desktop frame (`handle.screenModes`, docs/shell.md#screen-modes), whose docked
// side menu takes part of the width and can be shrunk away, and an older shell lays the desk out
// as a phone-wide column. Rows keep their table roles when shown as cards, which a `display`
// change would otherwise take from them in some browsers.
const containerStyle = css`
  container-type: inline-size;
`;

const tableStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.typography.fontSize.m};

  /* Cards say what each value is: the header row is kept for screen readers only. */
  & thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  & tbody {
    display: grid;
    gap: ${theme.space[3]};
  }
  & tr {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${theme.space[1]} ${theme.space[3]};
    padding: ${theme.space[3]} ${theme.space[4]};
    border: 1px solid ${theme.colors.border.subtle};
    border-radius: ${theme.radii.l};
    background: ${theme.colors.surface.raised};
  }
  & td {
    display: block;
    min-width: 0;
    overflow-wrap: anywhere;
  }
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

  @container (min-width: ${TABLE_MIN_WIDTH}) {
    display: table;

    & thead {
      position: static;
      overflow: visible;
      clip-path: none;
      display: table-header-group;
    }
    & tbody {
      display: table-row-group;
    }
    & tr {
      display: table-row;
      padding: 0;
      border: 0;
      border-bottom: 1px solid ${theme.colors.border.subtle};
      border-radius: 0;
    }
    & th,
    & td,
    & td[data-column] {
      display: table-cell;
      padding: ${theme.space[3]} ${theme.space[2]};
      text-align: left;
      vertical-align: middle;
    }
    & th {
      color: ${theme.colors.text.secondary};
      font-size: ${theme.typography.fontSize.s};
      font-weight: ${theme.typography.fontWeight.bold};
      white-space: nowrap;
    }
  }
`;

/** The column name before a value, shown only while the row is a card (the header says it otherwise). */
const cardLabelStyle = (theme: Theme) => css`
  margin-right: ${theme.space[2]};
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.s};

  @container (min-width: ${TABLE_MIN_WIDTH}) {
    display: none;
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
    <div css={containerStyle}>
      <table role="table" aria-labelledby={labelledBy} css={tableStyle}>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              {t('members_column_name')}
            </th>
            <th role="columnheader" scope="col">
              {t('members_column_email')}
            </th>
            <th role="columnheader" scope="col">
              {t('members_column_role')}
            </th>
            <th role="columnheader" scope="col">
              {t('members_column_status')}
            </th>
            <th role="columnheader" scope="col">
              {t('members_column_actions')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => {
            const name = row.kind === 'member' ? row.member.name : t('not_registered');
            const email = row.kind === 'member' ? row.member.email : row.invitation.email;
            // Whom the buttons act on: an invited person has no name yet, only the address.
            const subject = row.kind === 'member' ? row.member.name : row.invitation.email;
            const role = row.kind === 'member' ? row.member.role : row.invitation.role;
            const actions = actionsFor(row, viewerRole);
            return (
              <tr role="row" key={row.key}>
                <td role="cell" data-column="name">
                  {name}
                  {row.kind === 'member' && row.isSelf && t('member_you')}
                </td>
                <td role="cell" data-column="email">
                  {email}
                </td>
                <td role="cell" data-column="role">
                  <span css={cardLabelStyle}>{t('members_column_role')}</span>
                  {t(ROLE_LABEL_KEYS[role])}
                </td>
                <td role="cell" data-column="status">
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
                </td>
                <td role="cell" data-column="actions">
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
