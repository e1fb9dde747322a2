// Matching, part 2 (docs/matching.md): recommendations scored by the shared match score, saved
// postings (気になる, the spec's interests) and who may read or write either.
import type { NewProduct } from '../src/services/catalog/catalog-module';
import { MATCHING_LIMITS } from '@jobmatch/shared/contracts';
import { insertFixtures, makeOrganization, makeProduct } from './catalog-fixtures';
import { createCompany, type Caller } from './company-fixtures';
import { setUpTestApp } from './helper';
import { applyTo, CATALOG, createPosting, DAY, jobSeeker } from './job-fixtures';

const t = setUpTestApp();
const org = makeOrganization({ name: 'おすすめテスト株式会社' });
let seeker: Caller;
let fixtures: Record<string, NewProduct>;

const GO_PROFILE = {
  is_signup_wizard_complete: true,
  profession_category_names: ['backend_engineer'],
  years_experience: { backend_engineer: '3-5' },
  skills: ['go', 'kubernetes'],
  desired_annual_salary: 6_000_000,
  desired_work_style: 'full_remote',
};

const setProfile = (userId: string, fields: Record<string, unknown>, prefecture = '東京都') =>
  t.db.query('UPDATE users SET custom_fields = $2, address_line1 = $3 WHERE id = $1', [
    userId,
    JSON.stringify(fields),
    prefecture,
  ]);

const posting = (name: string, hoursAgo: number, overrides: Partial<NewProduct>) =>
  makeProduct(org.id, {
    name,
    publishedAt: new Date(t.clock().getTime() - hoursAgo * 3_600_000),
    ...overrides,
  });

beforeAll(async () => {
  seeker = await jobSeeker(t);
  await setProfile(seeker.id, GO_PROFILE);
  fixtures = {
    // everything the profile asks for
    best: posting('Goで作る決済基盤', 5, {
      categoryId: 'backend_engineer',
      skills: ['go', 'kubernetes'],
      employmentType: 'full_time',
      annualSalaryMin: 6_000_000,
      annualSalaryMax: 9_000_000,
      workStyle: 'full_remote',
      supportsRemoteWork: true,
    }),
    // the job type and one skill, in the office, under the desired salary
    partial: posting('Goの社内システム', 1, {
      categoryId: 'backend_engineer',
      skills: ['go', 'php', 'mysql'],
      employmentType: 'full_time',
      annualSalaryMin: 4_000_000,
      annualSalaryMax: 5_000_000,
      workStyle: 'office',
      addressLine1: '東京都',
    }),
    // a skill only, in another job type
    skillOnly: posting('Kubernetes基盤の運用', 2, {
      categoryId: 'sre_engineer',
      skills: ['kubernetes'],
    }),
    // neither job type nor skill: never recommended
    unrelated: posting('デザイン刷新', 0.5, { categoryId: 'designer', skills: ['figma'] }),
    // the best match, but applied to
    applied: posting('Go APIの開発', 3, {
      categoryId: 'backend_engineer',
      skills: ['go', 'kubernetes'],
      employmentType: 'full_time',
      annualSalaryMin: 7_000_000,
      annualSalaryMax: 9_000_000,
      workStyle: 'full_remote',
      supportsRemoteWork: true,
    }),
    // ends tomorrow
    endsSoon: posting('明日で終わるGoの求人', 24 * 40, {
      categoryId: 'backend_engineer',
      skills: ['go'],
      publicationUntil: new Date(t.clock().getTime() + DAY),
    }),
    draft: posting('下書きのGoの求人', 1, { categoryId: 'backend_engineer', status: 'DRAFT' }),
  };
  await insertFixtures(t.db, [org], Object.values(fixtures));
  await applyTo(t, seeker, org.id, fixtures.applied!.id);
});

const recommendations = (
  caller: Caller | undefined,
  query: Record<string, string> = {},
  userId = seeker.id,
) =>
  t.call('GET', `${CATALOG}/users/${userId}/recommendations`, {
    token: caller?.accessToken,
    query,
  });
const interestsPath = (userId: string, productId?: string) =>
  `${CATALOG}/users/${userId}/interests${productId ? `/${productId}` : ''}`;
const save = (caller: Caller, productId: string, userId = caller.id) =>
  t.call('PUT', interestsPath(userId, productId), { token: caller.accessToken });
const unsave = (caller: Caller, productId: string, userId = caller.id) =>
  t.call('DELETE', interestsPath(userId, productId), { token: caller.accessToken });
const ids = (items: Array<{ id?: string; productId?: string }>) =>
  items.map((item) => item.id ?? item.productId);

