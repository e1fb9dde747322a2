import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../../contracts';
import { mockApi, renderWithProviders, testSkills } from '../../testing';
import { PostingArticle } from '../posting-article';

const posting: Product = {
  id: 'p1',
  name: 'Goバックエンドエンジニア',
  description: 'APIの開発をお任せします。',
  organizationId: 'org-9',
  organization: { id: 'org-9', name: '株式会社テスト', logoImageUri: null, iconImageUri: null },
  category: { id: 'backend_engineer' },
  addressLine1: '東京都',
  addressLine2: '渋谷区',
  images: [{ url: '/api/catalog/files/title.png' }],
  attributes: [{ name: 'skills', value: ['go', 'java'] }],
  publication: { status: 'ACTIVE', since: '2026-11-20T00:00:00.000Z', until: null },
  customFields: {
    supports_remote_work: true,
    compensation_type: 'month',
    compensation_amount: 650000,
    position_requirements: 'Goでの開発経験3年以上',
    work_compensation: '',
    location_notes: '渋谷駅から徒歩5分',
    work_start_time: '10:00',
    work_end_time: '19:00',
    contract_months: 6,
  },
  organizationProductCount: 4,
};

beforeEach(() => {
  mockApi({ 'GET /api/catalog/attributes': { body: { value: [testSkills] } } });
});

describe('PostingArticle', () => {
  it('shows the posting: image, chips, title, company, tags, texts and details', async () => {
    renderWithProviders(
      <PostingArticle
        product={posting}
        organizationHref="/organization/org-9"
        now={new Date('2026-11-25T00:00:00Z')}
      />,
    );
    const article = screen.getByRole('article', { name: 'Goバックエンドエンジニア' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Goバックエンドエンジニア',
    );
    expect(within(article).getByText('新着')).toBeInTheDocument();
    expect(within(article).getByText('リモート可')).toBeInTheDocument();
    const tags = within(article).getByRole('list', { name: '求人の特徴' });
    expect(within(tags).getByText('月額 65万円〜')).toBeInTheDocument();
    await waitFor(() => expect(within(tags).getByText('Go')).toBeInTheDocument());
    expect(
      within(article).getByRole('heading', { level: 2, name: '応募条件' }),
    ).toBeInTheDocument();
    // an empty text has no section
    expect(within(article).queryByRole('heading', { name: '給与・待遇' })).not.toBeInTheDocument();
    const details = within(article).getByRole('region', { name: '募集要項' });
    expect(details).toHaveTextContent('10:00〜19:00');
    expect(details).toHaveTextContent('6か月');
    expect(details).toHaveTextContent('東京都 渋谷区');
    expect(details).toHaveTextContent('2026年11月20日');
    expect(within(article).getAllByRole('link', { name: /株式会社テスト/ })[0]).toHaveAttribute(
      'href',
      '/organization/org-9',
    );
    expect(within(article).getByText('募集中の求人 4件')).toBeInTheDocument();
  });

  it('names the company without links when no organization page is given, at the level asked', () => {
    renderWithProviders(<PostingArticle product={posting} headingLevel={2} />);
    const article = screen.getByRole('article', { name: 'Goバックエンドエンジニア' });
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Goバックエンドエンジニア' }),
    ).toBeInTheDocument();
    expect(
      within(article).getByRole('heading', { level: 3, name: '募集要項' }),
    ).toBeInTheDocument();
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    expect(within(article).getAllByText('株式会社テスト').length).toBeGreaterThan(0);
  });

  it('says how soon the company usually replies, when the api knows it', () => {
    const { unmount } = renderWithProviders(
      <PostingArticle product={{ ...posting, responsiveness: { replyWithinDays: 3 } }} />,
    );
    expect(screen.getByText('この企業は通常 3 日以内に返信しています')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PostingArticle product={{ ...posting, responsiveness: null }} />);
    expect(screen.queryByText(/日以内に返信/)).not.toBeInTheDocument();
  });
});
