import type { ComponentType } from 'react';
import { RouteLoading } from '@jobmatch/shared';
import type { User } from '@jobmatch/shared/contracts';
import { useSession } from 'shell/session';

/**
 * A settings page from a form that needs the signed-in user. The shell's guard lets only
 * signed-in users in (`access: 'user'`); the user may still be loading for a moment.
 */
export function withSignedInUser(Form: ComponentType<{ user: User }>): ComponentType {
  return function SignedInPage() {
    const { user } = useSession();
    return user ? <Form user={user} /> : <RouteLoading />;
  };
}
