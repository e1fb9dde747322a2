// Issue 29, matching part 1, on a phone (375x812): a job seeker narrows the list by 年収, 雇用形態
// and 働き方 and every card states terms that match; the compact cards put three postings on the
// first screen; 年収の高い順 puts the best-paid posting first. Expected counts come from the running
// api (docs/positions.md#search-and-filters, #sort, #posting-cards).
import type { Locator } from '@playwright/test';
import { baseURL } from '../support/environment';
import { findProduct, findProducts, productSkills } from '../support/catalog';
import { expect, test as base } from '../support/fixtures';
import { PositionsPages } from '../support/pages/positions-pages';

const test = base.extend<{ positions: PositionsPages }>({
  positions: async ({ page }, provide) => {
    await provide(new PositionsPages(page));
  },
});

const FILTERS = ['salary.6000000', 'employment.full_time', 'work_style.full_remote'];

/** A year of each pay basis, as the api reckons what a posting reaches (products-repository.ts). */
const PERIODS_A_YEAR: Record<string, number> = { 年収: 1, 月額: 12, 日額: 240, 時給: 1920 };

/** 「1,000」 → 1000, 「1.5」 → 1.5 */
const number = (text: string) => Number(text.replace(/,/g, ''));

/**
 * What a card's pay reaches a year, in 万円: 「年収 600万〜800万円」 → 800, 「年収 600万円〜」 → 600,
 * 「月額 60万〜80万円」 → 960. Null for a pay it cannot read.
 */
function payReach(label: string): { basis: string; low: number; reach: number } | null {
  const match = /^(年収|月額|日額|時給) ([\d,.]+)(万?)(?:円〜|〜([\d,.]+)(万?)円)$/.exec(label);
  if (!match) return null;
  const [, basis = '', low = '', lowMan, high, highMan] = match;
  const man = (value: string, isMan: string | undefined) =>
    isMan ? number(value) : number(value) / 10_000;
  const lowAmount = man(low, lowMan);
  const top = high === undefined ? lowAmount : man(high, highMan);
  return { basis, low: lowAmount, reach: top * (PERIODS_A_YEAR[basis] ?? 0) };
}

async function payOf(positions: PositionsPages, card: Locator) {
  const facts = await positions.cardFacts(card).allTextContents();
  const pay = facts.map(payReach).find((value) => value !== null);
  expect(pay, `a pay among ${JSON.stringify(facts)}`).toBeTruthy();
  return { facts, pay: pay! };
}

