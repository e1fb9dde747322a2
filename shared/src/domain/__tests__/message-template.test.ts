import { fillMessageTemplate } from '../message-template';

describe('fillMessageTemplate', () => {
  it('fills every placeholder and leaves other braces alone', () => {
    expect(
      fillMessageTemplate(
        '{応募者名}様\n「{求人名}」へのご応募ありがとうございます。{応募者名}様の{日程}',
        {
          applicantName: '山田 太郎',
          postingName: 'Goエンジニア',
        },
      ),
    ).toBe('山田 太郎様\n「Goエンジニア」へのご応募ありがとうございます。山田 太郎様の{日程}');
  });

  it('does not read a value as a placeholder', () => {
    expect(
      fillMessageTemplate('{応募者名}: {求人名}', { applicantName: '{求人名}', postingName: 'X' }),
    ).toBe('{求人名}: X');
  });
});
