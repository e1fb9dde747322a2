// The job seeker's custom fields on PATCH /api/demand-user/users/{id} (docs/wizard.md#field-rules):
// each rule accepted and refused with its catalogue code, and the registration-complete mail.
import { listOutboxMail } from '../src/mail/outbox-repository';
import { setUpTestApp } from './helper';

const t = setUpTestApp();

const userUrl = (id: string) => `/api/demand-user/users/${id}`;

async function patch(me: { id: string; accessToken: string }, body: unknown) {
  return t.call('PATCH', userUrl(me.id), { token: me.accessToken, body });
}

async function expectRefused(
  me: { id: string; accessToken: string },
  customFields: Record<string, unknown>,
  code: string,
  target: string,
) {
  const response = await patch(me, { customFields });
  expect({
    status: response.status,
    code: response.body.error?.code,
    target: response.body.error?.target,
  }).toEqual({
    status: 400,
    code,
    target,
  });
}

const wizardResult = {
  name: '山田 太郎',
  postalCode: '1000001',
  addressLine1: '東京都',
  addressLine2: '千代田区',
  addressLine3: '千代田1-1',
  phoneNumber: '09012345678',
  customFields: {
    katakana_name: 'ヤマダ　タロウ',
    profession_category_names: ['backend_engineer', 'qa_engineer'],
    years_experience: { backend_engineer: '3-5', qa_engineer: 'lt1' },
    skills: ['go', 'postgresql'],
    compensation_type: 'month',
    compensation_amount: '400000-600000',
    is_signup_wizard_complete: true,
  },
};

const completionMails = async (email: string) =>
  (await listOutboxMail(t.db, email, 50)).filter((mail) =>
    mail.subject.includes('プロフィール登録が完了しました'),
  );

