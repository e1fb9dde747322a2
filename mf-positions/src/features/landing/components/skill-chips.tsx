import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  chipListStyle,
  chipStyle,
  sectionHeadingStyle,
  skillGroupLabel,
  skillGroupsOf,
  skillSelection,
  useSkillsAttribute,
} from '@jobmatch/shared';
import { positionsUrl } from '../../../lib/positions-query';

/** docs/positions.md#skill-chips: at most ten chips a group. */
export const SKILL_CHIPS_PER_GROUP = 10;

const sectionStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const groupHeadingStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.typography.fontSize.s};
  font-weight: ${theme.typography.fontWeight.bold};
  color: ${theme.colors.text.secondary};
`;

/**
 * Skill chips grouped by skill group, each a link to the positions list filtered by that skill.
 * Without valid attribute data (docs/positions.md#catalogue-reference-data) the section is left out.
 */
export function SkillChips() {
  const { t } = useTranslation('positions');
  const headingId = useId();
  const { data } = useSkillsAttribute();
  const groups = skillGroupsOf(data, { limit: SKILL_CHIPS_PER_GROUP });
  if (groups.length === 0) return null;
  return (
    <section css={sectionStyle} aria-labelledby={headingId}>
      <h2 id={headingId} css={sectionHeadingStyle}>
        {t('skills_heading')}
      </h2>
      {groups.map((group) => (
        <div key={group.key}>
          <h3 id={`${headingId}-${group.key}`} css={groupHeadingStyle}>
            {skillGroupLabel(group)}
          </h3>
          <ul css={chipListStyle} aria-labelledby={`${headingId}-${group.key}`}>
            {group.items.map((item) => (
              <li key={item.key}>
                <Link
                  to={positionsUrl('/positions', {
                    filters: [skillSelection(group.key, item.key)],
                    search: '',
                  })}
                  css={chipStyle({ size: 'M', variant: 'outline', interactive: true })}
                >
                  {item.value}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
