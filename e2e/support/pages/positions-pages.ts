// Page object of the mf-positions remote: position search and filter panel, the posting with its
// apply flow, job applications and the company pages. Texts are mf-positions' own
// (mf-positions/src/app/i18n/ja.ts, namespace `positions`).
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { action } from './locators';

export class PositionsPages {
  private readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  // positions.list
  get listHeading(): Locator {
    return this.main.getByRole('heading', { level: 1, name: '求人を探す' });
  }
  get searchBox(): Locator {
    return this.main.getByRole('search').getByRole('searchbox', { name: 'キーワード' });
  }
  /** 「検索結果 17件」 */
  get resultCount(): Locator {
    return this.main.getByRole('status').filter({ hasText: /^検索結果/ });
  }
  get results(): Locator {
    return this.main.getByRole('list', { name: '求人一覧' });
  }
  /** The title links of the result cards (a card has no other link), in list order. */
  get resultLinks(): Locator {
    return this.results.getByRole('link');
  }
  /** The result cards, in list order. */
  get resultCards(): Locator {
    return this.results.getByRole('article');
  }
  /** A card's terms: 「年収 600万〜800万円」「正社員」「東京都」「フルリモート」. */
  cardFacts(card: Locator): Locator {
    return card.getByRole('list', { name: '募集条件' }).getByRole('listitem');
  }
  /** 新着順 / 関連度順 / 年収の高い順. */
  get sortSelect(): Locator {
    return this.main.getByRole('combobox', { name: '並び順' });
  }
  get loadMoreButton(): Locator {
    return this.main.getByRole('button', { name: 'もっと見る' });
  }
  /** 「絞り込み」 or 「絞り込み（2）」 once conditions are chosen. */
  get filterButton(): Locator {
    return action(this.main, /^絞り込み/);
  }
  /** The chip that removes one chosen condition, e.g. 「リモートの条件を外す」. */
  selectedFilter(label: string): Locator {
    return this.main.getByRole('button', { name: `${label}の条件を外す` });
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/positions');
    await expect(this.listHeading).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.main.getByRole('search').getByRole('button', { name: '検索', exact: true }).click();
  }

  // positions.filter
  /** An accordion group's button (its name also carries 「1件選択中」). */
  filterGroup(title: string): Locator {
    return this.main.getByRole('button', { name: new RegExp(`^${title}`) });
  }
  filterOption(label: string): Locator {
    return this.main.getByRole('checkbox', { name: label, exact: true });
  }
  /**
   * 「123件を表示」 once the pending selection is counted (「1,000件以上を表示」 at the cap), 「この条件で
   * 検索する」 when the count failed; not while it reads 「件数を確認中…」, so a click waits for the count.
   */
  get applyFiltersButton(): Locator {
    return this.main.getByRole('button', {
      name: /^(?:[\d,]+件(?:以上)?を表示|この条件で検索する)$/,
    });
  }
  /** A 年収 floor of the filter panel (a radio: one floor at a time), e.g. 「600万円以上」. */
  salaryFloor(label: string): Locator {
    return this.main.getByRole('radio', { name: label, exact: true });
  }

  /** Opens the group when it is collapsed and ticks the option. */
  async chooseFilter(group: string, option: string): Promise<void> {
    await this.openFilterGroup(group);
    await this.filterOption(option).check();
  }

  /** Opens 年収 when it is collapsed and chooses the floor. */
  async chooseSalaryFloor(label: string): Promise<void> {
    await this.openFilterGroup('年収');
    await this.salaryFloor(label).check();
  }

  private async openFilterGroup(group: string): Promise<void> {
    const toggle = this.filterGroup(group);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }

  // positions.show
  get positionHeading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }
  get applyButton(): Locator {
    return this.page.getByRole('button', { name: 'この求人に応募する' });
  }
  get appliedButton(): Locator {
    return this.page.getByRole('button', { name: '応募済み' });
  }
  companyLink(name: string): Locator {
    return this.main.getByRole('link', { name: `${name}の企業情報を見る` });
  }
  get guestDialog(): Locator {
    return this.page.getByRole('dialog', { name: '応募するにはログインが必要です' });
  }
  get verifyDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'メールアドレスの確認が必要です' });
  }
  get profileDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'プロフィールの登録が必要です' });
  }
  get confirmDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'この求人に応募しますか？' });
  }
  get successDialog(): Locator {
    return this.page.getByRole('dialog', { name: '応募が完了しました' });
  }

  // job-applications.list
  get applicationsHeading(): Locator {
    return this.main.getByRole('heading', { level: 1, name: '応募履歴' });
  }
  /** One application card, found by its posting's name. */
  application(name: string): Locator {
    return this.main
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  // organization.show / organization.positions.list
  companyHeading(name: string): Locator {
    return this.main.getByRole('heading', { level: 1, name, exact: true });
  }
  get organizationTabs(): Locator {
    return this.main.getByRole('tablist', { name: '企業ページのタブ' });
  }
  /** The selected tab: disabled, not a link. */
  get currentTab(): Locator {
    return this.organizationTabs.getByRole('tab', { selected: true });
  }
  /** The tab as a link to its page: absent while it is the selected (disabled) one. */
  get companyInformationTab(): Locator {
    return this.organizationTabs.getByRole('tab', {
      name: '企業情報',
      exact: true,
      disabled: false,
    });
  }
  /** 「募集中の求人（7）」 */
  jobOpeningsTab(count: number): Locator {
    return this.organizationTabs.getByRole('tab', {
      name: `募集中の求人（${count}）`,
      exact: true,
      disabled: false,
    });
  }
  get companyDetails(): Locator {
    return this.main.getByRole('region', { name: '企業情報' });
  }
  /** The title links of the company's opening cards, in list order. */
  get openingLinks(): Locator {
    return this.main.getByRole('list', { name: '募集中の求人' }).getByRole('link');
  }
}
