import type { AppConfig } from '@jobmatch/shared/contracts';
import {
  MENUS,
  menuAudienceOf,
  returnUrlOf,
  sideMenuItems,
  topBarActionHref,
  type MenuAudience,
} from '../menus';

type LinkConfig = Pick<AppConfig, 'companySiteUrl' | 'privacyPolicyUrl'>;

const NO_LINKS: LinkConfig = { companySiteUrl: undefined, privacyPolicyUrl: undefined };
const LINKS: LinkConfig = {
  companySiteUrl: 'https://company.example/',
  privacyPolicyUrl: 'https://example.com/privacy',
};

const ids = (audience: MenuAudience, config = NO_LINKS) =>
  sideMenuItems(audience, config).map((item) => item.id);

describe('menus by audience', () => {
  it('reads the audience from the session', () => {
    expect(menuAudienceOf(false, null)).toBe('guest');
    expect(menuAudienceOf(true, { typeId: '000' })).toBe('jobSeeker');
    expect(menuAudienceOf(true, { typeId: '010' })).toBe('companyMember');
    expect(menuAudienceOf(true, { typeId: '100' })).toBe('admin');
    // the user record arrives after the tokens: keep the job seeker's chrome meanwhile
    expect(menuAudienceOf(true, null)).toBe('jobSeeker');
  });

  it('gives guests search and the configured links only', () => {
    expect(ids('guest')).toEqual(['positions']);
    expect(sideMenuItems('guest', LINKS)).toEqual([
      { kind: 'route', id: 'positions', labelKey: 'menu_positions', to: '/positions' },
      {
        kind: 'external',
        id: 'company-site',
        labelKey: 'menu_company_site',
        href: 'https://company.example/',
      },
      {
        kind: 'external',
        id: 'privacy-policy',
        labelKey: 'menu_privacy_policy',
        href: 'https://example.com/privacy',
      },
    ]);
  });

  it('gives job seekers their pages and never the guest links', () => {
    expect(ids('jobSeeker', LINKS)).toEqual([
      'positions',
      'job-applications',
      'saved-positions',
      'profile',
      'settings',
      'logout',
    ]);
  });

  it('gives company members their desk and administrators the applications to review', () => {
    expect(ids('companyMember', LINKS)).toEqual([
      'company-mypage',
      'company-jobs',
      'company-applicants',
      'company-pipeline',
      'company-profile',
      'company-members',
      'company-messages',
      'company-message-templates',
      'settings',
      'logout',
    ]);
    expect(ids('admin', LINKS)).toEqual([
      'organization-applications',
      'admin-message-templates',
      'settings',
      'logout',
    ]);
  });

  it('keeps job-seeker pages out of the company and admin menus', () => {
    for (const audience of ['companyMember', 'admin'] as const) {
      expect(ids(audience, LINKS)).not.toContain('job-applications');
      expect(ids(audience, LINKS)).not.toContain('saved-positions');
      expect(ids(audience, LINKS)).not.toContain('profile');
      expect(ids(audience, LINKS)).toContain('logout');
    }
  });

  it('puts sign-in actions in the guest top bar and the chat icon in the job seeker one', () => {
    expect(MENUS.guest.topBar.map((action) => action.to)).toEqual(['/auth/login', '/auth/sign-up']);
    expect(MENUS.jobSeeker.topBar.map((action) => action.to)).toEqual(['/messages/topics']);
    expect(MENUS.companyMember.topBar.map((action) => action.to)).toEqual([
      '/company/messages/topics',
    ]);
    expect(MENUS.admin.topBar).toEqual([]);
    expect(MENUS.guest.toggle.icon).toBe('menu');
    expect(MENUS.jobSeeker.toggle.icon).toBe('account');
  });
});

describe('the way back after signing in from the top bar', () => {
  const at = (url: string) => {
    const [pathname = '', search = ''] = url.split(/(?=\?)/);
    return { pathname, search };
  };
  const [login, signUp] = MENUS.guest.topBar;

  it('is the page the guest is on, path and query', () => {
    const here = returnUrlOf(at('/positions?skills=go'), {
      name: 'positions.list',
      access: 'public',
    });
    expect(here).toBe('/positions?skills=go');
    expect(topBarActionHref(login!, here)).toBe(
      '/auth/login?intendedUrl=%2Fpositions%3Fskills%3Dgo',
    );
    expect(topBarActionHref(signUp!, here)).toBe(
      '/auth/sign-up?intendedUrl=%2Fpositions%3Fskills%3Dgo',
    );
  });

  it("is kept while the page's remote has not loaded (no handle yet)", () => {
    expect(returnUrlOf(at('/positions/p-1'), undefined)).toBe('/positions/p-1');
  });

  it('is none from the sign-in pages, known by name or, before mf-auth loads, by path', () => {
    expect(returnUrlOf(at('/auth/logout'), { name: 'auth.logout', access: 'public' })).toBeNull();
    expect(returnUrlOf(at('/auth/reset-password-success'), undefined)).toBeNull();
    expect(returnUrlOf(at('/auth/reset-password-submit/abc'), undefined)).toBeNull();
    expect(topBarActionHref(login!, null)).toBe('/auth/login');
  });

  it('is none from a page only guests may see, which a signed-in user cannot come back to', () => {
    expect(returnUrlOf(at('/home'), { name: 'landing.index', access: 'guestOnly' })).toBeNull();
  });

  it('leaves actions that do not return here alone', () => {
    const [chat] = MENUS.jobSeeker.topBar;
    expect(topBarActionHref(chat!, '/positions')).toBe('/messages/topics');
  });
});
