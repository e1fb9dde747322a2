// Conversations that lead somewhere (docs/conversations.md), across shell, mf-positions, mf-chat,
// mf-company and the api: a job seeker asks for a casual interview on their phone; the owner
// proposes three times from a 1280-wide desk; the seeker books one, and both are mailed a
// calendar file that starts at that time in Asia/Tokyo; the seeker withdraws another application
// and the company sees it; archiving the posting disables the input of its thread.
import type { Browser } from '@playwright/test';
import { applyThroughApi, findProduct } from '../support/catalog';
import { apiLogin, createCompanyOwner } from '../support/company';
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { calendarOf, InterviewPages, tokyoDateAfter } from '../support/pages/interview-pages';
import { AuthPages } from '../support/pages/auth-pages';
import { ChatPages } from '../support/pages/chat-pages';
import { publishPosting } from '../support/matching';

/** The owner at a desk: a browser context of their own, 1280 wide. */
async function ownerDesk(browser: Browser) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page, auth: new AuthPages(page), interviews: new InterviewPages(page) };
}

/** `2026-12-03` → 「12月3日（木）」, as the card writes a slot's day. */
const cardDay = (date: string) => {
  const day = new Date(`${date}T12:00:00+09:00`);
  const weekday = new Intl.DateTimeFormat('ja-JP', {
    weekday: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(day);
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日（${weekday}）`;
};

test('a casual interview is asked for, scheduled from the desk and booked on a phone; withdrawing and archiving close their threads', async ({
  page,
  browser,
  request,
  outbox,
  authPages,
  onboardedAccount,
}) => {
  test.setTimeout(180_000);
  const owner = await createCompanyOwner(request, outbox);
  const suffix = crypto.randomUUID().slice(0, 6);
  const talkPosting = `SREエンジニア（面談${suffix}）`;
  const otherPosting = `Goエンジニア（応募${suffix}）`;
  const talkId = await publishPosting(request, owner, talkPosting);
  const otherId = await publishPosting(request, owner, otherPosting);
  await applyThroughApi(request, onboardedAccount, await findProduct(request, otherId));
  const seekerChat = new ChatPages(page);
  const slots = [3, 4, 5].map((days) => ({
    date: tokyoDateAfter(days),
    start: '10:00',
    end: '11:00',
  }));
  const chosen = slots[1]!;

  await test.step('the seeker asks for a casual interview on the posting', async () => {
    await authPages.gotoLogin({ intendedUrl: `/positions/${talkId}` });
    await authPages.login(onboardedAccount);
    await expect(page).toHaveURL(`${baseURL}/positions/${talkId}`);
    await expect(page.getByText('選考ではありません')).toBeVisible();
    const request_ = page.getByRole('button', { name: 'カジュアル面談を申し込む' });
    await expect(request_).toBeEnabled();
    await request_.click();
    const dialog = page.getByRole('dialog', { name: 'カジュアル面談を申し込む' });
    await dialog
      .getByRole('textbox', { name: /企業へのメッセージ/ })
      .fill('チームの開発体制について伺いたいです。');
    await dialog.getByRole('button', { name: '申し込む' }).click();
    await expect(
      page.getByRole('dialog', { name: 'カジュアル面談を申し込みました' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'カジュアル面談を申し込み済み' })).toBeDisabled();
  });

  const desk = await ownerDesk(browser);
  await test.step('the owner sees it apart on the desk and proposes three times', async () => {
    await desk.auth.gotoLogin();
    await desk.auth.login(owner);
    await expect(desk.page).toHaveURL(`${baseURL}/company/mypage`);
    await desk.page.goto('/company/applicants');
    const row = desk.page.getByRole('row').filter({ hasText: talkPosting });
    await expect(row.getByText('面談', { exact: true })).toBeVisible();
    await expect(row.getByText(/（あと\d+日）$/)).toBeVisible();
    await row.getByRole('link').first().click();
    await expect(desk.page).toHaveURL(/\/company\/applicants\/[^/]+$/);
    await expect(desk.page.getByText('チームの開発体制について伺いたいです。')).toBeVisible();
    await expect(desk.page.getByRole('button', { name: '採用する' })).toHaveCount(0);
    await desk.interviews.propose(slots, { url: 'https://meet.example.com/jobmatch-e2e' });
  });

  await test.step('the seeker books the second time on their phone', async () => {
    await page.goto('/messages/topics');
    await seekerChat.topicRow(talkPosting).click();
    const interviews = new InterviewPages(page);
    const card = interviews.latestCard;
    await expect(card).toBeVisible();
    await interviews.pick(card, `${cardDay(chosen.date)}10:00〜11:00`);
  });

  await test.step('both are mailed a calendar file that starts at the chosen time in Tokyo', async () => {
    const start = `TZID=Asia/Tokyo:${chosen.date.replaceAll('-', '')}T100000`;
    for (const to of [onboardedAccount.email, owner.email]) {
      await expect
        .poll(
          async () =>
            (await outbox.list(to))
              .flatMap((mail) => mail.attachments)
              .filter((attachment) => attachment.contentType.startsWith('text/calendar'))
              .map((attachment) => calendarOf(attachment))
              .some((calendar) => calendar.method === 'REQUEST' && calendar.dtstart === start),
          { message: `a calendar file for ${to} starting at ${start}` },
        )
        .toBe(true);
    }
  });

  await test.step('the seeker withdraws the other application, and the company sees it', async () => {
    await page.goto('/job-applications');
    await page.getByRole('button', { name: `「${otherPosting}」を取り下げる` }).click();
    const confirm = page.getByRole('dialog', { name: '応募を取り下げますか？' });
    await confirm.getByRole('textbox').fill('別の会社に決めました');
    await confirm.getByRole('button', { name: '取り下げる' }).click();
    await expect(confirm).toBeHidden();
    const card = page.getByRole('article').filter({ hasText: otherPosting });
    await expect(card.getByText('取り下げ済み')).toBeVisible();

    await desk.page.goto('/company/applicants');
    const row = desk.page.getByRole('row').filter({ hasText: otherPosting });
    await expect(row.getByText('取り下げ')).toBeVisible();
    await row.getByRole('link').first().click();
    await expect(desk.page.getByText(/理由：別の会社に決めました/)).toBeVisible();
  });

  await test.step('archiving the posting closes its thread for writing', async () => {
    const headers = await apiLogin(request, owner);
    const archived = await request.patch(`/api/catalog/products/${talkId}`, {
      headers,
      data: { status: 'ARCHIVED' },
    });
    expect(archived.status(), await archived.text()).toBe(200);
    await page.goto('/messages/topics');
    await seekerChat.topicRow(talkPosting).click();
    await expect(page.getByText('募集が終了しました。', { exact: false }).first()).toBeVisible();
    const input = page.getByRole('textbox', { name: 'メッセージを入力' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription(
      '募集が終了したため、このやりとりは終了しました。',
    );
  });

  await desk.context.close();
});
