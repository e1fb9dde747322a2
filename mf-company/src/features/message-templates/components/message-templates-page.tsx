import { useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  FormError,
  LoadError,
  PageLayout,
  RouteLoading,
  bodyTextStyle,
} from '@jobmatch/shared';
import type { MessageTemplate } from '@jobmatch/shared/contracts';
import { errorTextOf } from '@jobmatch/shared/errors';
import { toast } from 'shell/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { deskPageStyle } from '../../../components/page-styles';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { useDeleteTemplate, useTemplates, type TemplateScope } from '../api/message-templates';
import { TemplateDialog } from './template-dialog';

const listStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.mq.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const cardStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  height: 100%;
  box-sizing: border-box;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.raised};
`;

const nameStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  font-weight: ${theme.typography.fontWeight.bold};
`;

const contentStyle = css`
  flex: 1;
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

type Editing = { template: MessageTemplate | null } | null;

/**
 * The templates of one owner (docs/conversations.md#message-templates): each with its name and
 * text, 編集 and 削除 (confirmed first) for those who may change them, and 定型文を追加.
 */
function MessageTemplates({
  scope,
  heading,
  lead,
  canEdit,
}: {
  scope: TemplateScope;
  heading: string;
  lead: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('company');
  const templates = useTemplates(scope);
  const remove = useDeleteTemplate(scope);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const closeDelete = () => {
    // the next template's dialog starts without this one's refusal
    remove.reset();
    setDeleting(null);
  };

  let list;
  if (templates.isPending) list = <RouteLoading />;
  else if (templates.isError) list = <LoadError onRetry={() => void templates.refetch()} />;
  else if (templates.data.length === 0)
    list = <EmptyState title={t('templates_empty')}>{t('templates_empty_hint')}</EmptyState>;
  else
    list = (
      <ul css={listStyle}>
        {templates.data.map((template) => (
          <li key={template.id}>
            <article css={cardStyle} aria-label={template.name}>
              <h2 css={nameStyle}>{template.name}</h2>
              <p css={[bodyTextStyle, contentStyle]}>{template.content}</p>
              {canEdit && (
                <div css={actionsStyle}>
                  <Button size="S" variant="secondary" onClick={() => setEditing({ template })}>
                    {t('templates_edit')}
                  </Button>
                  <Button size="S" variant="ghost" onClick={() => setDeleting(template)}>
                    {t('templates_delete')}
                  </Button>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
    );

  return (
    <PageLayout heading={heading} lead={lead} css={deskPageStyle}>
      {canEdit && (
        <div css={actionsStyle}>
          <Button onClick={() => setEditing({ template: null })}>{t('templates_add')}</Button>
        </div>
      )}
      {list}
      {editing && (
        <TemplateDialog
          scope={scope}
          template={editing.template}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('templates_delete_title', { name: deleting.name })}
          confirmLabel={t('templates_delete')}
          confirmVariant="danger"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.show(t('templates_deleted'), { variant: 'success' });
                closeDelete();
              },
            })
          }
          onClose={closeDelete}
        >
          {remove.error && (
            <FormError>{errorTextOf(remove.error, t('templates_delete_failed'))}</FormError>
          )}
          <p css={bodyTextStyle}>{t('templates_delete_body')}</p>
        </ConfirmDialog>
      )}
    </PageLayout>
  );
}

function CompanyTemplates({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  return (
    <MessageTemplates
      scope={{ organizationId: membership.organization.id }}
      heading={t('templates_heading')}
      lead={t('templates_company_lead')}
      canEdit={membership.memberStatus === 'active' && membership.organization.status === 'normal'}
    />
  );
}

/** company.message-templates: the company's own templates. */
export const CompanyMessageTemplatesPage = withCompanyMembership(
  CompanyTemplates,
  'templates_heading',
);

/** admin.message-templates: the platform's templates, offered to every company. */
export function AdminMessageTemplatesPage() {
  const { t } = useTranslation('company');
  return (
    <MessageTemplates
      scope="platform"
      heading={t('templates_admin_heading')}
      lead={t('templates_admin_lead')}
      canEdit
    />
  );
}
