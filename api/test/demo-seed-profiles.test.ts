// The demo seed writes profiles straight into the database: they must keep the rules a PATCH
// would check, career profile included (docs/wizard.md#career-profile).
import * as v from 'valibot';
import { userCustomFieldsInputSchema } from '@jobmatch/shared/schemas';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { DEMO_APPLICANTS } from '../src/seed/demo-applicants';

describe('demo seed profiles', () => {
  test('the demo seeker has a career profile that passes the shared schema', () => {
    const fields = DEMO_ACCOUNTS[0].profile.customFields;
    expect(v.safeParse(userCustomFieldsInputSchema, fields).issues).toBeUndefined();
    expect(fields.career.length).toBeGreaterThanOrEqual(2);
    expect(fields.links).toEqual([{ kind: 'github', url: expect.stringMatching(/^https:\/\//) }]);
  });

  test.each(DEMO_APPLICANTS.map((applicant) => [applicant.email, applicant]))(
    '%s has a career that passes the shared schema',
    (_email, applicant) => {
      const fields = applicant.profile.customFields ?? {};
      expect(v.safeParse(userCustomFieldsInputSchema, fields).issues).toBeUndefined();
      expect(fields.career).toHaveLength(1);
    },
  );
});
