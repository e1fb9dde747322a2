import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  createPage,
  mockApi,
  renderRemoteRoute,
  type MockedRequest,
  WHOLE_FORM_TEST_MS,
} from '@jobmatch/shared/testing';
import { createProductListItem, referenceHandlers } from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';
import { allowSlowDom } from '../../../../testing/slow-dom';

allowSlowDom();

async function openGroup(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  const button = await screen.findByRole('button', { name });
  if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
  return screen.getByRole('region', { name });
}

/** The count call answers 123 unless a test says otherwise. */
function filterApi(
  count: (request: MockedRequest) => { status?: number; body?: unknown } = () => ({
    body: createPage([createProductListItem()], { total: 123 }),
  }),
) {
  return mockApi({ ...referenceHandlers, 'GET /api/catalog/products': count });
}

const applyButton = () => screen.findByRole('button', { name: '123件を表示' });

describe('positions.filter', () => {
  beforeEach(() => filterApi());

  it('shows the groups as an accordion: location, category and each skill group', async () => {
    const user = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions/filter');
    const location = await screen.findByRole('button', { name: /勤務地/ });
    expect(location).toHaveAttribute('aria-expanded', 'false');
    await user.click(location);
    expect(location).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /勤務地/ });
    // remote work plus the 47 prefectures
    expect(within(region).getAllByRole('checkbox')).toHaveLength(48);
    expect(within(region).getByRole('checkbox', { name: 'リモート' })).toBeInTheDocument();
    expect(within(region).getByRole('checkbox', { name: '沖縄県' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /職種/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'スキル' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /フロントエンド/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /バックエンド/ })).toBeInTheDocument();
  });

  it('disables the unchecked category boxes at the limit of 3 and enables them again below it', async () => {
    const user = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions/filter');
    const region = await openGroup(user, /職種/);
    await waitFor(() => expect(within(region).getAllByRole('checkbox')).toHaveLength(5));
    const [a, b, c, d, e] = within(region).getAllByRole('checkbox') as HTMLInputElement[];
    await user.click(a!);
    await user.click(b!);
    expect(d).toBeEnabled();
    await user.click(c!);
    expect(d).toBeDisabled();
    expect(e).toBeDisabled();
    expect(a).toBeEnabled();
    expect(within(region).getByText(/上限に達しました/)).toBeInTheDocument();
    await user.click(a!);
    expect(d).toBeEnabled();
  });

  it(
    'limits locations to 5 and skills to 10 across skill groups',
    async () => {
      const user = userEvent.setup({ delay: null });
      renderRemoteRoute(positionsRoutes, '/positions/filter');
      const locations = await openGroup(user, /勤務地/);
      for (const name of ['リモート', '北海道', '青森県', '岩手県', '宮城県'])
        await user.click(within(locations).getByRole('checkbox', { name }));
      expect(within(locations).getByRole('checkbox', { name: '東京都' })).toBeDisabled();

      const frontend = await openGroup(user, /フロントエンド/);
      const frontendBoxes = within(frontend).getAllByRole('checkbox');
      for (const box of frontendBoxes.slice(0, 8)) await user.click(box);
      const backend = await openGroup(user, /バックエンド/);
      const backendBoxes = within(backend).getAllByRole('checkbox');
      await user.click(backendBoxes[0]!);
      expect(backendBoxes[2]).toBeEnabled();
      await user.click(backendBoxes[1]!);
      expect(backendBoxes[2]).toBeDisabled();
      expect(frontendBoxes[9]).toBeDisabled();
      expect(frontendBoxes[0]).toBeChecked();
      expect(frontendBoxes[0]).toBeEnabled();
    },
    WHOLE_FORM_TEST_MS,
  );

  it(
    'starts from the URL, resets, and applies to /positions keeping the search',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { location } = renderRemoteRoute(
        positionsRoutes,
        '/positions/filter?filters=location.tokyo&filters=skills.frontend.react&search=SaaS',
      );
      const locations = await openGroup(user, /勤務地/);
      expect(within(locations).getByRole('checkbox', { name: '東京都' })).toBeChecked();
      const frontend = await openGroup(user, /フロントエンド/);
      expect(within(frontend).getByRole('checkbox', { name: 'React' })).toBeChecked();

      await user.click(screen.getByRole('button', { name: 'リセット' }));
      expect(within(locations).getByRole('checkbox', { name: '東京都' })).not.toBeChecked();
      expect(within(frontend).getByRole('checkbox', { name: 'React' })).not.toBeChecked();

      await user.click(within(locations).getByRole('checkbox', { name: 'リモート' }));
      await user.click(within(locations).getByRole('checkbox', { name: '大阪府' }));
      const categories = await openGroup(user, /職種/);
      await user.click(
        await within(categories).findByRole('checkbox', { name: 'バックエンドエンジニア' }),
      );
      await user.click(within(frontend).getByRole('checkbox', { name: 'TypeScript' }));
      await user.click(await applyButton());

      await waitFor(() =>
        expect(location()).toBe(
          '/positions?filters=location.remote_work&filters=location.osaka&filters=category.backend_engineer&filters=skills.frontend.typescript&search=SaaS',
        ),
      );
    },
    WHOLE_FORM_TEST_MS,
  );

  it('offers 年収 as one choice, 雇用形態 and 働き方 as boxes, and applies them with the order', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderRemoteRoute(
      positionsRoutes,
      '/positions/filter?filters=employment.contract&sort=salary',
    );
    const salary = await openGroup(user, /^年収/);
    const floors = within(salary).getAllByRole('radio');
    expect(floors.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '指定なし',
      '400万円以上',
      '500万円以上',
      '600万円以上',
      '700万円以上',
      '800万円以上',
      '1,000万円以上',
    ]);
    expect(within(salary).getByRole('radio', { name: '指定なし' })).toBeChecked();
    await user.click(within(salary).getByRole('radio', { name: '600万円以上' }));
    await user.click(within(salary).getByRole('radio', { name: '800万円以上' }));
    expect(within(salary).getByRole('radio', { name: '600万円以上' })).not.toBeChecked();
    expect(within(salary).getByRole('radio', { name: '800万円以上' })).toBeChecked();
    expect(screen.getByRole('button', { name: /^年収/ })).toHaveAccessibleName(/800万円以上/);

    // the URL's selection opens its group
    const employment = screen.getByRole('region', { name: /雇用形態/ });
    expect(
      within(employment)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['正社員', '契約社員', '業務委託', '副業', 'アルバイト・パート']);
    expect(within(employment).getByRole('checkbox', { name: '契約社員' })).toBeChecked();
    await user.click(within(employment).getByRole('checkbox', { name: '正社員' }));
    // every type may be chosen: no limit to state, no box disabled
    expect(within(employment).queryByText(/まで選択できます/)).not.toBeInTheDocument();

    const workStyle = await openGroup(user, /働き方/);
    expect(within(workStyle).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(workStyle).getByRole('checkbox', { name: 'フルリモート' }));

    await user.click(await applyButton());
    await waitFor(() =>
      expect(location()).toBe(
        '/positions?filters=employment.contract&filters=salary.8000000&filters=employment.full_time&filters=work_style.full_remote&sort=salary',
      ),
    );
  });

  it('takes 年収 away with 指定なし', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderRemoteRoute(
      positionsRoutes,
      '/positions/filter?filters=salary.6000000',
    );
    const salary = await screen.findByRole('region', { name: /^年収/ });
    expect(within(salary).getByRole('radio', { name: '600万円以上' })).toBeChecked();
    await user.click(within(salary).getByRole('radio', { name: '指定なし' }));
    await user.click(await applyButton());
    await waitFor(() => expect(location()).toBe('/positions'));
  });
});