test('a seeker narrows by 年収 600万円以上, 正社員 and フルリモート and every card matches', async ({
  page,
  request,
  positions,
}) => {
  const expected = await findProducts(request, { filters: FILTERS });
  expect(expected.total, 'the demo catalogue has such postings').toBeGreaterThan(0);

  await positions.gotoList();
  await positions.filterButton.click();
  await expect(page).toHaveURL(/\/positions\/filter/);
  await positions.chooseSalaryFloor('600万円以上');
  await positions.chooseFilter('雇用形態', '正社員');
  await positions.chooseFilter('働き方', 'フルリモート');
  await expect(positions.filterGroup('年収')).toHaveAccessibleName(/600万円以上/);
  // the count of the pending selection, before applying
  await expect(positions.applyFiltersButton).toHaveAccessibleName(
    expected.total >= 1000
      ? '1,000件以上を表示'
      : `${expected.total.toLocaleString('ja-JP')}件を表示`,
  );
  await positions.applyFiltersButton.click();

  await expect(page).toHaveURL(/\/positions\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/positions');
  expect(url.searchParams.getAll('filters').sort()).toEqual([...FILTERS].sort());
  for (const chip of ['年収 600万円以上', '正社員', 'フルリモート'])
    await expect(positions.selectedFilter(chip)).toBeVisible();
  await expect(positions.filterButton).toHaveAccessibleName('絞り込み（3）');
  await expect(positions.resultCards).toHaveCount(Math.min(expected.total, 10));

  for (const card of await positions.resultCards.all()) {
    const { facts, pay } = await payOf(positions, card);
    expect(pay.basis, `${facts.join(' / ')}: a 年収 range`).toBe('年収');
    // the range reaches the floor: its top, or its one bound
    expect(pay.reach, facts.join(' / ')).toBeGreaterThanOrEqual(600);
    expect(facts).toContain('正社員');
    expect(facts).toContain('フルリモート');
  }
});

test('three compact cards fit on the first screen of /positions', async ({
  page,
  request,
  positions,
}) => {
  // cards have no title image, so the first HTML preloads none
  const firstHtml = await (
    await request.get('/positions', { headers: { accept: 'text/html' } })
  ).text();
  expect(firstHtml).toContain('求人一覧');
  expect(firstHtml).not.toMatch(/<link rel="preload" as="image"/);

  await positions.gotoList();
  await expect(positions.resultCards).toHaveCount(10);
  const viewport = page.viewportSize()!;
  expect(viewport).toEqual({ width: 375, height: 812 });
  const boxes = [];
  for (const card of (await positions.resultCards.all()).slice(0, 3)) {
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    boxes.push(box!);
  }
  const figures = boxes.map(
    (box, i) =>
      `card ${i + 1}: top ${Math.round(box.y)}, height ${Math.round(box.height)}, bottom ${Math.round(box.y + box.height)}`,
  );
  test
    .info()
    .annotations.push({ type: 'card boxes (px, 375x812)', description: figures.join('; ') });
  console.log(figures.join('\n'));
  // the third card is on screen whole, without scrolling
  expect(boxes[2]!.y + boxes[2]!.height).toBeLessThanOrEqual(viewport.height);
  // no title image on a card
  await expect(
    positions.resultCards.first().locator('img[src*="/api/catalog/files/"]'),
  ).toHaveCount(0);
});

test('年収の高い順 puts the best-paid posting first, and the URL keeps the order', async ({
  page,
  request,
  positions,
}) => {
  await positions.gotoList();
  await expect(positions.sortSelect).toHaveValue('newest');
  await expect(positions.sortSelect.getByRole('option')).toHaveText(['新着順', '年収の高い順']);
  await positions.sortSelect.selectOption({ label: '年収の高い順' });
  await expect(page).toHaveURL(`${baseURL}/positions?sort=salary`);
  // the list the api orders so, drawn: its first posting leads
  const [best] = (await findProducts(request, { $orderBy: 'salary desc', $top: 1 })).value;
  await expect(positions.resultLinks.first()).toHaveAccessibleName(best!.name);
  await expect(positions.resultCards).toHaveCount(10);

  const [first, second] = (await positions.resultCards.all()).slice(0, 2);
  const a = await payOf(positions, first!);
  const b = await payOf(positions, second!);
  expect(a.pay.reach, `${a.facts.join(' / ')} ≥ ${b.facts.join(' / ')}`).toBeGreaterThanOrEqual(
    b.pay.reach,
  );

  // back to 新着順: the parameter goes
  await positions.sortSelect.selectOption({ label: '新着順' });
  await expect(page).toHaveURL(`${baseURL}/positions`);
});

test('「Go」 finds Go postings as a word: no Google-, Django- or MongoDB-only posting among them', async ({
  page,
  request,
  positions,
}) => {
  await positions.gotoList();
  await positions.search('Go');
  await expect(page).toHaveURL(`${baseURL}/positions?search=Go`);
  // every match the api finds, each read whole: Go is among its skills or a word of its texts
  const found = await findProducts(request, { search: 'Go', $top: 100 });
  expect(found.total, 'the demo catalogue has Go postings, on one page').toBeGreaterThan(0);
  expect(found.total).toBeLessThanOrEqual(100);
  for (const posting of found.value) {
    const full = await findProduct(request, posting.id);
    const skills = productSkills(full);
    const text = [full.name, full.description, full.customFields.position_requirements].join('\n');
    expect(
      skills.includes('go') || /(^|[^a-z0-9])(go|golang)([^a-z0-9+#]|$)/i.test(text),
      `${full.name}: Go as a skill or a word`,
    ).toBe(true);
  }
  const all = found.value;
  await expect(positions.resultCount).toHaveText(`検索結果 ${all.length}件`);
  await expect(positions.resultCards.first()).toBeVisible();
});
