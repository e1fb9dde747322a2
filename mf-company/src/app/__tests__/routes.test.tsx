import { i18n } from '@jobmatch/shared';
import type { RouteHandle } from '@jobmatch/shared/contracts';
import { expectValidRemoteRoutesModule, type ExpectedRemoteRoute } from '@jobmatch/shared/testing';
import companyRoutesModule from '../routes';

const ownPrefixes = ['/company', '/admin'];

// docs/company.md#routes
const expected: Record<string, ExpectedRemoteRoute> = {
  'company.apply': {
    path: '/company/apply',
    handle: { access: 'public', topBar: 'standard', titleKey: 'apply_title' },
  },
  'company.accept-invitation': {
    path: '/company/auth/accept-invitation/invitation-1/one-off-token',
    handle: { access: 'public', topBar: 'noMenu' },
  },
  'company.mypage': { path: '/company/mypage', handle: { access: 'company' } },
  'company.registration': {
    path: '/company/registration',
    handle: { access: 'company', topBar: 'noMenu' },
  },
  'company.profile': {
    path: '/company/profile',
    handle: { access: 'company', parent: 'company.mypage' },
  },
  'company.members': {
    path: '/company/members',
    handle: { access: 'company', parent: 'company.mypage' },
  },
  // docs/jobs.md#routes-mf-company-access-company-desk-screen-modes
  'company.jobs': {
    path: ['/company/jobs', '/company/jobs?state=draft'],
    handle: {
      access: 'company',
      parent: 'company.mypage',
      topBar: 'standard',
      titleKey: 'jobs_title',
    },
  },
  'company.jobs.new': {
    // a static segment wins over the posting's id
    path: '/company/jobs/new',
    handle: {
      access: 'company',
      parent: 'company.jobs',
      topBar: 'singleItem',
      titleKey: 'job_new_title',
    },
  },
  'company.jobs.show': {
    path: '/company/jobs/product-1',
    handle: {
      access: 'company',
      parent: 'company.jobs',
      topBar: 'singleItem',
      titleKey: 'job_detail_title',
    },
  },
  'company.jobs.edit': {
    path: '/company/jobs/product-1/edit',
    handle: {
      access: 'company',
      parent: 'company.jobs.show',
      topBar: 'singleItem',
      titleKey: 'job_edit_title',
    },
  },
  'company.jobs.applicants': {
    path: [
      '/company/jobs/product-1/applicants',
      '/company/jobs/product-1/applicants?status=PENDING',
    ],
    handle: {
      access: 'company',
      parent: 'company.jobs.show',
      topBar: 'singleItem',
      titleKey: 'job_applicants_title',
    },
  },
  'company.applicants': {
    path: ['/company/applicants', '/company/applicants?status=PENDING'],
    handle: {
      access: 'company',
      parent: 'company.mypage',
      topBar: 'standard',
      titleKey: 'applicants_title',
    },
  },
  'company.applicants.show': {
    path: '/company/applicants/order-1',
    handle: {
      access: 'company',
      parent: 'company.applicants',
      topBar: 'singleItem',
      titleKey: 'applicant_detail_title',
    },
  },
  'company.message-templates': {
    path: '/company/message-templates',
    handle: { access: 'company', parent: 'company.mypage', titleKey: 'templates_heading' },
  },
  'company.pipeline': {
    path: '/company/pipeline',
    handle: { access: 'company', parent: 'company.mypage', titleKey: 'pipeline_title' },
  },
  'admin.message-templates': {
    path: '/admin/message-templates',
    handle: { access: 'admin', titleKey: 'templates_admin_heading' },
  },
  'admin.organization-applications': {
    path: [
      '/admin/organization-applications',
      // the filter is a query, so it reaches the same route
      '/admin/organization-applications?status=pending',
    ],
    handle: { access: 'admin', topBar: 'standard', titleKey: 'applications_title' },
  },
  'admin.organization-applications.show': {
    path: '/admin/organization-applications/application-1',
    handle: {
      access: 'admin',
      parent: 'admin.organization-applications',
      topBar: 'singleItem',
      titleKey: 'application_detail_title',
    },
  },
};

const handles = () => companyRoutesModule.routes.map((route) => route.handle as RouteHandle);

describe('./routes (RemoteRoutesModule)', () => {
  it('is a valid remote routes module with exactly its routes under /company and /admin', () => {
    expectValidRemoteRoutesModule(companyRoutesModule, {
      namespace: 'company',
      routes: expected,
      isOwnPath: (path) =>
        ownPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    });
  });

  it('lets guests apply and accept an invitation, and nothing else', () => {
    const open = handles()
      .filter((handle) => handle.access === 'public')
      .map((handle) => handle.name);
    expect(open.sort()).toEqual(['company.accept-invitation', 'company.apply']);
  });

  it('keeps the company desks to company users, and the wizard and the invitation free of menus', () => {
    const byName = new Map(handles().map((handle) => [handle.name, handle]));
    for (const name of [
      'company.mypage',
      'company.registration',
      'company.profile',
      'company.members',
      'company.jobs',
      'company.jobs.new',
      'company.jobs.show',
      'company.jobs.edit',
      'company.jobs.applicants',
      'company.applicants',
      'company.applicants.show',
      'company.message-templates',
    ])
      expect(byName.get(name as RouteHandle['name'])?.access).toBe('company');
    const noMenu = handles()
      .filter((handle) => handle.topBar === 'noMenu')
      .map((handle) => handle.name);
    expect(noMenu.sort()).toEqual(['company.accept-invitation', 'company.registration']);
  });

  it('keeps every /admin page to administrators', () => {
    for (const route of companyRoutesModule.routes) {
      if (route.path?.startsWith('/admin')) expect(route.handle.access).toBe('admin');
    }
  });

  it('registers its namespace on load', () => {
    expect(i18n.t('apply_title', { ns: 'company' })).toBe('利用申請');
    expect(i18n.t('applications_title', { ns: 'company' })).toBe('企業の利用申請');
    expect(i18n.t('jobs_title', { ns: 'company' })).toBe('求人管理');
    expect(i18n.t('applicants_title', { ns: 'company' })).toBe('応募者');
  });
});
