import { redirect } from 'react-router';
import { pathTo } from '@jobmatch/shared';
import { session } from 'shell/session';

/**
 * Runs after the shell's `verified` guard: a user who already completed the wizard has nothing
 * to do here and goes to /mypage (docs/wizard.md#routes).
 */
export function signUpWizardLoader() {
  const { user } = session.getSnapshot();
  if (user?.customFields?.is_signup_wizard_complete === true)
    throw redirect(pathTo('landing.mypage'));
  return null;
}