describe('the apply button counts before applying', () => {
  it('asks for one posting with the pending selection and shows the total', async () => {
    const api = filterApi((request) => ({
      body: createPage([createProductListItem()], {
        total: request.query.get('filters') ? 42 : 1234,
      }),
    }));
    const user = userEvent.setup({ delay: null });
    renderRemoteRoute(positionsRoutes, '/positions/filter?search=SaaS');
    expect(await screen.findByRole('button', { name: '1,234件を表示' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('条件に合う求人は1,234件です');

    const employment = await openGroup(user, /雇用形態/);
    await user.click(within(employment).getByRole('checkbox', { name: '正社員' }));
    await user.click(within(employment).getByRole('checkbox', { name: '業務委託' }));
    // while the selection settles and the count loads
    expect(screen.getByRole('button', { name: '件数を確認中…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByRole('button', { name: '42件を表示' })).toBeInTheDocument();

    const calls = api.callsTo('GET', '/api/catalog/products');
    // the first count, then one for the settled selection (not one per tick)
    expect(calls).toHaveLength(2);
    const last = calls.at(-1)!;
    expect(last.query.get('$top')).toBe('1');
    expect(last.query.get('filters')).toBe('employment.full_time,employment.freelance');
    expect(last.query.get('search')).toBe('SaaS');
  });

  it('states a capped total as a lower bound', async () => {
    filterApi(() => ({
      body: createPage([createProductListItem()], { total: 1000, totalCapped: true }),
    }));
    renderRemoteRoute(positionsRoutes, '/positions/filter');
    expect(await screen.findByRole('button', { name: '1,000件以上を表示' })).toBeInTheDocument();
  });

  it('falls back to a plain apply when the count fails', async () => {
    filterApi(() => apiError(500, 'internal_server_error'));
    const user = userEvent.setup({ delay: null });
    const { location } = renderRemoteRoute(positionsRoutes, '/positions/filter');
    const apply = await screen.findByRole('button', { name: 'この条件で検索する' });
    const workStyle = await openGroup(user, /働き方/);
    await user.click(
      within(workStyle).getByRole('checkbox', { name: 'ハイブリッド（一部リモート）' }),
    );
    await user.click(await screen.findByRole('button', { name: 'この条件で検索する' }));
    expect(apply).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/positions?filters=work_style.hybrid'));
  });
});
