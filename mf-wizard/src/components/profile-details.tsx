import { useTranslation } from 'react-i18next';
import {
  DetailsList,
  categoryLabel,
  compensationBandLabel,
  compensationTypeLabel,
  experienceRangeLabel,
  formatPostalCode,
  skillGroupLabel,
  skillGroupsOf,
  type Category,
  type SkillsAttribute,
} from '@jobmatch/shared';
import type { ProfileInput } from '@jobmatch/shared/schemas';
import type { CompensationValues } from '../lib/profile-values';

export function BaseInfoDetails({ profile }: { profile: ProfileInput }) {
  const { t } = useTranslation('wizard');
  const or = (value: string) => value || t('not_set');
  const address = [
    profile.zipCode && formatPostalCode(profile.zipCode),
    profile.prefecture,
    profile.cityTownVillage,
    profile.townStreetBuilding,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <DetailsList
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
  categoryLabel(categories.find((category) => category.id === id) ?? id);

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
  if (jobTypes.length === 0) return <p css={{ margin: 0 }}>{t('experience_needs_job_types')}</p>;
  return (
    <DetailsList
      entries={jobTypes.map(
        (id) =>
          [
            categoryName(categories, id),
            experience[id]
              ? (experienceRangeLabel(experience[id]) ?? experience[id])
              : t('not_set'),
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
  /** Null when the catalogue's skills data is unusable: the skills cannot be named then. */
  skills: SkillsAttribute | null;
}) {
  const { t } = useTranslation('wizard');
  if (!skills) return <p css={{ margin: 0 }}>{t('skills_unavailable')}</p>;
  const groups = skillGroupsOf(skills)
    .map((group) => ({
      group,
      names: group.items.filter((item) => skillKeys.includes(item.key)).map((item) => item.value),
    }))
    .filter(({ names }) => names.length > 0);
  if (groups.length === 0) return <p css={{ margin: 0 }}>{t('skills_none_selected')}</p>;
  return (
    <DetailsList
      entries={groups.map(
        ({ group, names }) => [skillGroupLabel(group), names.join('、')] as const,
      )}
    />
  );
}

export function CompensationDetails({ compensation }: { compensation: CompensationValues }) {
  const { t } = useTranslation('wizard');
  return (
    <DetailsList
      entries={[
        [
          t('compensation_type_label'),
          compensation.compensationType
            ? compensationTypeLabel(compensation.compensationType)
            : t('not_set'),
        ],
        [
          t('compensation_amount_label'),
          compensation.compensationAmount
            ? (compensationBandLabel(compensation.compensationAmount) ??
              compensation.compensationAmount)
            : t('not_set'),
        ],
      ]}
    />
  );
}