describe('recommendations', () => {
  test('lists the postings near the profile, best first, with the score and its reasons', async () => {
    const response = await recommendations(seeker);
    expect(response.status).toBe(200);
    const { value } = response.body;
    // the ended-soon posting shares a job type and its one skill: it outranks the partial one
    expect(ids(value)).toEqual([
      fixtures.best!.id,
      fixtures.endsSoon!.id,
      fixtures.partial!.id,
      fixtures.skillOnly!.id,
    ]);
    const [best, , partial] = value;
    // 3–5 years keep 0.9 of the skills' 35: 25 + 31.5 + 20 + 10 + 10
    expect(best.matchScore).toBe(97);
    expect(best.matchReasons).toEqual([
      'Go・Kubernetes が一致',
      'バックエンドエンジニアの経験を活かせる',
      '希望年収（600万円）を満たす',
      'フルリモート可',
    ]);
    expect(partial.matchScore).toBeLessThan(best.matchScore);
    expect(partial.matchReasons).toContain('勤務地が東京都');
    // a card's fields come along: the company line and the skills
    expect(best.organization.name).toBe('おすすめテスト株式会社');
    expect(best.attributes[0].value).toEqual(['go', 'kubernetes']);
  });

  test('leaves out postings applied to, drafts, and those sharing neither job type nor skill', async () => {
    const listed = ids((await recommendations(seeker, { $top: '50' })).body.value);
    expect(listed).not.toContain(fixtures.applied!.id);
    expect(listed).not.toContain(fixtures.unrelated!.id);
    expect(listed).not.toContain(fixtures.draft!.id);
  });

  test('pages by token, each posting once, in the same order both ways', async () => {
    const all = ids((await recommendations(seeker, { $top: '50' })).body.value);
    const walked: unknown[] = [];
    let token: string | null = null;
    let last: { previousToken: string | null } | undefined;
    do {
      const page = await recommendations(seeker, {
        $top: '1',
        ...(token ? { $nextToken: token } : {}),
      });
      expect(page.status).toBe(200);
      walked.push(...ids(page.body.value));
      token = page.body.nextToken;
      last = page.body;
    } while (token);
    expect(walked).toEqual(all);
    const back = await recommendations(seeker, { $top: '1', $previousToken: last!.previousToken! });
    expect(ids(back.body.value)).toEqual([all[all.length - 2]]);
  });

  test('narrows by the /positions filters when the list is sorted おすすめ順', async () => {
    const response = await recommendations(seeker, { filters: 'work_style.full_remote' });
    expect(ids(response.body.value)).toEqual([fixtures.best!.id]);
  });

  test('asks for a profile instead of scoring an empty one', async () => {
    const empty = await jobSeeker(t);
    const response = await recommendations(empty, {}, empty.id);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('profile_incomplete');
  });

  test("is the seeker's own: a guest 401, another user 404, a company user 403", async () => {
    const other = await jobSeeker(t);
    const company = await createCompany(t);
    expect((await recommendations(undefined)).status).toBe(401);
    expect((await recommendations(other)).status).toBe(404);
    expect((await recommendations(company.owner, {}, company.owner.id)).status).toBe(403);
  });
});

