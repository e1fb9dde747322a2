// The `./routes` expose: the company site (/company/*) and the platform administrators' pages
// (/admin/*) as React Router route objects for the shell.
import { defineRemoteRoutes } from '@jobmatch/shared';
import { companyJa } from './i18n/ja';

/**
 * Handles follow docs/company.md#routes. Applying for use and accepting an invitation are
 * `public`: neither visitor has an account yet. The desks (company and admin pages) are laid out
 * for wide screens too (`screenModes`), and stay usable on a phone.
 */
/** Staff work at desks: wide screens get the desktop layout (docked side menu, wide tables). */
const DESK_SCREEN_MODES = ['mobile', 'desktop', 'bigDesktop'] as const;

const companyRoutesModule = defineRemoteRoutes({
  namespace: 'company',
  resources: companyJa,
  routes: [
    {
      handle: { name: 'company.apply', titleKey: 'apply_title', access: 'public' },
      lazy: async () => ({
        Component: (await import('../features/apply/components/apply-page')).ApplyPage,
      }),
    },
    {
      handle: {
        name: 'company.accept-invitation',
        topBar: 'noMenu',
        titleKey: 'accept_invitation_title',
        access: 'public',
      },
      lazy: async () => ({
        Component: (await import('../features/accept-invitation/components/accept-invitation-page'))
          .AcceptInvitationPage,
      }),
    },
    {
      handle: {
        name: 'company.mypage',
        titleKey: 'mypage_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/mypage/components/company-mypage-page'))
          .CompanyMypagePage,
      }),
    },
    {
      handle: {
        name: 'company.registration',
        topBar: 'noMenu',
        titleKey: 'registration_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/registration/components/registration-page'))
          .RegistrationPage,
      }),
    },
    {
      handle: {
        name: 'company.profile',
        parent: 'company.mypage',
        titleKey: 'profile_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/profile/components/company-profile-page'))
          .CompanyProfilePage,
      }),
    },
    {
      handle: {
        name: 'company.members',
        parent: 'company.mypage',
        titleKey: 'members_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/members/components/members-page')).MembersPage,
      }),
    },
    {
      handle: {
        name: 'company.jobs',
        parent: 'company.mypage',
        titleKey: 'jobs_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/jobs/components/job-list-page')).JobListPage,
      }),
    },
    {
      handle: {
        name: 'company.jobs.new',
        parent: 'company.jobs',
        topBar: 'singleItem',
        titleKey: 'job_new_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/jobs/components/job-create-page')).JobCreatePage,
      }),
    },
    {
      handle: {
        name: 'company.jobs.show',
        parent: 'company.jobs',
        topBar: 'singleItem',
        titleKey: 'job_detail_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/jobs/components/job-detail-page')).JobDetailPage,
      }),
    },
    {
      handle: {
        name: 'company.jobs.edit',
        parent: 'company.jobs.show',
        topBar: 'singleItem',
        titleKey: 'job_edit_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/jobs/components/job-edit-page')).JobEditPage,
      }),
    },
    {
      handle: {
        name: 'company.jobs.applicants',
        parent: 'company.jobs.show',
        topBar: 'singleItem',
        titleKey: 'job_applicants_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/applicants/components/job-applicants-page'))
          .JobApplicantsPage,
      }),
    },
    {
      handle: {
        name: 'company.applicants',
        parent: 'company.mypage',
        titleKey: 'applicants_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/applicants/components/applicant-list-page'))
          .ApplicantListPage,
      }),
    },
    {
      handle: {
        name: 'company.applicants.show',
        parent: 'company.applicants',
        topBar: 'singleItem',
        titleKey: 'applicant_detail_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/applicants/components/applicant-detail-page'))
          .ApplicantDetailPage,
      }),
    },
    {
      handle: {
        name: 'company.message-templates',
        parent: 'company.mypage',
        titleKey: 'templates_heading',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/message-templates/components/message-templates-page'))
          .CompanyMessageTemplatesPage,
      }),
    },
    {
      handle: {
        name: 'company.pipeline',
        parent: 'company.mypage',
        titleKey: 'pipeline_title',
        access: 'company',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/pipeline/components/pipeline-settings-page'))
          .PipelineSettingsPage,
      }),
    },
    {
      handle: {
        name: 'admin.message-templates',
        titleKey: 'templates_admin_heading',
        access: 'admin',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/message-templates/components/message-templates-page'))
          .AdminMessageTemplatesPage,
      }),
    },
    {
      handle: {
        name: 'admin.organization-applications',
        titleKey: 'applications_title',
        access: 'admin',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (await import('../features/admin-applications/components/application-list-page'))
          .ApplicationListPage,
      }),
    },
    {
      handle: {
        name: 'admin.organization-applications.show',
        parent: 'admin.organization-applications',
        topBar: 'singleItem',
        titleKey: 'application_detail_title',
        access: 'admin',
        screenModes: DESK_SCREEN_MODES,
      },
      lazy: async () => ({
        Component: (
          await import('../features/admin-applications/components/application-detail-page')
        ).ApplicationDetailPage,
      }),
    },
  ],
});

/** The route objects, for tests that render them. */
export const companyRoutes = companyRoutesModule.routes;

export default companyRoutesModule;
