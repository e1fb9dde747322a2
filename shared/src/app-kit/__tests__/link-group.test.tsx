import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { LinkGroup, LinkGroupLink, LinkGroupRow } from '../link-group';

describe('LinkGroup', () => {
  it('is a region its heading names, holding a list of links with their hints', () => {
    renderWithProviders(
      <LinkGroup title="アカウント">
        <LinkGroupRow>
          <p>taro@example.com</p>
        </LinkGroupRow>
        <LinkGroupLink to="/settings/change-email" label="メールアドレスの変更" />
        <LinkGroupLink
          to="/settings/deactivate-account"
          label="退会する"
          hint="すべての情報が削除されます"
          tone="danger"
        />
      </LinkGroup>,
    );
    const group = screen.getByRole('region', { name: 'アカウント' });
    expect(within(group).getByRole('heading', { level: 2, name: 'アカウント' })).toBeVisible();
    expect(within(group).getAllByRole('listitem')).toHaveLength(3);
    expect(within(group).getByText('taro@example.com')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'メールアドレスの変更' })).toHaveAttribute(
      'href',
      '/settings/change-email',
    );
    expect(
      within(group).getByRole('link', { name: '退会する すべての情報が削除されます' }),
    ).toHaveAttribute('href', '/settings/deactivate-account');
  });

  it('is a navigation landmark when it is the page’s menu', () => {
    renderWithProviders(
      <LinkGroup as="nav" title="メニュー">
        <LinkGroupLink to="/company/profile" label="企業情報" hint="会社紹介・所在地" />
      </LinkGroup>,
    );
    const menu = screen.getByRole('navigation', { name: 'メニュー' });
    expect(within(menu).getByRole('link', { name: /^企業情報/ })).toHaveAttribute(
      'href',
      '/company/profile',
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps the chevron out of the accessibility tree', () => {
    renderWithProviders(
      <LinkGroup title="セキュリティ">
        <LinkGroupLink to="/settings/change-password" label="パスワードの変更" />
      </LinkGroup>,
    );
    const link = screen.getByRole('link', { name: 'パスワードの変更' });
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