describe('PATCH /users/{id} custom fields', () => {
  test('accepts everything the wizard sends', async () => {
    const me = await t.createUser();
    const response = await patch(me, wizardResult);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: '山田 太郎',
      postalCode: '1000001',
      customFields: wizardResult.customFields,
    });
  });

  test('katakana_name: full-width katakana, ー and the full-width space only', async () => {
    const me = await t.createUser();
    for (const katakana_name of ['ヤマダ　タロウ', 'ジョー', 'ヴィクトール']) {
      expect((await patch(me, { customFields: { katakana_name } })).status).toBe(200);
    }
    for (const katakana_name of ['yamada', 'やまだ', 'ﾔﾏﾀﾞ', 'ヤマダ タロウ', '山田', '', 5]) {
      await expectRefused(
        me,
        { katakana_name },
        'katakana_name_wrong_format',
        'customFields.katakana_name',
      );
    }
  });

  test('years_experience: a range per known category', async () => {
    const me = await t.createUser();
    const ok = await patch(me, {
      customFields: { years_experience: { backend_engineer: 'gt10', data_scientist: '1-3' } },
    });
    expect(ok.status).toBe(200);
    await expectRefused(
      me,
      { years_experience: { backend_engineer: '20' } },
      'years_experience_wrong_format',
      'customFields.years_experience.backend_engineer',
    );
    await expectRefused(
      me,
      { years_experience: ['1-3'] },
      'years_experience_wrong_format',
      'customFields.years_experience',
    );
    await expectRefused(
      me,
      { years_experience: { chef: '1-3' } },
      'wrong_parameter',
      'customFields.years_experience',
    );
  });

  test('compensation_type: month, day or hour', async () => {
    const me = await t.createUser();
    await expectRefused(
      me,
      { compensation_type: 'year' },
      'compensation_type_wrong_format',
      'customFields.compensation_type',
    );
    await expectRefused(
      me,
      { compensation_type: 1 },
      'compensation_type_wrong_format',
      'customFields.compensation_type',
    );
  });

  test('compensation_amount: a band of the type, as stored after the change', async () => {
    const me = await t.createUser();
    await expectRefused(
      me,
      { compensation_type: 'hour', compensation_amount: '200000-400000' },
      'compensation_amount_wrong_format',
      'customFields.compensation_amount',
    );
    await expectRefused(
      me,
      { compensation_amount: '2000-3000' },
      'compensation_amount_wrong_format',
      'customFields.compensation_amount',
    );
    await expectRefused(
      me,
      { compensation_type: 'hour', compensation_amount: 2500 },
      'compensation_amount_wrong_format',
      'customFields.compensation_amount',
    );

    expect(
      (
        await patch(me, {
          customFields: { compensation_type: 'hour', compensation_amount: '2000-3000' },
        })
      ).status,
    ).toBe(200);
    // a new type without a new amount would leave an hourly band on a daily rate
    await expectRefused(
      me,
      { compensation_type: 'day' },
      'compensation_amount_wrong_format',
      'customFields.compensation_amount',
    );
    const changed = await patch(me, {
      customFields: { compensation_type: 'day', compensation_amount: 'gt50000' },
    });
    expect(changed.body.customFields).toMatchObject({
      compensation_type: 'day',
      compensation_amount: 'gt50000',
    });
    // both removed together is fine
    const cleared = await patch(me, {
      customFields: { compensation_type: null, compensation_amount: null },
    });
    expect(cleared.body.customFields).not.toHaveProperty('compensation_amount');
  });

  test('refuses unknown categories and skills with wrong_parameter and a target', async () => {
    const me = await t.createUser();
    await expectRefused(
      me,
      { profession_category_names: ['backend_engineer', 'chef'] },
      'wrong_parameter',
      'customFields.profession_category_names',
    );
    await expectRefused(
      me,
      { skills: ['go', 'cobol_on_cogs'] },
      'wrong_parameter',
      'customFields.skills',
    );
    await expectRefused(me, { skills: 'go' }, 'schema_mismatch_error', 'customFields.skills');
    const response = await patch(me, { customFields: { skills: ['cobol_on_cogs'] } });
    expect(response.body.error.message).toContain('cobol_on_cogs');
  });

  test('a refused change stores nothing', async () => {
    const me = await t.createUser();
    await patch(me, { name: '前の名前', customFields: { katakana_name: 'マエ' } });
    const refused = await patch(me, {
      name: '新しい名前',
      customFields: { katakana_name: 'atarashii' },
    });
    expect(refused.status).toBe(400);
    const stored = await t.call('GET', userUrl(me.id), { token: me.accessToken });
    expect(stored.body).toMatchObject({
      name: '前の名前',
      customFields: { katakana_name: 'マエ' },
    });
  });
});

describe('registration-complete mail', () => {
  test('goes out once, when is_signup_wizard_complete first turns true', async () => {
    const me = await t.createUser();
    expect((await patch(me, { customFields: { is_signup_wizard_complete: false } })).status).toBe(
      200,
    );
    expect(await completionMails(me.email)).toHaveLength(0);

    expect((await patch(me, wizardResult)).status).toBe(200);
    const mails = await completionMails(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('山田 太郎 様');
    expect(mails[0]!.links[0]).toBe('http://jobmatch.test/positions');

    // again, and after going back and forth: no second mail
    await patch(me, { customFields: { is_signup_wizard_complete: true } });
    await patch(me, { customFields: { is_signup_wizard_complete: false } });
    await patch(me, { customFields: { is_signup_wizard_complete: true } });
    expect(await completionMails(me.email)).toHaveLength(1);
  });

  test('goes out once when completing PATCHes race', async () => {
    const me = await t.createUser();
    const responses = await Promise.all(Array.from({ length: 6 }, () => patch(me, wizardResult)));
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    expect(await completionMails(me.email)).toHaveLength(1);
  });

  test('is not sent when the completing change is refused', async () => {
    const me = await t.createUser();
    const refused = await patch(me, {
      customFields: { ...wizardResult.customFields, katakana_name: 'yamada' },
    });
    expect(refused.status).toBe(400);
    expect(await completionMails(me.email)).toHaveLength(0);
  });
});
