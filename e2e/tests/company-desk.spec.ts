// The company desk as a hiring tool end to end (docs/company-desk.md), at a desk's 1280x800 and on
// a phone: the owner sets the selection stages, moves an applicant through them on the board with
// the keyboard only (the focus stays on the moved card), the job seeker sees 選考中 throughout and
// never a stage's name, the my page's figures count the view, the application and the move, and
// the inbox opens as two panes.
import type { Browser, Page } from '@playwright/test';
import { applyThroughApi, findProduct } from '../support/catalog';
import { createCompanyOwner, type CompanyAccount } from '../support/company';
import { baseURL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { publishPosting } from '../support/matching';
import { AuthPages } from '../support/pages/auth-pages';
import { PositionsPages } from '../support/pages/positions-pages';

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const SEEKER = '山田 太郎';

async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  viewport: typeof DESK,
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const auth = new AuthPages(page);
  await auth.gotoLogin();
  await auth.login(account);
  // signed in once the login page has sent them on
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  return { context, page };
}

const board = (page: Page) => page.getByRole('region', { name: '選考ボード' });
const column = (page: Page, label: string) =>
  board(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${label}`) }) });

/** Moves the seeker's card with the keyboard only: focus 移動, open the menu, step down, choose. */
async function moveWithKeyboard(page: Page, target: string) {
  const move = page.getByRole('button', { name: `${SEEKER}さんを移動` });
  await move.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `${SEEKER}さんを移動` });
  await expect(menu).toBeVisible();
  const item = menu.getByRole('menuitem', { name: `${target}へ移動` });
  for (
    let step = 0;
    step < 10 && !(await item.evaluate((node) => node === document.activeElement));
    step++
  )
    await page.keyboard.press('ArrowDown');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(column(page, target).getByRole('link', { name: SEEKER })).toBeVisible();
  await expect(page.getByRole('button', { name: `${SEEKER}さんを移動` })).toBeFocused();
}

test('the owner sets stages, moves an applicant on the board by keyboard, and reads the figures', async ({
  browser,
  request,
  outbox,
  onboardedAccount,
}) => {
  test.setTimeout(180_000);
  const owner: CompanyAccount = await createCompanyOwner(request, outbox);
  const postingName = `デスク検証エンジニア ${crypto.randomUUID().slice(0, 6)}`;
  const productId = await publishPosting(request, owner, postingName);

  const seeker = await signedInPage(browser, onboardedAccount, PHONE);
  const positions = new PositionsPages(seeker.page);
  await test.step('the seeker reads the posting (a view) and applies', async () => {
    await seeker.page.goto(`/positions/${productId}`);
    await expect(seeker.page.getByRole('heading', { level: 1, name: postingName })).toBeVisible();
    await applyThroughApi(request, onboardedAccount, await findProduct(request, productId));
  });

  const desk = await signedInPage(browser, owner, DESK);
  const { page } = desk;
  await test.step('the owner renames a stage and adds one', async () => {
    await page.goto('/company/pipeline');
    await expect(page.getByRole('heading', { level: 1, name: '選考ステップの設定' })).toBeVisible();
    await page.getByRole('textbox', { name: 'ステップ1の名前' }).fill('書類・課題選考');
    await page.getByRole('button', { name: 'ステップを追加' }).click();
    await page.getByRole('textbox', { name: 'ステップ4の名前' }).fill('役員面接');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('選考ステップを保存しました')).toBeVisible();
  });

  await test.step('the board has the columns; the applicant waits in 未対応', async () => {
    await page.goto('/company/applicants?view=board');
    await expect(board(page).getByRole('heading', { level: 3 })).toHaveText([
      /^未対応/,
      /^書類・課題選考/,
      /^一次面接/,
      /^最終面接/,
      /^役員面接/,
      /^内定/,
      /^見送り/,
    ]);
    await expect(column(page, '未対応').getByRole('link', { name: SEEKER })).toBeVisible();
    // the board fills the desk's width
    const width = await board(page).evaluate((node) => node.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(900);
  });

  for (const stage of ['書類・課題選考', '一次面接']) {
    await test.step(`keyboard only: to ${stage}; the seeker sees 選考中`, async () => {
      await moveWithKeyboard(page, stage);
      await seeker.page.goto('/job-applications');
      const card = positions.application(postingName);
      await expect(card.getByText('選考中')).toBeVisible();
      await expect(card).not.toContainText(stage);
    });
  }

  await test.step('the applicant page shows the history and takes a note', async () => {
    await column(page, '一次面接').getByRole('link', { name: SEEKER }).click();
    const history = page.getByRole('region', { name: '選考の履歴' });
    await expect(history).toContainText('未対応 → 書類・課題選考');
    await expect(history).toContainText('書類・課題選考 → 一次面接');
    const notes = page.getByRole('region', { name: '社内メモ・評価' });
    await notes
      .getByRole('textbox', { name: 'メモを追加' })
      .fill('設計の説明が的確。二次に進めたい');
    await notes.getByRole('button', { name: 'メモを残す' }).click();
    await expect(notes.getByText('設計の説明が的確。二次に進めたい')).toBeVisible();
    await notes.getByText('4', { exact: true }).click();
    await expect(notes).toContainText('平均 4.0（1人）');
    // nothing of it reaches the seeker
    await seeker.page.goto('/job-applications');
    await expect(positions.application(postingName)).not.toContainText('二次に進めたい');
  });

  await test.step('the my page counts the view, the application and the move', async () => {
    await page.goto('/company/mypage');
    const figures = page.getByRole('region', { name: '採用の状況' });
    const row = figures.getByRole('row', { name: new RegExp(postingName) });
    await expect(row.getByRole('cell')).toHaveText([/^[1-9]\d*$/, /^1（/, /^1（/, /^0/]);
    await expect(figures.getByRole('link', { name: /未対応の応募\s*0/ })).toBeVisible();
  });

  await test.step('the inbox opens as two panes, the URL naming the thread', async () => {
    await page.goto('/company/messages/topics');
    const topic = page.getByRole('link', { name: new RegExp(postingName) }).first();
    await topic.click();
    await expect(page).toHaveURL(/\/company\/messages\/topics\/[^/]+$/);
    await expect(page.getByRole('link', { name: new RegExp(postingName) }).first()).toBeVisible();
    await expect(page.getByRole('textbox').last()).toBeVisible();
  });

  await test.step('at 375x812 the board and the figures still work', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/company/applicants?view=board');
    await expect(column(page, '一次面接').getByRole('link', { name: SEEKER })).toBeVisible();
    await page.goto('/company/mypage');
    await expect(page.getByRole('region', { name: '採用の状況' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  await seeker.context.close();
  await desk.context.close();
});
