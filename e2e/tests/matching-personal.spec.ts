// Issue 30, matching part 2, on a phone (375x812): a seeker with a Go profile sees おすすめ求人
// with their マッチ度 and reasons on /mypage; a guest saves a posting (気になる) through the login
// detour and finds it on /positions/saved; a saved search's digest mails a company's new posting
// once, and its one-click unsubscribe turns the alert off (docs/matching.md).
import { findProducts } from '../support/catalog';
import { createCompanyOwner } from '../support/company';
import { expect, test } from '../support/fixtures';
import { giveGoProfile, publishPosting, recommendationsOf, runJob } from '../support/matching';

/** Six random katakana: a search word no other posting holds. */
const uniqueWord = () =>
  Array.from({ length: 6 }, () =>
    String.fromCharCode(0x30a2 + Math.floor(Math.random() * 80)),
  ).join('');

test('a seeker with a Go profile sees おすすめ求人 with their マッチ度 and reasons on /mypage', async ({
  page,
  request,
  onboardedAccount,
  authPages,
}) => {
  await giveGoProfile(request, onboardedAccount);
  const expected = await recommendationsOf(request, onboardedAccount);
  expect(expected.length, 'the demo catalogue has Go postings to recommend').toBeGreaterThan(0);

  await authPages.gotoLogin();
  await authPages.login(onboardedAccount);
  // a signed-in seeker lands on /mypage (going there before the login answered would race it)
  await expect(page).toHaveURL(/\/mypage$/);
  const section = page.getByRole('region', { name: 'おすすめ求人' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(expected.length);
  const [best] = expected;
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(best!.name);
  await expect(first).toContainText(`マッチ度 ${best!.matchScore}%`);
  await expect(first).toContainText(best!.matchReasons.slice(0, 2).join(' / '));
  expect(best!.matchReasons.join(' ')).toMatch(
    /Go.* が一致|バックエンドエンジニアの経験を活かせる/,
  );

  // おすすめ順 on the list: the same best match first, a マッチ度 on every card
  await section.getByRole('link', { name: 'おすすめ順で求人を見る' }).click();
  await expect(page).toHaveURL(/\/positions\?sort=recommended/);
  const results = page
    .getByRole('main')
    .getByRole('list', { name: '求人一覧' })
    .getByRole('article');
  await expect(results.first().getByRole('heading', { level: 3 })).toHaveText(best!.name);
  await expect(page.getByRole('combobox', { name: '並び順' })).toHaveValue('recommended');
  for (const card of await results.all()) await expect(card).toContainText(/マッチ度 \d+%/);
});

test('a guest saves a posting through the login detour and finds it on /positions/saved', async ({
  page,
  request,
  onboardedAccount,
  authPages,
}) => {
  const [posting] = (await findProducts(request, { $top: 1 })).value;
  await page.goto(`/positions/${posting!.id}`);
  const save = page.getByRole('button', { name: '気になる', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const dialog = page.getByRole('dialog', { name: '気になるに保存するにはログインが必要です' });
  await dialog.getByRole('link', { name: 'ログイン', exact: true }).click();
  await authPages.login(onboardedAccount);

  // back on the posting, saved
  await expect(page).toHaveURL(new RegExp(`/positions/${posting!.id}$`));
  await expect(page.getByText('気になるに保存しました')).toBeVisible();
  await expect(page.getByRole('button', { name: '気になる', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/positions/saved');
  await expect(page.getByRole('heading', { level: 1, name: '気になる求人' })).toBeVisible();
  const saved = page.getByRole('main').getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('link', { name: posting!.name })).toBeVisible();
  await expect(saved.getByRole('button', { name: `気になる（${posting!.name}）` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a saved search mails a new posting once, and its one-click link turns the alert off', async ({
  page,
  request,
  onboardedAccount,
  authPages,
  outbox,
}) => {
  const word = uniqueWord();
  await authPages.gotoLogin();
  await authPages.login(onboardedAccount);
  await expect(page).toHaveURL(/\/mypage$/);

  await test.step('save the search from /positions', async () => {
    await page.goto(`/positions?search=${encodeURIComponent(word)}`);
    await page.getByRole('button', { name: 'この条件を保存' }).click();
    const dialog = page.getByRole('dialog', { name: '検索条件を保存' });
    await expect(dialog.getByRole('textbox', { name: '名前' })).toHaveValue(new RegExp(word));
    await expect(dialog.getByRole('combobox', { name: 'メールの頻度' })).toHaveValue('daily');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('検索条件を保存しました').first()).toBeVisible();
  });

  const company = await createCompanyOwner(request, outbox);
  const name = `「${word}」決済基盤のGoエンジニア`;
  const postingId = await publishPosting(request, company, name);

  await test.step('the digest mails the new posting, once', async () => {
    await runJob(request, 'saved-search-digest');
    await runJob(request, 'saved-search-digest');
    const digests = (await outbox.list(onboardedAccount.email)).filter((mail) =>
      mail.subject.includes('新着求人'),
    );
    expect(digests).toHaveLength(1);
    const [mail] = digests;
    expect(mail!.subject).toContain('1件');
    expect(mail!.text).toContain(name);
    expect(mail!.links.filter((link) => link.endsWith(`/positions/${postingId}`))).toHaveLength(1);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/unsubscribe\?token=.+>$/);
  });

  await test.step('the unsubscribe link asks first, then turns the alert off', async () => {
    const [mail] = (await outbox.list(onboardedAccount.email)).filter((m) =>
      m.subject.includes('新着求人'),
    );
    const link = mail!.headers['List-Unsubscribe']!.slice(1, -1);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: '配信を停止する' }).click();
    await expect(page.getByText('配信を停止しました')).toBeVisible();

    await page.goto('/settings/saved-searches');
    const frequency = page.getByRole('main').getByRole('combobox').first();
    await expect(frequency).toHaveValue('off');
  });
});
