import { screen, within } from '@testing-library/react';
import { createPage, createTestUser, mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import type { RecommendedProduct } from '@jobmatch/shared/contracts';
import {
  createProductListItem,
  createSkillsAttribute,
  referenceHandlers,
} from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';
import { allowSlowDom } from '../../../../testing/slow-dom';

allowSlowDom();

const goSeeker = createTestUser({
  id: 'seeker-1',
  customFields: {
    profession_category_names: ['backend_engineer'],
    years_experience: { backend_engineer: '3-5' },
    skills: ['go', 'react'],
    desired_annual_salary: 6_000_000,
  },
});

const recommendation = (id: string, score: number): RecommendedProduct => ({
  ...createProductListItem({ id, name: `おすすめ${id}` }),
  matchScore: score,
  matchReasons: [
    'Go が一致',
    'バックエンドエンジニアの経験を活かせる',
    '希望年収（600万円）を満たす',
  ],
});

function api(recommendations: RecommendedProduct[]) {
  return mockApi({
    ...referenceHandlers,
    'GET /api/catalog/attributes': { body: createPage([createSkillsAttribute()]) },
    'GET /api/catalog/products': {
      body: createPage([createProductListItem({ id: 'n1', name: '新着求人1' })]),
    },
    'GET /api/catalog/users/:userId/recommendations': { body: createPage(recommendations) },
    'GET /api/catalog/users/:userId/interest-ids': { body: { value: [] } },
  });
}

describe('おすすめ求人 on landing.mypage (docs/matching.md#recommendations)', () => {
  it('lists the best matches with マッチ度 and their first two reasons, above the newest', async () => {
    const calls = api([recommendation('r1', 92), recommendation('r2', 71)]);
    renderRemoteRoute(positionsRoutes, '/mypage', { user: goSeeker });
    const list = await screen.findByRole('list', { name: 'おすすめ求人' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('マッチ度 92%');
    expect(cards[0]).toHaveTextContent('Go が一致 / バックエンドエンジニアの経験を活かせる');
    expect(cards[0]).not.toHaveTextContent('希望年収（600万円）を満たす');
    const call = calls.callsTo('GET', '/api/catalog/users/seeker-1/recommendations')[0]!;
    expect(call.query.get('$top')).toBe('5');
    expect(screen.getByRole('link', { name: 'おすすめ順で求人を見る' })).toHaveAttribute(
      'href',
      '/positions?sort=recommended',
    );
    // the newest cards score on the page with the same function: a マッチ度, no reasons
    const newest = await screen.findByRole('list', { name: '新着求人' });
    expect(within(newest).getByRole('article')).toHaveTextContent(/マッチ度 \d+%/);
  });

  it('asks for the profile instead of a score when it names no job type nor skill', async () => {
    const calls = api([]);
    renderRemoteRoute(positionsRoutes, '/mypage', {
      user: createTestUser({ id: 'seeker-2', customFields: {} }),
    });
    expect(
      await screen.findByText('プロフィールを入力すると、合う求人をおすすめします'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'プロフィールを入力する' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(calls.callsTo('GET', '/api/catalog/users/seeker-2/recommendations')).toHaveLength(0);
    const newest = await screen.findByRole('list', { name: '新着求人' });
    expect(within(newest).getByRole('article')).not.toHaveTextContent('マッチ度');
  });

  it('says so when nothing can be recommended yet', async () => {
    api([]);
    renderRemoteRoute(positionsRoutes, '/mypage', { user: goSeeker });
    expect(await screen.findByText('いまおすすめできる求人はありません')).toBeInTheDocument();
  });
});
