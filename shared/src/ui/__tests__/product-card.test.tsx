import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ProductCard, type ProductCardProps } from '../product-card';
import { renderWithTheme } from './render-with-theme';

const props: ProductCardProps = {
  title: 'Reactエンジニア',
  href: '/positions/p1',
  subtitle: '株式会社テスト',
  subtitleImageUrl: '/icon.png',
  summary: '自社サービスの開発',
  chips: [{ key: 'newProduct', label: '新着' }],
  tags: [
    { key: 'category', label: 'フロントエンドエンジニア' },
    { key: 'skill-react', label: 'React' },
  ],
  tagsLabel: '求人の特徴',
};

function renderCard(overrides: Partial<ProductCardProps> = {}) {
  return renderWithTheme(
    <MemoryRouter>
      <ProductCard {...props} {...overrides} />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('is an article whose one link is the title heading', () => {
    renderCard();
    const card = screen.getByRole('article');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Reactエンジニア' }),
    ).toContainElement(within(card).getByRole('link', { name: 'Reactエンジニア' }));
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/positions/p1');
    expect(within(card).getByText('株式会社テスト')).toBeInTheDocument();
    expect(within(card).getByText('新着')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: '求人の特徴' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('has decorative images only', () => {
    renderCard({ imageUrl: '/title.png' });
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('is not a link when disabled or without href', () => {
    renderCard({ disabled: true });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('heading', { name: 'Reactエンジニア' })).toBeInTheDocument();
  });
});
