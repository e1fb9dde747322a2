import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Disclosure,
  FormError,
  secondaryTextStyle,
  skillGroupLabel,
  skillGroupsOf,
  type SkillsAttribute,
} from '@jobmatch/shared';
import { CheckboxGroup, useCheckboxGroupField } from '@jobmatch/shared/forms';
import { JOB_SKILLS_MAX } from '@jobmatch/shared/schemas';
import type { JobForm } from '../utils/job-form-values';

const groupStyle = (theme: Theme) => css`
  border-bottom: 1px solid ${theme.colors.border.subtle};
`;

// Skill names are short: as many columns as fit, one on the narrowest phones.
const itemsStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10em, 1fr));
  column-gap: ${theme.space[3]};
  padding-bottom: ${theme.space[3]};
`;

/**
 * The posting's skills (keys of the `skills` attribute), picked per skill group in the
 * catalogue's order: one list to the form (`skills`), checked against the limit by the schema.
 * Each group folds away (nine groups of boxes would make the form thousands of pixels long on a
 * phone) and says how many of it are chosen; the groups with chosen skills start open. Without
 * usable skills data the section says so, and a posting keeps the keys it has.
 */
export function JobSkillFields({
  attribute,
  control,
}: {
  /** The `skills` attribute; null when the catalogue's data is unusable. */
  attribute: SkillsAttribute | null;
  control: JobForm['control'];
}) {
  const { t } = useTranslation('company');
  const hintId = useId();
  const errorId = useId();
  // the one field, shown in every group; its issue (over the limit, refused) is said once
  const { error, ...skills } = useCheckboxGroupField(control, 'skills');
  const groups = skillGroupsOf(attribute);
  if (groups.length === 0) return <p css={secondaryTextStyle}>{t('job_skills_unavailable')}</p>;

  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ');
  return (
    <div>
      <p id={hintId} css={secondaryTextStyle}>
        {t('job_skills_hint', { max: JOB_SKILLS_MAX, count: skills.value.length })}
      </p>
      {groups.map((group) => {
        const count = group.items.filter((item) => skills.value.includes(item.key)).length;
        return (
          <Disclosure
            key={group.key}
            css={groupStyle}
            title={skillGroupLabel(group)}
            summary={count > 0 ? t('job_skills_selected', { count }) : undefined}
            defaultOpen={count > 0}
          >
            <CheckboxGroup
              {...skills}
              legend={skillGroupLabel(group)}
              legendHidden
              options={group.items.map((item) => ({ value: item.key, label: item.value }))}
              describedBy={describedBy}
              css={itemsStyle}
            />
          </Disclosure>
        );
      })}
      {error && (
        <div id={errorId}>
          <FormError>{error}</FormError>
        </div>
      )}
    </div>
  );
}
