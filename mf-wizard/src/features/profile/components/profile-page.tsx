import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import {
  Button,
  DetailsSection,
  FormServerError,
  LoadError,
  PageLayout,
  RouteLoading,
  flattenSkills,
  skillGroupsOf,
  skillKeysByGroup,
  useCategories,
  useSkillsAttribute,
  type Category,
  type SkillsAttribute,
} from '@jobmatch/shared';
import type { User, UserChanges } from '@jobmatch/shared/contracts';
import { useSession } from 'shell/session';
import { toast } from 'shell/toast';
import { useUpdateUser } from '../../../api/update-user';
import { CareerForm } from '../../../components/forms/career-form';
import { CompensationForm } from '../../../components/forms/compensation-form';
import { ExperienceForm } from '../../../components/forms/experience-form';
import { JobChangeForm } from '../../../components/forms/job-change-form';
import { JobTypesForm } from '../../../components/forms/job-types-form';
import { LinksForm } from '../../../components/forms/links-form';
import { ProfileForm } from '../../../components/forms/profile-form';
import { SelfPrForm } from '../../../components/forms/self-pr-form';
import { SkillsForm } from '../../../components/forms/skills-form';
import {
  BaseInfoDetails,
  CareerDetails,
  CompensationDetails,
  ExperienceDetails,
  JobChangeDetails,
  JobTypesDetails,
  LinksDetails,
  SelfPrDetails,
  SkillsDetails,
} from '../../../components/profile-details';
import {
  careerFromUser,
  compensationFromUser,
  jobChangeChanges,
  jobChangeFromUser,
  linksFromUser,
  selfPrChanges,
  selfPrFromUser,
  experienceFor,
  experienceFromUser,
  jobTypesFromUser,
  profileFromUser,
  profileToUserUpdate,
} from '../../../lib/profile-values';
import type { WizardTextKey } from '../../../app/i18n/ja';

type SectionKey =
  | 'base'
  | 'jobTypes'
  | 'experience'
  | 'skills'
  | 'compensation'
  | 'career'
  | 'selfPr'
  | 'links'
  | 'jobChange';

const SECTION_TITLES: Record<SectionKey, WizardTextKey> = {
  base: 'section_base_info',
  jobTypes: 'section_job_types',
  experience: 'section_experience',
  skills: 'section_skills',
  compensation: 'section_compensation',
  career: 'section_career',
  selfPr: 'section_self_pr',
  links: 'section_links',
  jobChange: 'section_job_change',
};

const footerStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[3]};
  & > * {
    flex: 1;
  }
