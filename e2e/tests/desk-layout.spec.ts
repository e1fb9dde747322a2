// The company desk at a desktop and on a phone (docs/shell.md#screen-modes, docs/company.md,
// docs/chat.md#company-inbox): at 1280x800 the desk's content is wide, short labels stay on one
// line and the inbox has two panes whose thread is named by the URL; at 375x812 the same pages
// are cards and pages of their own.
import type { Locator } from '@playwright/test';
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { ChatPages } from '../support/pages/chat-pages';
import { CompanyPages } from '../support/pages/company-pages';

const DEMO_OWNER = { email: 'owner@jobmatch.example', password: 'Owner1234!' };
const THREAD_URL = new RegExp(`^${baseURL}/company/messages/topics/[^/?#]+$`);

/**
 * How many lines an element's content takes: its text's boxes, grouped by where they start (a
 * table cell is as high as its row, so its own height says nothing).
 */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 20;
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = Array.from(range.getClientRects(), (rect) => rect.top).sort((a, b) => a - b);
    let lines = 0;
    let last = Number.NEGATIVE_INFINITY;
    for (const top of tops) {
      if (top - last > lineHeight / 2) lines += 1;
      last = top;
    }
    return lines;
  });
}

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the desk uses the width, keeps short labels on one line and reads messages in two panes', async ({
    page,
    authPages,
  }) => {
    const company = new CompanyPages(page);
    const chat = new ChatPages(page);
    await authPages.gotoLogin();
    await authPages.login(DEMO_OWNER);
    await expect(page).toHaveURL(`${baseURL}/company/mypage`);

    await test.step('the applicants list is wider than 1000 px, its short cells one line high', async () => {
      await page.goto('/company/applicants');
      await expect(company.heading('応募者')).toBeVisible();
      const table = company.main().getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const section = company.main().locator('section').first();
      expect((await section.boundingBox())!.width).toBeGreaterThan(1000);
      // a table, not cards: the header row is on screen
      await expect(table.getByRole('columnheader', { name: '求人' })).toBeVisible();
      const firstRow = table.getByRole('row').nth(1);
      for (const cell of await firstRow.getByRole('cell').all()) {
        const text = (await cell.innerText()).trim();
        // the applicant's name carries the kana on a line of its own
        if (text.includes('\n')) continue;
        if (text.length > 0 && text.length <= 20) expect(await linesOf(cell), text).toBe(1);
      }
      // a posting's title wraps at most once at this width
      for (const cell of await table.locator("td[data-column='posting']").all())
        expect(await linesOf(cell)).toBeLessThanOrEqual(2);
    });

    await test.step('a short job title (the postings’ 職種) is one line high', async () => {
      await page.goto('/company/jobs');
      await expect(company.heading('求人管理')).toBeVisible();
      const categories = company.main().locator("td[data-column='category']");
      await expect(categories.first()).toBeVisible();
      for (const cell of await categories.all()) {
        const text = (await cell.innerText()).trim();
        if (text.length > 0 && text.length <= 20) expect(await linesOf(cell), text).toBe(1);
      }
    });

    await test.step('the inbox shows the topics and the chosen thread side by side', async () => {
      await page.goto('/company/messages/topics');
      await expect(chat.heading('応募者とのメッセージ')).toBeVisible();
      await expect(company.main().getByText('メッセージを選んでください')).toBeVisible();
      const rows = chat.topicList.getByRole('link');
      await expect(rows.first()).toBeVisible();
      await rows.first().click();
      await expect(page).toHaveURL(THREAD_URL);
      await expect(chat.log).toBeVisible();
      await expect(chat.topicList).toBeVisible();
      await expect(rows.first()).toHaveAttribute('aria-current', 'page');
      const list = (await chat.topicList.boundingBox())!;
      const log = (await chat.log.boundingBox())!;
      expect(log.x).toBeGreaterThanOrEqual(list.x + list.width - 1);
      expect(log.y).toBeLessThan(list.y + list.height);

      // another topic: the URL names it, the list stays; reload and back keep the thread
      if ((await rows.count()) > 1) {
        const firstUrl = page.url();
        await rows.nth(1).click();
        await expect(page).toHaveURL(THREAD_URL);
        expect(page.url()).not.toBe(firstUrl);
        await expect(rows.nth(1)).toHaveAttribute('aria-current', 'page');
        await page.goBack();
        await expect(page).toHaveURL(firstUrl);
        await expect(rows.first()).toHaveAttribute('aria-current', 'page');
      }
      const threadUrl = page.url();
      await page.reload();
      await expect(page).toHaveURL(threadUrl);
      await expect(chat.log).toBeVisible();
      await expect(chat.topicList).toBeVisible();
    });
  });
});

test.describe('at 375x812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the same pages are cards and pages of their own', async ({ page, authPages }) => {
    const company = new CompanyPages(page);
    const chat = new ChatPages(page);
    await authPages.gotoLogin();
    await authPages.login(DEMO_OWNER);
    await expect(page).toHaveURL(`${baseURL}/company/mypage`);

    await test.step('applicants are cards that fit the screen', async () => {
      await page.goto('/company/applicants');
      await expect(company.heading('応募者')).toBeVisible();
      const table = company.main().getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      // the header row is for screen readers only
      await expect(table.getByRole('columnheader', { name: '求人' })).not.toBeInViewport();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      const row = table.getByRole('row').nth(1);
      await row.getByRole('link').click();
      await expect(page).toHaveURL(/\/company\/applicants\/[^/]+$/);
    });

    await test.step('the inbox is a list, then the thread on its own page', async () => {
      await page.goto('/company/messages/topics');
      await expect(chat.heading('応募者とのメッセージ')).toBeVisible();
      await expect(company.main().getByText('メッセージを選んでください')).toHaveCount(0);
      await chat.topicList.getByRole('link').first().click();
      await expect(page).toHaveURL(THREAD_URL);
      await expect(chat.log).toBeVisible();
      await expect(chat.topicList).toHaveCount(0);
      await expect(chat.input).toBeVisible();
    });
  });
});
