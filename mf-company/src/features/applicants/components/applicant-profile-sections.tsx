import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  DetailsList,
  DetailsSection,
  categoryLabel,
  compensationLabel,
  experienceRangeLabel,
  formatPostalCode,
  secondaryTextStyle,
  textLinkStyle,
  useSkillIndex,
} from '@jobmatch/shared';
import type { ApplicantSnapshot } from '../utils/applicant-snapshot';

const plainListStyle = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const addressStyle = (theme: Theme) => css`
  margin: 0;
  font-style: normal;
  & > span {
    display: block;
  }
  & > span:first-of-type {
    color: ${theme.colors.text.secondary};
  }
`;

/** Who applied: their contact details as they were when they applied. */
export function ApplicantProfileSection({
  id,
  snapshot,
}: {
  id: string;
  snapshot: ApplicantSnapshot;
}) {
  const { t } = useTranslation('company');
  const notSet = t('applicant_not_set');
  const hasAddress = snapshot.postalCode !== null || snapshot.address.length > 0;
  const entries: [string, ReactNode][] = [
    [t('applicant_name'), snapshot.name],
    [t('applicant_name_kana'), snapshot.nameKana ?? notSet],
    [
      t('applicant_email'),
      <a key="email" href={`mailto:${snapshot.email}`} css={textLinkStyle}>
        {snapshot.email}
      </a>,
    ],
    [
      t('applicant_phone'),
      snapshot.phone ? (
        <a key="phone" href={`tel:${snapshot.phone}`} css={textLinkStyle}>
          {snapshot.phone}
        </a>
      ) : (
        notSet
      ),
    ],
    [
      t('applicant_address'),
      hasAddress ? (
        <address key="address" css={addressStyle}>
          {snapshot.postalCode && <span>{formatPostalCode(snapshot.postalCode)}</span>}
          {snapshot.address.length > 0 && <span>{snapshot.address.join(' ')}</span>}
        </address>
      ) : (
        notSet
      ),
    ],
  ];
  return (
    <DetailsSection id={id} title={t('applicant_section_profile')}>
      <p css={secondaryTextStyle}>{t('applicant_snapshot_note')}</p>
      <DetailsList entries={entries} />
    </DetailsSection>
  );
}

/** What they do and want: job types, experience per job type, skills and desired pay. */
export function ApplicantCareerSection({
  id,
  snapshot,
}: {
  id: string;
  snapshot: ApplicantSnapshot;
}) {
  const { t } = useTranslation('company');
  const skillIndex = useSkillIndex();
  const notSet = t('applicant_not_set');
  const compensation = compensationLabel(snapshot.compensationType, snapshot.compensationAmount);
  const entries: [string, ReactNode][] = [
    [
      t('applicant_job_types'),
      snapshot.jobTypes.length > 0 ? snapshot.jobTypes.map(categoryLabel).join('、') : notSet,
    ],
    [
      t('applicant_experience'),
      snapshot.experience.length > 0 ? (
        <ul key="experience" css={plainListStyle}>
          {snapshot.experience.map(({ categoryId, range }) => (
            <li key={categoryId}>
              {t('applicant_experience_item', {
                jobType: categoryLabel(categoryId),
                range: experienceRangeLabel(range) ?? range,
              })}
            </li>
          ))}
        </ul>
      ) : (
        notSet
      ),
    ],
    [
      t('applicant_skills'),
      snapshot.skills.length > 0
        ? snapshot.skills.map((key) => skillIndex.get(key)?.value ?? key).join('、')
        : notSet,
    ],
    [t('applicant_compensation'), compensation ?? notSet],
  ];
  return (
    <DetailsSection id={id} title={t('applicant_section_career')}>
      <DetailsList entries={entries} />
    </DetailsSection>
  );
}
