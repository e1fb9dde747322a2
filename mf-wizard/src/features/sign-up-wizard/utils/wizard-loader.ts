import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pathTo, sanitizeIntendedUrl } from '@jobmatch/shared';
import { session } from 'shell/session';

/**
 * Runs after the shell's `verified` guard: a user who already completed the wizard has nothing
 * to do here and goes where they were heading (`intendedUrl`), else to /mypage
 * (docs/wizard.md#routes).
 */
export function signUpWizardLoader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const { user } = session.getSnapshot();
  if (user?.customFields?.is_signup_wizard_complete === true) {
    const intendedUrl = sanitizeIntendedUrl(new URL(request.url).searchParams.get('intendedUrl'));
    throw redirect(intendedUrl ?? pathTo('landing.mypage'));
  }
  return null;
}
