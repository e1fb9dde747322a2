import { decideAccess, type AccessSubject } from '../decide-access';

const guest: AccessSubject = { isLoggedIn: false, user: null };
const unverified: AccessSubject = {
  isLoggedIn: true,
  user: { typeId: '000', emailVerified: false, customFields: {} },
};
const verified: AccessSubject = {
  isLoggedIn: true,
  user: { typeId: '000', emailVerified: true, customFields: {} },
};
const onboarded: AccessSubject = {
  isLoggedIn: true,
  user: { typeId: '000', emailVerified: true, customFields: { is_signup_wizard_complete: true } },
};
const companyUser: AccessSubject = {
  isLoggedIn: true,
  user: { typeId: '010', emailVerified: true, customFields: {} },
};
const companyOwner: AccessSubject = {
  isLoggedIn: true,
  user: { typeId: '011', emailVerified: true, customFields: {} },
};
const admin: AccessSubject = {
  isLoggedIn: true,
  user: { typeId: '100', emailVerified: true, customFields: {} },
};

const LOGIN_TO_SETTINGS = '/auth/login?intendedUrl=%2Fsettings%3Ftab%3Demail';

describe('decideAccess', () => {
  it('lets everyone open public routes', () => {
    for (const subject of [guest, unverified, onboarded, admin])
      expect(decideAccess('public', subject, '/positions')).toBeNull();
  });

  it('guestOnly sends logged-in users to mypage', () => {
    expect(decideAccess('guestOnly', guest, '/home')).toBeNull();
    expect(decideAccess('guestOnly', unverified, '/home')).toBe('/mypage');
    expect(decideAccess('guestOnly', onboarded, '/home')).toBe('/mypage');
  });

  it('user sends guests to login with the current URL as intendedUrl', () => {
    expect(decideAccess('user', guest, '/settings?tab=email')).toBe(LOGIN_TO_SETTINGS);
    expect(decideAccess('user', unverified, '/settings?tab=email')).toBeNull();
  });

  it('intendedUrl round-trips through the query string', () => {
    const target = decideAccess('user', guest, '/positions/42?from=list&x=a b')!;
    const params = new URL(target, 'http://x.invalid').searchParams;
    expect(params.get('intendedUrl')).toBe('/positions/42?from=list&x=a b');
  });

  it('verified sends guests to login and unverified users to the verify-email page', () => {
    expect(decideAccess('verified', guest, '/settings?tab=email')).toBe(LOGIN_TO_SETTINGS);
    expect(decideAccess('verified', unverified, '/settings?tab=email')).toBe(
      '/auth/verify-email?intendedUrl=%2Fsettings%3Ftab%3Demail',
    );
    expect(decideAccess('verified', verified, '/settings?tab=email')).toBeNull();
  });

  it('onboarded needs a verified user who finished the wizard', () => {
    expect(decideAccess('onboarded', guest, '/mypage')).toBe('/auth/login?intendedUrl=%2Fmypage');
    expect(decideAccess('onboarded', unverified, '/mypage')).toBe(
      '/auth/verify-email?intendedUrl=%2Fmypage',
    );
    expect(decideAccess('onboarded', verified, '/mypage')).toBe('/sign-up-wizard/base-info');
    expect(decideAccess('onboarded', onboarded, '/mypage')).toBeNull();
  });

  it('the wizard is told where the user was going, unless that is mypage, where it ends anyway', () => {
    expect(decideAccess('onboarded', verified, '/job-applications')).toBe(
      '/sign-up-wizard/base-info?intendedUrl=%2Fjob-applications',
    );
  });

  it('company admits type 010 and 011 only', () => {
    expect(decideAccess('company', guest, '/company')).toBe('/auth/login?intendedUrl=%2Fcompany');
    expect(decideAccess('company', companyUser, '/company')).toBeNull();
    expect(decideAccess('company', companyOwner, '/company')).toBeNull();
    expect(decideAccess('company', onboarded, '/company')).toBe('/mypage');
  });

  it("keeps the company inbox (mf-chat's company.messages.*, declared 'company') to company members", () => {
    const thread = '/company/messages/topics/topic-1';
    expect(decideAccess('company', companyUser, thread, 'company.messages.show')).toBeNull();
    expect(decideAccess('company', onboarded, thread, 'company.messages.show')).toBe('/mypage');
    expect(decideAccess('company', guest, thread, 'company.messages.show')).toBe(
      `/auth/login?intendedUrl=${encodeURIComponent(thread)}`,
    );
    // 'companyMember' is an audience, not a rule: a route declaring it would admit nobody
    expect(decideAccess('companyMember' as never, companyUser, '/company/messages/topics')).toBe(
      '/company/mypage',
    );
  });

  it("keeps the job seekers' messages (mf-chat's chat.*, declared 'verified') to verified job seekers", () => {
    const thread = '/messages/topics/topic-1';
    expect(decideAccess('verified', verified, thread, 'chat.show')).toBeNull();
    expect(decideAccess('verified', onboarded, '/messages/topics', 'chat.topics.list')).toBeNull();
    // staff have an inbox of their own; the api would refuse them the job seeker's calls
    expect(decideAccess('verified', companyUser, thread, 'chat.show')).toBe('/company/mypage');
    expect(decideAccess('verified', admin, thread, 'chat.show')).toBe(
      '/admin/organization-applications',
    );
    expect(decideAccess('verified', unverified, thread, 'chat.show')).toBe(
      `/auth/verify-email?intendedUrl=${encodeURIComponent(thread)}`,
    );
    expect(decideAccess('verified', guest, thread, 'chat.show')).toBe(
      `/auth/login?intendedUrl=${encodeURIComponent(thread)}`,
    );
  });

  it('admin admits type 100 only', () => {
    expect(decideAccess('admin', guest, '/admin')).toBe('/auth/login?intendedUrl=%2Fadmin');
    expect(decideAccess('admin', admin, '/admin')).toBeNull();
    expect(decideAccess('admin', companyOwner, '/admin')).toBe('/company/mypage');
    expect(decideAccess('admin', onboarded, '/admin')).toBe('/mypage');
  });

  it("sends company users and administrators from the job seekers' pages to their own start page", () => {
    for (const rule of ['verified', 'onboarded', 'guestOnly'] as const) {
      expect(decideAccess(rule, companyUser, '/job-applications')).toBe('/company/mypage');
      expect(decideAccess(rule, admin, '/sign-up-wizard/base-info')).toBe(
        '/admin/organization-applications',
      );
    }
    expect(decideAccess('company', admin, '/company/mypage')).toBe(
      '/admin/organization-applications',
    );
    // settings and the other 'user' pages are everyone's
    expect(decideAccess('user', companyUser, '/settings')).toBeNull();
  });

  it('the verify-email link does not resend the verification mail on its way through login', () => {
    const target = decideAccess(
      'user',
      guest,
      '/auth/verify-email-success/tok',
      'auth.verify-email-success',
    )!;
    const params = new URL(target, 'http://x.invalid').searchParams;
    expect(params.get('sendVerificationEmail')).toBe('false');
    expect(params.get('intendedUrl')).toBe('/auth/verify-email-success/tok');
  });

  it('holds a login that must enrol in two-step verification to the enrolment and the logout', () => {
    const held: AccessSubject = {
      isLoggedIn: true,
      user: {
        typeId: '100',
        emailVerified: true,
        customFields: {},
        twoFactorEnrolmentRequired: true,
      },
    };
    for (const rule of ['public', 'admin', 'user'] as const)
      expect(
        decideAccess(
          rule,
          held,
          '/admin/organization-applications',
          'admin.organization-applications',
        ),
      ).toBe('/settings/two-factor');
    expect(decideAccess('user', held, '/settings/two-factor', 'settings.two-factor')).toBeNull();
    expect(decideAccess('public', held, '/auth/logout', 'auth.logout')).toBeNull();
    expect(
      decideAccess(
        'admin',
        admin,
        '/admin/organization-applications',
        'admin.organization-applications',
      ),
    ).toBeNull();
  });
});
