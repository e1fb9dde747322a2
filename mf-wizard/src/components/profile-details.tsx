import { useTranslation } from 'react-i18next';
import {
  DetailsList,
  categoryLabel,
  compensationBandLabel,
  compensationTypeLabel,
  experienceRangeLabel,
  formatPostalCode,
  jobChangeTimingLabel,
  profileLinkKindLabel,
  workStyleLabel,
  VisuallyHidden,
  skillGroupLabel,
  skillGroupsOf,
  type Category,
  type SkillsAttribute,
} from '@jobmatch/shared';
import type { JobChangeInput, ProfileInput } from '@jobmatch/shared/schemas';
import type { CareerEntry, ProfileLink } from '@jobmatch/shared/contracts';
import { CareerEntrySummary } from './career/career-entry-summary';
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

export function CareerDetails({ career }: { career: readonly CareerEntry[] }) {
  const { t } = useTranslation('wizard');
  if (career.length === 0) return <p css={{ margin: 0 }}>{t('career_empty')}</p>;
  return (
    <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 16 }}>
      {career.map((entry, index) => (
        <li key={index}>
          <CareerEntrySummary entry={entry} />
        </li>
      ))}
    </ul>
  );
}

export function SelfPrDetails({ selfPr }: { selfPr: string }) {
  const { t } = useTranslation('wizard');
  return <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{selfPr || t('not_set')}</p>;
}

/** The seeker's links, each opening in a new tab without handing it this page. */
export function LinksDetails({ links }: { links: readonly ProfileLink[] }) {
  const { t } = useTranslation('wizard');
  if (links.length === 0) return <p css={{ margin: 0 }}>{t('not_set')}</p>;
  return (
    <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
      {links.map((link, index) => (
        <li key={index} css={{ display: 'grid', gap: 2 }}>
          <span css={{ fontWeight: 'bold' }}>{profileLinkKindLabel(link.kind) ?? link.kind}</span>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            css={{ overflowWrap: 'anywhere' }}
          >
            {link.url}
            <VisuallyHidden>{t('opens_in_new_tab')}</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function JobChangeDetails({ values }: { values: JobChangeInput }) {
  const { t } = useTranslation('wizard');
  return (
    <DetailsList
      entries={[
        [
          t('job_change_timing_label'),
          jobChangeTimingLabel(values.jobChangeTiming) ?? t('not_set'),
        ],
        [
          t('desired_annual_salary_label'),
          values.desiredAnnualSalaryMan
            ? t('desired_annual_salary_value', {
                amount: Number(values.desiredAnnualSalaryMan).toLocaleString('ja-JP'),
              })
            : t('not_set'),
        ],
        [
          t('desired_work_style_label'),
          workStyleLabel(values.desiredWorkStyle) ?? t('work_style_any'),
        ],
      ]}
    />
  );
}
