import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  DetailsList,
  DetailsSection,
  VisuallyHidden,
  careerPeriodLabel,
  categoryLabel,
  compensationLabel,
  employmentTypeLabel,
  jobChangeTimingLabel,
  profileLinkKindLabel,
  workStyleLabel,
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
    [t('applicant_job_change_timing'), jobChangeTimingLabel(snapshot.jobChangeTiming) ?? notSet],
    [
      t('applicant_desired_annual_salary'),
      snapshot.desiredAnnualSalary !== null
        ? t('applicant_desired_annual_salary_value', {
            amount: Math.round(snapshot.desiredAnnualSalary / 10_000).toLocaleString('ja-JP'),
          })
        : notSet,
    ],
    [
      t('applicant_desired_work_style'),
      workStyleLabel(snapshot.desiredWorkStyle) ?? t('applicant_work_style_any'),
    ],
  ];
  return (
    <DetailsSection id={id} title={t('applicant_section_career')}>
      <DetailsList entries={entries} />
    </DetailsSection>
  );
}

const careerListStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const entryHeadingStyle = css`
  margin: 0;
  font-size: 1rem;
`;

const preWrapStyle = css`
  margin: 0;
  white-space: pre-wrap;
`;

/** 職務経歴, 自己PR and links as the applicant entered them when applying. */
export function ApplicantResumeSection({
  id,
  snapshot,
}: {
  id: string;
  snapshot: ApplicantSnapshot;
}) {
  const { t } = useTranslation('company');
  const notSet = t('applicant_not_set');
  return (
    <DetailsSection id={id} title={t('applicant_section_resume')}>
      <h3 css={entryHeadingStyle}>{t('applicant_career')}</h3>
      {snapshot.career.length > 0 ? (
        <ul css={careerListStyle} aria-label={t('applicant_career')}>
          {snapshot.career.map((entry, index) => (
            <li key={index} css={{ display: 'grid', gap: 4 }}>
              <h4 css={entryHeadingStyle}>{entry.company}</h4>
              <p css={{ margin: 0 }}>{entry.title}</p>
              <p css={secondaryTextStyle}>
                {t('applicant_career_meta', {
                  period: careerPeriodLabel(entry.startedOn, entry.endedOn),
                  type: employmentTypeLabel(entry.employmentType) ?? entry.employmentType,
                })}
              </p>
              {entry.description && <p css={preWrapStyle}>{entry.description}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p css={{ margin: 0 }}>{notSet}</p>
      )}
      <h3 css={entryHeadingStyle}>{t('applicant_self_pr')}</h3>
      <p css={preWrapStyle}>{snapshot.selfPr ?? notSet}</p>
      <h3 css={entryHeadingStyle}>{t('applicant_links')}</h3>
      {snapshot.links.length > 0 ? (
        <ul css={plainListStyle}>
          {snapshot.links.map((link, index) => (
            <li key={index}>
              {t('applicant_link_kind', { kind: profileLinkKindLabel(link.kind) ?? link.kind })}
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                css={[textLinkStyle, { overflowWrap: 'anywhere' }]}
              >
                {link.url}
                <VisuallyHidden>{t('applicant_opens_in_new_tab')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p css={{ margin: 0 }}>{notSet}</p>
      )}
    </DetailsSection>
  );
}
