import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ProductCard, type ProductCardProps } from '../product-card';
import { renderWithTheme } from './render-with-theme';

const props: ProductCardProps = {
  title: 'Reactエンジニア',
  href: '/positions/p1',
  subtitle: '株式会社テスト',
  subtitleImageUrl: '/icon.png',
  posted: { label: '3日前', dateTime: '2026-11-25T00:00:00.000Z' },
  chips: [{ key: 'newProduct', label: '新着' }],
  facts: [
    { key: 'pay', label: '年収 600万〜800万円', icon: 'pay' },
    { key: 'employmentType', label: '正社員', icon: 'employment' },
    { key: 'location', label: '東京都', icon: 'location' },
    { key: 'remoteWork', label: 'フルリモート', icon: 'remote' },
  ],
  factsLabel: '募集条件',
  tags: [
    { key: 'skill-react', label: 'React' },
    { key: 'skill-typescript', label: 'TypeScript' },
  ],
  tagsLabel: 'スキル',
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
  });

  it('states the terms, the skills and the publication date', () => {
    renderCard();
    const facts = screen.getByRole('list', { name: '募集条件' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['年収 600万〜800万円', '正社員', '東京都', 'フルリモート']);
    expect(
      within(screen.getByRole('list', { name: 'スキル' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript']);
    const posted = screen.getByText('3日前');
    expect(posted.tagName).toBe('TIME');
    expect(posted).toHaveAttribute('dateTime', '2026-11-25T00:00:00.000Z');
  });

  it('shows no title image, only the decorative company icon, loaded lazily', () => {
    const { container } = renderCard();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/icon.png');
    expect(images[0]).toHaveAttribute('alt', '');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
  });

  it('leaves out the parts it is not given', () => {
    renderCard({
      subtitle: undefined,
      posted: undefined,
      chips: [],
      facts: [],
      tags: [],
    });
    const card = screen.getByRole('article');
    expect(within(card).queryAllByRole('list')).toHaveLength(0);
    expect(card.querySelector('time')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
  });

  it('is not a link when disabled or without href', () => {
    renderCard({ disabled: true });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('heading', { name: 'Reactエンジニア' })).toBeInTheDocument();
  });

  it('puts an action beside the title, outside the title link', () => {
    renderCard({
      action: (
        <button type="button" aria-pressed="false">
          気になる
        </button>
      ),
    });
    const action = screen.getByRole('button', { name: '気になる' });
    expect(screen.getByRole('link')).not.toContainElement(action);
    expect(screen.getByRole('heading', { name: 'Reactエンジニア' })).not.toContainElement(action);
  });
});
