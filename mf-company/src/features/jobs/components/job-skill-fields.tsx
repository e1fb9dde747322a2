import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  FormError,
  secondaryTextStyle,
  skillGroupLabel,
  skillGroupsOf,
  type SkillsAttribute,
} from '@jobmatch/shared';
import { JOB_SKILLS_MAX } from '@jobmatch/shared/schemas';
import type { JobForm } from '../utils/job-form-values';

const groupStyle = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    margin-bottom: ${theme.space[1]};
    padding: 0;
    font-size: ${theme.typography.fontSize.s};
    font-weight: ${theme.typography.fontWeight.bold};
  }
`;

// Skill names are short: as many columns as fit, one on the narrowest phones.
const itemsStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10em, 1fr));
  column-gap: ${theme.space[3]};
`;

/**
 * The posting's skills (keys of the `skills` attribute), picked per skill group in the
 * catalogue's order: one list to the form (`skills`, checkboxes of one name, as a native form
 * would send them), checked against the limit by the schema. Without usable skills data the
 * section says so, and a posting keeps the keys it has.
 */
export function JobSkillFields({
  attribute,
  register,
  checked,
  error,
}: {
  /** The `skills` attribute; null when the catalogue's data is unusable. */
  attribute: SkillsAttribute | null;
  register: JobForm['register'];
  /** The keys checked now (the form's value). */
  checked: readonly string[];
  error?: string;
}) {
  const { t } = useTranslation('company');
  const hintId = useId();
  const errorId = useId();
  const groups = skillGroupsOf(attribute);
  if (groups.length === 0) return <p css={secondaryTextStyle}>{t('job_skills_unavailable')}</p>;

  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ');
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <p id={hintId} css={secondaryTextStyle}>
        {t('job_skills_hint', { max: JOB_SKILLS_MAX, count: checked.length })}
      </p>
      {groups.map((group) => (
        <fieldset key={group.key} css={groupStyle}>
          <legend>{skillGroupLabel(group)}</legend>
          <div css={itemsStyle}>
            {group.items.map((item) => (
              <Checkbox
                key={item.key}
                value={item.key}
                label={item.value}
                aria-describedby={describedBy}
                {...register('skills')}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {error && (
        <div id={errorId}>
          <FormError>{error}</FormError>
        </div>
      )}
    </div>
  );
}
