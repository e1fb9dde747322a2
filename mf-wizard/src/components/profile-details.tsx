import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import type { ProfileInput } from '@jobmatch/shared/schemas';
import type { Category } from '../api/get-categories';
import type { SkillsAttribute } from '../api/get-skills-attribute';
import { useValueLabels } from '../lib/labels';
import type { CompensationValues } from '../lib/profile-values';

const sectionStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.raised};
`;

const sectionHeaderStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const sectionHeadingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.l};
  font-weight: ${theme.typography.fontWeight.bold};
  color: ${theme.colors.text.primary};
`;

const listStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(6em, auto) 1fr;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.typography.fontSize.m};

  & dt {
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.fontSize.s};
  }
  & dd {
    margin: 0;
    color: ${theme.colors.text.primary};
    overflow-wrap: anywhere;
  }
`;

/** A titled card of the profile: heading (h2), an optional action (edit) and its content. */
export function DetailsSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section css={sectionStyle} aria-labelledby={id}>
      <div css={sectionHeaderStyle}>
        <h2 id={id} css={sectionHeadingStyle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Entries({ entries }: { entries: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl css={listStyle}>
      {entries.map(([term, value]) => (
        <div key={term} css={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BaseInfoDetails({ profile }: { profile: ProfileInput }) {
  const { t } = useTranslation('wizard');
  const or = (value: string) => value || t('not_set');
  const address = [
    profile.zipCode && `〒${profile.zipCode.slice(0, 3)}-${profile.zipCode.slice(3)}`,
    profile.prefecture,
    profile.cityTownVillage,
    profile.townStreetBuilding,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Entries
      entries={[
        [t('person_name_label'), or(profile.personName)],
        [t('furigana_label'), or(profile.furigana)],
        [t('field_address'), or(address)],
        [t('contact_phone_label'), or(profile.contactPhone)],
      ]}
    />
  );
}

const categoryName = (categories: readonly Category[], id: string) =>
  categories.find((category) => category.id === id)?.name ?? id;

export function JobTypesDetails({
  jobTypes,
  categories,
}: {
  jobTypes: readonly string[];
  categories: readonly Category[];
}) {
  const { t } = useTranslation('wizard');
  if (jobTypes.length === 0) return <p css={{ margin: 0 }}>{t('not_set')}</p>;
  return (
    <ul css={{ margin: 0, paddingLeft: '1.25em' }}>
      {jobTypes.map((id) => (
        <li key={id}>{categoryName(categories, id)}</li>
      ))}
    </ul>
  );
}

export function ExperienceDetails({
  jobTypes,
  experience,
  categories,
}: {
  jobTypes: readonly string[];
  experience: Record<string, string>;
  categories: readonly Category[];
}) {
  const { t } = useTranslation('wizard');
  const labels = useValueLabels();
  if (jobTypes.length === 0) return <p css={{ margin: 0 }}>{t('experience_needs_job_types')}</p>;
  return (
    <Entries
      entries={jobTypes.map(
        (id) =>
          [
            categoryName(categories, id),
            experience[id] ? labels.experience(experience[id]) : t('not_set'),
          ] as const,
      )}
    />
  );
}

export function SkillsDetails({
  skillKeys,
  skills,
}: {
  skillKeys: readonly string[];
  skills: SkillsAttribute;
}) {
  const { t } = useTranslation('wizard');
  const labels = useValueLabels();
  const groups = skills.itemGroups
    .map((group) => ({
      group,
      names: skills.items
        .filter((item) => item.groupName === group.key && skillKeys.includes(item.key))
        .map((item) => item.value),
    }))
    .filter(({ names }) => names.length > 0);
  if (groups.length === 0) return <p css={{ margin: 0 }}>{t('skills_none_selected')}</p>;
  return (
    <Entries
      entries={groups.map(
        ({ group, names }) => [labels.skillGroup(group.key, group.name), names.join('、')] as const,
      )}
    />
  );
}

export function CompensationDetails({ compensation }: { compensation: CompensationValues }) {
  const { t } = useTranslation('wizard');
  const labels = useValueLabels();
  return (
    <Entries
      entries={[
        [
          t('compensation_type_label'),
          compensation.compensationType
            ? labels.compensationType(compensation.compensationType)
            : t('not_set'),
        ],
        [
          t('compensation_amount_label'),
          compensation.compensationAmount
            ? labels.compensationBand(compensation.compensationAmount)
            : t('not_set'),
        ],
      ]}
    />
  );
}
