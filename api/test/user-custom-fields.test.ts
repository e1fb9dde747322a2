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

const careerEntry = {
  company: '株式会社サンプル',
  title: 'バックエンドエンジニア',
  employmentType: 'full_time',
  startedOn: '2019-04',
  endedOn: '2022-03',
  description: 'Go と PostgreSQL で決済基盤を開発',
};

const careerProfile = {
  career: [
    { ...careerEntry, startedOn: '2022-04', endedOn: null, company: '株式会社いま' },
    careerEntry,
  ],
  self_pr: 'バックエンド開発が得意です。\n設計からリリースまで担当してきました。',
  links: [
    { kind: 'github', url: 'https://github.com/taro' },
    { kind: 'zenn', url: 'https://zenn.dev/taro' },
  ],
  job_change_timing: 'within_3_months',
  desired_annual_salary: 7_000_000,
  desired_work_style: 'full_remote',
};

describe('PATCH /users/{id} career profile (docs/wizard.md#career-profile)', () => {
  test('stores every field, keeps the rest, and reads them back', async () => {
    const me = await t.createUser();
    expect((await patch(me, wizardResult)).status).toBe(200);
    const response = await patch(me, { customFields: careerProfile });
    expect(response.status).toBe(200);
    const stored = await t.call('GET', userUrl(me.id), { token: me.accessToken });
    expect(stored.body.customFields).toEqual({ ...wizardResult.customFields, ...careerProfile });
  });

  test('each field can be cleared with null; no work style is no preference', async () => {
    const me = await t.createUser();
    await patch(me, { customFields: careerProfile });
    const cleared = await patch(me, {
      customFields: Object.fromEntries(Object.keys(careerProfile).map((key) => [key, null])),
    });
    expect(cleared.status).toBe(200);
    for (const key of Object.keys(careerProfile))
      expect(cleared.body.customFields).not.toHaveProperty(key);
  });

  test('a full profile at every limit fits', async () => {
    const me = await t.createUser();
    const career = Array.from({ length: 20 }, () => ({
      ...careerEntry,
      company: 'あ'.repeat(100),
      title: 'い'.repeat(100),
      description: 'う'.repeat(1000),
    }));
    const links = Array.from({ length: 10 }, (_, i) => ({
      kind: 'other',
      url: `https://example.com/${String(i)}/${'a'.repeat(470)}`,
    }));
    const response = await patch(me, {
      customFields: { ...careerProfile, career, links, self_pr: 'え'.repeat(2000) },
    });
    expect(response.status).toBe(200);
  });

  test('career: known employment types, YYYY-MM months in order, at most 20', async () => {
    const me = await t.createUser();
    const refused: [unknown, string][] = [
      [[{ ...careerEntry, employmentType: 'intern' }], 'customFields.career.0.employmentType'],
      [[{ ...careerEntry, startedOn: '2019/04' }], 'customFields.career.0.startedOn'],
      [[{ ...careerEntry, endedOn: '2019-03' }], 'customFields.career.0.endedOn'],
      [
        [{ ...careerEntry, startedOn: '2999-01', endedOn: null }],
        'customFields.career.0.startedOn',
      ],
      [[{ ...careerEntry, company: '' }], 'customFields.career.0.company'],
      [[{ ...careerEntry, description: 'x'.repeat(1001) }], 'customFields.career.0.description'],
      [[{ ...careerEntry, endedOn: undefined }], 'customFields.career.0.endedOn'],
      [Array(21).fill(careerEntry), 'customFields.career'],
      [careerEntry, 'customFields.career'],
    ];
    for (const [career, target] of refused)
      await expectRefused(me, { career }, 'career_wrong_format', target);
    const sameMonth = await patch(me, {
      customFields: { career: [{ ...careerEntry, endedOn: careerEntry.startedOn }] },
    });
    expect(sameMonth.status).toBe(200);
  });

  test('self_pr: at most 2,000 characters', async () => {
    const me = await t.createUser();
    await expectRefused(
      me,
      { self_pr: 'あ'.repeat(2001) },
      'self_pr_wrong_format',
      'customFields.self_pr',
    );
    await expectRefused(me, { self_pr: 5 }, 'self_pr_wrong_format', 'customFields.self_pr');
  });

  test('links: known kinds, https only, at most 10', async () => {
    const me = await t.createUser();
    for (const url of ['http://github.com/taro', 'javascript:alert(1)', 'github.com/taro'])
      await expectRefused(
        me,
        { links: [{ kind: 'github', url }] },
        'links_wrong_format',
        'customFields.links.0.url',
      );
    await expectRefused(
      me,
      { links: [{ kind: 'facebook', url: 'https://facebook.com/taro' }] },
      'links_wrong_format',
      'customFields.links.0.kind',
    );
    await expectRefused(
      me,
      { links: Array(11).fill({ kind: 'github', url: 'https://github.com/taro' }) },
      'links_wrong_format',
      'customFields.links',
    );
  });

  test('job_change_timing, desired_annual_salary and desired_work_style', async () => {
    const me = await t.createUser();
    for (const job_change_timing of [
      'asap',
      'within_3_months',
      'within_6_months',
      'within_1_year',
      'if_good_offer',
    ])
      expect((await patch(me, { customFields: { job_change_timing } })).status).toBe(200);
    await expectRefused(
      me,
      { job_change_timing: 'someday' },
      'job_change_timing_wrong_format',
      'customFields.job_change_timing',
    );
    for (const desired_annual_salary of [6_000_000.5, '6000000', -1, 0, 100_000_001])
      await expectRefused(
        me,
        { desired_annual_salary },
        'desired_annual_salary_wrong_format',
        'customFields.desired_annual_salary',
      );
    for (const desired_work_style of ['full_remote', 'hybrid', 'office', null])
      expect((await patch(me, { customFields: { desired_work_style } })).status).toBe(200);
    await expectRefused(
      me,
      { desired_work_style: 'remote' },
      'desired_work_style_wrong_format',
      'customFields.desired_work_style',
    );
  });

  test('another user cannot change them; a guest neither', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    await patch(me, { customFields: careerProfile });
    const denied = await t.call('PATCH', userUrl(me.id), {
      token: other.accessToken,
      body: { customFields: { self_pr: '乗っ取り', career: [] } },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('no_permission');
    const guest = await t.call('PATCH', userUrl(me.id), {
      body: { customFields: { self_pr: 'x' } },
    });
    expect(guest.status).toBe(401);
    const stored = await t.call('GET', userUrl(me.id), { token: me.accessToken });
    expect(stored.body.customFields).toMatchObject({ self_pr: careerProfile.self_pr });
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
