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
  get applyFiltersButton(): Locator {
    return this.main.getByRole('button', { name: 'この条件で検索する' });
  }

  /** Opens the group when it is collapsed and ticks the option. */
  async chooseFilter(group: string, option: string): Promise<void> {
    const toggle = this.filterGroup(group);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await this.filterOption(option).check();
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
