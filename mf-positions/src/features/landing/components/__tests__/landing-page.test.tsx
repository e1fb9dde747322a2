import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestUser, mockApi, renderRemoteRoute, createPage } from '@jobmatch/shared/testing';
import {
  createProductListItem,
  createSkillsAttribute,
  referenceHandlers,
} from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';
import { allowSlowDom } from '../../../../testing/slow-dom';

allowSlowDom();

const newest = Array.from({ length: 5 }, (_, i) =>
  createProductListItem({ id: `n${i}`, name: `新着求人${i}` }),
);

function api(attributes: unknown = createPage([createSkillsAttribute()])) {
  return mockApi({
    ...referenceHandlers,
    'GET /api/catalog/attributes': { body: attributes },
    'GET /api/catalog/products': { body: createPage(newest, { total: 40 }) },
  });
}

describe('landing.index', () => {
  it('shows the hero, merits, the 5 newest positions, the how-to and sign-up links', async () => {
    const calls = api();
    renderRemoteRoute(positionsRoutes, '/home');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('エンジニア');
    const merits = screen
      .getByRole('heading', { level: 2, name: 'JobMatchが選ばれる理由' })
      .closest('section')!;
    expect(within(merits).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const newestList = await screen.findByRole('list', { name: '新着求人' });
    expect(within(newestList).getAllByRole('article')).toHaveLength(5);
    expect(within(newestList).getAllByText('株式会社テスト')).toHaveLength(5);
    expect(calls.callsTo('GET', '/api/catalog/products')[0]!.query.get('$top')).toBe('5');
    const steps = screen
      .getByRole('heading', { level: 2, name: 'ご利用の流れ' })
      .closest('section')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    for (const link of screen.getAllByRole('link', { name: '無料で会員登録' }))
      expect(link).toHaveAttribute('href', '/auth/sign-up');
  });

  it('groups skill chips by skill group, at most 10 a group, each linking to the filtered list', async () => {
    api();
    renderRemoteRoute(positionsRoutes, '/home');
    const frontend = await screen.findByRole('list', { name: 'フロントエンド' });
    const chips = within(frontend).getAllByRole('link');
    expect(chips).toHaveLength(10);
    expect(within(frontend).getByRole('link', { name: 'React' })).toHaveAttribute(
      'href',
      '/positions?filters=skills.frontend.react',
    );
    expect(
      within(screen.getByRole('list', { name: 'バックエンド' })).getAllByRole('link'),
    ).toHaveLength(4);
  });

  it('logs invalid skill attribute data and leaves the chips out', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    api(createPage([{ name: 'skills', items: 'not-a-list' }]));
    renderRemoteRoute(positionsRoutes, '/home');
    await screen.findByRole('list', { name: '新着求人' });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('invalid skills attribute'),
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'スキルから探す' })).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('expands and collapses each of the 4 FAQ items', async () => {
    api();
    const user = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/home');
    const faq = (await screen.findByRole('heading', { level: 2, name: 'よくある質問' })).closest(
      'section',
    )!;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(4);
    const [first] = questions;
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).queryByRole('region')).not.toBeInTheDocument();
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('region', { name: first!.textContent! })).toHaveTextContent(
      '無料',
    );
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('landing.mypage', () => {
  it('links to the job activity and lists the 5 newest positions without the company line', async () => {
    api();
    renderRemoteRoute(positionsRoutes, '/mypage', { user: createTestUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'マイページ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '応募履歴を見る' })).toHaveAttribute(
      'href',
      '/job-applications',
    );
    const list = await screen.findByRole('list', { name: '新着求人' });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    expect(within(list).queryByText('株式会社テスト')).not.toBeInTheDocument();
  });
});
