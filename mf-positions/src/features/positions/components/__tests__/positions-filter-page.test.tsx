import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRemoteRoute } from '@jobmatch/shared/testing';
import { referenceHandlers } from '../../../../testing/fixtures';
import { positionsRoutes } from '../../../../app/routes';
import { allowSlowDom } from '../../../../testing/slow-dom';

allowSlowDom();

async function openGroup(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  const button = await screen.findByRole('button', { name });
  if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
  return screen.getByRole('region', { name });
}

describe('positions.filter', () => {
  beforeEach(() => mockApi(referenceHandlers));

  it('shows the groups as an accordion: location, category and each skill group', async () => {
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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

  it('limits locations to 5 and skills to 10 across skill groups', async () => {
    const user = userEvent.setup();
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
  });

  it('starts from the URL, resets, and applies to /positions keeping the search', async () => {
    const user = userEvent.setup();
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
    await user.click(screen.getByRole('button', { name: 'この条件で検索する' }));

    await waitFor(() =>
      expect(location()).toBe(
        '/positions?filters=location.remote_work&filters=location.osaka&filters=category.backend_engineer&filters=skills.frontend.typescript&search=SaaS',
      ),
    );
  });
});
