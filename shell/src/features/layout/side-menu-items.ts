import type { AppConfig } from '@jobmatch/shared/contracts';
import type { ShellTextKey } from '../../app/i18n/ja';

export type SideMenuItem =
  | { kind: 'route'; id: string; labelKey: ShellTextKey; to: string }
  | { kind: 'external'; id: string; labelKey: ShellTextKey; href: string };

/**
 * The side menu of spec section 2: position search for everyone; applications, profile,
 * settings and logout only when logged in; guests also get the company-side site and the
 * privacy policy (opened in a new tab) when the configuration names them.
 */
export function sideMenuItems(isLoggedIn: boolean, config: Pick<AppConfig, 'companySiteUrl' | 'privacyPolicyUrl'>): SideMenuItem[] {
  const items: SideMenuItem[] = [{ kind: 'route', id: 'positions', labelKey: 'menu_positions', to: '/positions' }];
  if (isLoggedIn) {
    items.push(
      { kind: 'route', id: 'job-applications', labelKey: 'menu_job_applications', to: '/job-applications' },
      { kind: 'route', id: 'profile', labelKey: 'menu_profile', to: '/profile' },
      { kind: 'route', id: 'settings', labelKey: 'menu_settings', to: '/settings' },
      { kind: 'route', id: 'logout', labelKey: 'menu_logout', to: '/auth/logout' },
    );
    return items;
  }
  if (config.companySiteUrl) items.push({ kind: 'external', id: 'company-site', labelKey: 'menu_company_site', href: config.companySiteUrl });
  if (config.privacyPolicyUrl) items.push({ kind: 'external', id: 'privacy-policy', labelKey: 'menu_privacy_policy', href: config.privacyPolicyUrl });
  return items;
}
