import { categoryLabel, skillGroupLabel } from '..';

describe('catalogue names', () => {
  it('names the categories we know in our words, whatever the api sends', () => {
    expect(categoryLabel('backend_engineer')).toBe('バックエンドエンジニア');
    expect(categoryLabel({ id: 'qa_engineer', name: 'QA' })).toBe('QAエンジニア');
  });

  it("falls back to the api's name, then to the id", () => {
    expect(categoryLabel({ id: 'game_engineer', name: 'ゲームエンジニア' })).toBe(
      'ゲームエンジニア',
    );
    expect(categoryLabel('game_engineer')).toBe('game_engineer');
  });

  it('names skill groups the same way', () => {
    expect(skillGroupLabel({ key: 'test_qa', name: 'QA' })).toBe('テスト・QA');
    expect(skillGroupLabel({ key: 'embedded', name: '組込み' })).toBe('組込み');
    expect(skillGroupLabel({ key: 'embedded' })).toBe('embedded');
  });
});