`;

/**
 * `user.profile`: the profile as entered in the wizard, one card per part, each edited in place
 * with the wizard's own form and validation and saved with `PATCH /users/{id}`.
 */
export function ProfilePage() {
  const { t } = useTranslation('wizard');
  const { user } = useSession();
  const categories = useCategories();
  const skills = useSkillsAttribute();
  const headingId = useId();

  const error = categories.error ?? skills.error;
  if (error) {
    return (
      <PageLayout width="medium" heading={t('profile_title')} headingId={headingId}>
        <LoadError
          onRetry={() => {
            void categories.refetch();
            void skills.refetch();
          }}
        />
      </PageLayout>
    );
  }
  // Unusable skills data arrives as null: the profile is shown without skills, not held back.
  if (!user || !categories.data || skills.data === undefined) return <RouteLoading />;
  return (
    <PageLayout
      width="medium"
      heading={t('profile_title')}
      headingId={headingId}
      lead={t('profile_lead')}
    >
      <ProfileSections user={user} categories={categories.data} skills={skills.data} />
    </PageLayout>
  );
}

function ProfileSections({
  user,
  categories,
  skills,
}: {
  user: User;
  categories: Category[];
  skills: SkillsAttribute | null;
}) {
  const { t } = useTranslation('wizard');
  const idPrefix = useId();
  const [editing, setEditing] = useState<SectionKey | null>(null);
  // Closing a form removes the focused control: focus goes back to the section's edit button.
  const returnFocusTo = useRef<SectionKey | null>(null);
  const close = () => {
    returnFocusTo.current = editing;
    setEditing(null);
  };
  useEffect(() => {
    if (editing !== null || !returnFocusTo.current) return;
    document.getElementById(`${idPrefix}-${returnFocusTo.current}-edit`)?.focus();
    returnFocusTo.current = null;
  }, [editing, idPrefix]);
  const update = useUpdateUser();

  const jobTypes = jobTypesFromUser(user);
  const experience = experienceFromUser(user);
  const skillKeys = user.customFields?.skills ?? [];
  const skillGroups = skillGroupsOf(skills, { categoryIds: jobTypes });
  const jobTypeOptions = jobTypes.map(
    (id) => categories.find((category) => category.id === id) ?? { id, name: id },
  );

  const save = async (section: SectionKey, changes: UserChanges) => {
    try {
      await update.mutateAsync({ userId: user.id, changes });
    } catch {
      return; // shown below the form
    }
    toast.show(t('saved_toast', { section: t(SECTION_TITLES[section]) }), { variant: 'success' });
    close();
  };

  const footer = (
    <>
      <FormServerError error={update.error} />
      <div css={footerStyle}>
        <Button variant="secondary" onClick={close} disabled={update.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('save')}
        </Button>
      </div>
    </>
  );

  const section = (key: SectionKey, details: ReactNode, form: ReactNode, canEdit = true) => {
    const title = t(SECTION_TITLES[key]);
    const isEditing = editing === key;
    return (
      <DetailsSection
        id={`${idPrefix}-${key}`}
        title={title}
        action={
          !isEditing &&
          canEdit && (
            <Button
              id={`${idPrefix}-${key}-edit`}
              size="S"
              variant="secondary"
              aria-label={t('edit_section', { section: title })}
              onClick={() => {
                update.reset();
                setEditing(key);
              }}
            >
              {t('edit')}
            </Button>
          )
        }
      >
        {isEditing ? form : details}
      </DetailsSection>
    );
  };

  return (
    <>
      {section(
        'base',
        <BaseInfoDetails profile={profileFromUser(user)} />,
        <ProfileForm
          aria-labelledby={`${idPrefix}-base`}
          defaultValues={profileFromUser(user)}
          onSubmit={(profile) => save('base', profileToUserUpdate(profile))}
          footer={footer}
        />,
      )}
      {section(
        'jobTypes',
        <JobTypesDetails jobTypes={jobTypes} categories={categories} />,
        <JobTypesForm
          aria-labelledby={`${idPrefix}-jobTypes`}
          categories={categories}
          defaultValues={{ jobTypes }}
          onSubmit={({ jobTypes: chosen }) =>
            save('jobTypes', {
              customFields: {
                profession_category_names: chosen,
                // ranges and skills of job types taken off the list go with them (skills only
                // while the catalogue can tell which group a skill belongs to)
                years_experience: experienceFor(chosen, experience),
                ...(skills && {
                  skills: flattenSkills(skills, chosen, skillKeysByGroup(skills, skillKeys)),
                }),
              },
            })
          }
          footer={footer}
        />,
      )}
      {section(
        'experience',
        <ExperienceDetails jobTypes={jobTypes} experience={experience} categories={categories} />,
        jobTypes.length > 0 && (
          <ExperienceForm
            aria-labelledby={`${idPrefix}-experience`}
            jobTypes={jobTypeOptions}
            defaultValues={{ experience }}
            onSubmit={(values) =>
              save('experience', {
                customFields: {
                  years_experience: experienceFor(jobTypes, values.experience as typeof experience),
                },
              })
            }
            footer={footer}
          />
        ),
        jobTypes.length > 0,
      )}
      {section(
        'skills',
        skillGroups.length > 0 || !skills ? (
          <SkillsDetails skillKeys={skillKeys} skills={skills} />
        ) : (
          <p css={{ margin: 0 }}>
            {t(jobTypes.length > 0 ? 'skills_needs_job_types' : 'experience_needs_job_types')}
          </p>
        ),
        skillGroups.length > 0 && (
          <SkillsForm
            aria-labelledby={`${idPrefix}-skills`}
            groups={skillGroups}
            defaultValues={{ skillGroups: skillKeysByGroup(skills, skillKeys) }}
            onSubmit={(values) =>
              save('skills', {
                customFields: { skills: flattenSkills(skills, jobTypes, values.skillGroups) },
              })
            }
            footer={footer}
          />
        ),
        skillGroups.length > 0,
      )}
      {section(
        'compensation',
        <CompensationDetails compensation={compensationFromUser(user)} />,
        <CompensationForm
          aria-labelledby={`${idPrefix}-compensation`}
          defaultValues={compensationFromUser(user)}
          onSubmit={({ compensationType, compensationAmount }) =>
            save('compensation', {
              customFields: compensationType
                ? { compensation_type: compensationType, compensation_amount: compensationAmount }
                : {},
            })
          }
          footer={footer}
        />,
      )}
      {section(
        'career',
        <CareerDetails career={careerFromUser(user)} />,
        <CareerForm
          aria-labelledby={`${idPrefix}-career`}
          defaultValues={{ career: careerFromUser(user) }}
          onSubmit={({ career }) => save('career', { customFields: { career } })}
          footer={footer}
        />,
      )}
      {section(
        'selfPr',
        <SelfPrDetails selfPr={selfPrFromUser(user)} />,
        <SelfPrForm
          aria-labelledby={`${idPrefix}-selfPr`}
          defaultValues={{ selfPr: selfPrFromUser(user) }}
          onSubmit={({ selfPr }) => save('selfPr', { customFields: selfPrChanges(selfPr) })}
          footer={footer}
        />,
      )}
      {section(
        'links',
        <LinksDetails links={linksFromUser(user)} />,
        <LinksForm
          aria-labelledby={`${idPrefix}-links`}
          defaultValues={{ links: linksFromUser(user) }}
          onSubmit={({ links }) => save('links', { customFields: { links } })}
          footer={footer}
        />,
      )}
      {section(
        'jobChange',
        <JobChangeDetails values={jobChangeFromUser(user)} />,
        <JobChangeForm
          aria-labelledby={`${idPrefix}-jobChange`}
          defaultValues={jobChangeFromUser(user)}
          onSubmit={(values) => save('jobChange', { customFields: jobChangeChanges(values) })}
          footer={footer}
        />,
      )}
    </>
  );
}