describe('saved postings (interests)', () => {
  test('saving and removing are idempotent; the list is newest first and the ids follow', async () => {
    const me = await jobSeeker(t);
    const first = await save(me, fixtures.best!.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      productId: fixtures.best!.id,
      createdAt: t.clock().toISOString(),
    });
    t.clock.advanceMinutes(1);
    expect((await save(me, fixtures.best!.id)).body).toEqual(first.body);
    await save(me, fixtures.partial!.id);
    const listed = await t.call('GET', interestsPath(me.id), { token: me.accessToken });
    expect(listed.status).toBe(200);
    expect(ids(listed.body.value)).toEqual([fixtures.partial!.id, fixtures.best!.id]);
    expect(listed.body.value[0]).toMatchObject({
      isViewable: true,
      product: { id: fixtures.partial!.id, name: 'Goの社内システム' },
    });
    const idsAnswer = await t.call('GET', `${CATALOG}/users/${me.id}/interest-ids`, {
      token: me.accessToken,
    });
    expect(idsAnswer.body.value).toEqual([fixtures.partial!.id, fixtures.best!.id]);
    expect((await unsave(me, fixtures.best!.id)).status).toBe(204);
    expect((await unsave(me, fixtures.best!.id)).status).toBe(204);
    const after = await t.call('GET', interestsPath(me.id), { token: me.accessToken });
    expect(ids(after.body.value)).toEqual([fixtures.partial!.id]);
  });

  test('pages by token', async () => {
    const me = await jobSeeker(t);
    for (const key of ['best', 'partial', 'skillOnly']) {
      await save(me, fixtures[key]!.id);
      t.clock.advanceMinutes(1);
    }
    const first = await t.call('GET', interestsPath(me.id), {
      token: me.accessToken,
      query: { $top: '2' },
    });
    const second = await t.call('GET', interestsPath(me.id), {
      token: me.accessToken,
      query: { $top: '2', $nextToken: first.body.nextToken },
    });
    expect([...ids(first.body.value), ...ids(second.body.value)]).toEqual([
      fixtures.skillOnly!.id,
      fixtures.partial!.id,
      fixtures.best!.id,
    ]);
    expect(second.body.nextToken).toBeNull();
  });

  test('only a posting one can see can be saved; an ended one stays, shown as not viewable', async () => {
    const me = await jobSeeker(t);
    expect((await save(me, fixtures.draft!.id)).status).toBe(404);
    expect((await save(me, 'no-such-posting')).status).toBe(404);
    const ending = makeProduct(org.id, { categoryId: 'backend_engineer' });
    await insertFixtures(t.db, [], [ending]);
    await save(me, ending.id);
    await t.db.query('UPDATE products SET publication_until = $2 WHERE id = $1', [
      ending.id,
      new Date(t.clock().getTime() - 1000),
    ]);
    const listed = await t.call('GET', interestsPath(me.id), { token: me.accessToken });
    expect(listed.body.value[0]).toMatchObject({
      productId: ending.id,
      isViewable: false,
    });
    // saving it again answers the first save, though it can no longer be seen
    expect((await save(me, ending.id)).status).toBe(200);
  });

  test(`keeps at most ${MATCHING_LIMITS.interests} per seeker, with a clear error past it`, async () => {
    const me = await jobSeeker(t);
    const many = Array.from({ length: MATCHING_LIMITS.interests }, (_, i) =>
      posting(`保存上限の確認 ${i}`, 10, { categoryId: 'qa_engineer' }),
    );
    await insertFixtures(t.db, [], many);
    await t.db.query(
      'INSERT INTO interests (user_id, product_id, created_at) SELECT $1, unnest($2::text[]), $3',
      [me.id, many.map((p) => p.id), t.clock()],
    );
    const refused = await save(me, fixtures.best!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('limit_exceeded');
    // one already saved is still answered
    expect((await save(me, many[0]!.id)).status).toBe(200);
  });

  test("another user's list is 404, a guest 401, a company user 403", async () => {
    const me = await jobSeeker(t);
    const other = await jobSeeker(t);
    const company = await createCompany(t);
    await save(me, fixtures.best!.id);
    for (const call of [
      t.call('GET', interestsPath(me.id), { token: other.accessToken }),
      t.call('GET', `${CATALOG}/users/${me.id}/interest-ids`, { token: other.accessToken }),
      t.call('PUT', interestsPath(me.id, fixtures.partial!.id), { token: other.accessToken }),
      t.call('DELETE', interestsPath(me.id, fixtures.best!.id), { token: other.accessToken }),
    ])
      expect((await call).status).toBe(404);
    expect((await t.call('GET', interestsPath(me.id))).status).toBe(401);
    expect((await save(company.owner, fixtures.best!.id)).status).toBe(403);
    // the refused delete left the save in place
    const listed = await t.call('GET', interestsPath(me.id), { token: me.accessToken });
    expect(ids(listed.body.value)).toEqual([fixtures.best!.id]);
  });

  test('the company sees how many saved a posting; archiving it removes the saves', async () => {
    const company = await createCompany(t);
    const created = await createPosting(t, company.owner, company.id, {
      name: 'アーカイブで消える保存',
    });
    const id = created.id as string;
    const [a, b] = [await jobSeeker(t), await jobSeeker(t)];
    await save(a, id);
    await save(b, id);
    const own = await t.call('GET', `${CATALOG}/orgs/${company.id}/products/${id}`, {
      token: company.owner.accessToken,
    });
    expect(own.body.interestCount).toBe(2);
    const listed = await t.call('GET', `${CATALOG}/orgs/${company.id}/products`, {
      token: company.owner.accessToken,
    });
    expect(listed.body.value.find((p: { id: string }) => p.id === id).interestCount).toBe(2);
    const archived = await t.call('PATCH', `${CATALOG}/products/${id}`, {
      token: company.owner.accessToken,
      body: { status: 'ARCHIVED' },
    });
    expect(archived.status).toBe(200);
    expect(archived.body.interestCount).toBe(0);
    const mine = await t.call('GET', interestsPath(a.id), { token: a.accessToken });
    expect(ids(mine.body.value)).toEqual([]);
  });
});
