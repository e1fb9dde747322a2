import * as v from 'valibot';
import { createSignupInputSchema } from '@jobmatch/shared/schemas';

export interface AgreementLinks {
  privacyPolicyUrl?: string;
  userAgreementUrl?: string;
}

export interface SignupFormValues {
  email: string;
  password: string;
  agreedToPrivacyPolicy: boolean;
  agreedToUserAgreement: boolean;
}

const required = createSignupInputSchema({ requireAgreements: true });
const optional = createSignupInputSchema({ requireAgreements: false });

/**
 * The shared sign-up schema with each agreement required only when its link is configured
 * (docs/accounts.md#sign-up). The shared factory has one switch for both; a site may configure just one.
 */
export function signupSchemaFor({ privacyPolicyUrl, userAgreementUrl }: AgreementLinks) {
  return v.object({
    ...optional.entries,
    agreedToPrivacyPolicy: privacyPolicyUrl
      ? required.entries.agreedToPrivacyPolicy
      : optional.entries.agreedToPrivacyPolicy,
    agreedToUserAgreement: userAgreementUrl
      ? required.entries.agreedToUserAgreement
      : optional.entries.agreedToUserAgreement,
  });
}
