import { topicNameFilter } from '../../../../api/get-topics';
import { avatarColourIndex } from '../../../../components/party-avatar';
import { topicTitleOf } from '../../../../lib/topic-title';
import { cleanTopicSearch } from '../topic-search';
import { formatTopicTime } from '../topic-time';

describe('topic list rules (docs/chat.md#topic-list)', () => {
  it('strips / ( ) , . \\ ! @ # $ % ^ & * and trims the search', () => {
    expect(cleanTopicSearch(' a/b(c)d,e.f\\g!h@i#j$k%l^m&n*o ')).toBe('abcdefghijklmno');
    expect(cleanTopicSearch('  ()  ')).toBe('');
    expect(cleanTopicSearch('React エンジニア')).toBe('React エンジニア');
  });

  it("quotes the term for OData, doubling '", () => {
    expect(topicNameFilter("O'Reilly")).toBe("contains(name,'O''Reilly')");
    expect(topicNameFilter('')).toBeUndefined();
  });

  it('titles a topic with what follows its first slash, trimmed', () => {
    expect(topicTitleOf('株式会社A/ Go エンジニア ')).toBe('Go エンジニア');
    expect(topicTitleOf('A／B/C/D')).toBe('C/D');
    expect(topicTitleOf('名前だけ')).toBe('名前だけ');
  });

  it('picks one of 4 colours by the sum of the id’s character codes', () => {
    expect(avatarColourIndex('a')).toBe(97 % 4);
    expect(avatarColourIndex('ab')).toBe((97 + 98) % 4);
    expect(avatarColourIndex('')).toBe(0);
  });

  it('shows HH:mm for today and M/d before (Tokyo)', () => {
    const now = new Date('2026-11-20T10:00:00+09:00');
    expect(formatTopicTime('2026-11-20T00:05:00+09:00', now)).toBe('00:05');
    expect(formatTopicTime('2026-11-19T23:59:00+09:00', now)).toBe('11/19');
    expect(formatTopicTime('2026-01-05T12:00:00+09:00', now)).toBe('1/5');
  });
});
