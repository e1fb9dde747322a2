import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Chip, EmptyState, LoadError, Modal, Spinner, buttonStyle, pathTo } from '@jobmatch/shared';
import type { FilledMessageTemplate } from '@jobmatch/shared/contracts';
import { useMessageTemplates } from '../../../api/get-message-templates';

/** What a template's button shows of its text: two lines at most, so a long one is cut short. */
const PREVIEW_MAX_LENGTH = 120;

const listStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  width: 100%;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.raised};
  color: ${theme.colors.text.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surface.sunken};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }
`;

const nameRowStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const nameStyle = (theme: Theme) => css`
  min-width: 0;
  font-weight: ${theme.typography.fontWeight.bold};
  overflow-wrap: anywhere;
`;

const previewStyle = (theme: Theme) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  font-size: ${theme.typography.fontSize.s};
  color: ${theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const statusStyle = (theme: Theme) => css`
  display: flex;
  justify-content: center;
  padding: ${theme.space[6]} 0;
`;

/** The text on one line, cut at PREVIEW_MAX_LENGTH. */
function previewOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_MAX_LENGTH ? `${line.slice(0, PREVIEW_MAX_LENGTH)}…` : line;
}

function TemplateList({
  templates,
  onChoose,
}: {
  templates: FilledMessageTemplate[];
  onChoose: (content: string) => void;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  return (
    <ul css={listStyle} aria-label={t('templates_list_label')}>
      {templates.map((template, index) => {
        const name = `${id}-${index}-name`;
        const chip = `${id}-${index}-shared`;
        return (
          <li key={template.id}>
            {/* named by the name (and 共通), described by the preview, so a reader hears both */}
            <button
              type="button"
              css={itemStyle}
              aria-labelledby={template.shared ? `${name} ${chip}` : name}
              aria-describedby={`${id}-${index}-preview`}
              onClick={() => onChoose(template.content)}
            >
              <span css={nameRowStyle}>
                <span id={name} css={nameStyle}>
                  {template.name}
                </span>
                {template.shared && (
                  <Chip id={chip} size="XS" variant="muted">
                    {t('template_shared')}
                  </Chip>
                )}
              </span>
              <span id={`${id}-${index}-preview`} css={previewStyle}>
                {previewOf(template.content)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export interface MessageTemplateDialogProps {
  topicId: string;
  /** A template was chosen: its text, filled for the topic. */
  onChoose: (content: string) => void;
  onClose: () => void;
}

/**
 * The company's templates for the topic (docs/conversations.md#message-templates): its own, then
 * the platform's marked 共通; choosing one hands its filled text to the composer.
 */
export function MessageTemplateDialog({ topicId, onChoose, onClose }: MessageTemplateDialogProps) {
  const { t } = useTranslation('chat');
  const templates = useMessageTemplates(topicId);

  let body;
  if (templates.isPending)
    body = (
      <div css={statusStyle}>
        <Spinner label={t('templates_loading')} />
      </div>
    );
  else if (templates.isError)
    body = (
      <LoadError message={t('templates_load_error')} onRetry={() => void templates.refetch()} />
    );
  else if (templates.data.length === 0)
    body = (
      <EmptyState
        title={t('templates_empty_title')}
        action={
          <Link
            css={buttonStyle({ size: 'S', variant: 'secondary' })}
            to={pathTo('company.message-templates')}
          >
            {t('templates_register')}
          </Link>
        }
      >
        {t('templates_empty_body')}
      </EmptyState>
    );
  else body = <TemplateList templates={templates.data} onChoose={onChoose} />;

  return (
    <Modal open title={t('templates_title')} onClose={onClose} closeLabel={t('shared:close')}>
      {body}
    </Modal>
  );
}
