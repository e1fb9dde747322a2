import * as v from 'valibot';
import { MAX_SEARCH_LENGTH } from '../../catalog/search-limits';
import { MATCHING_LIMITS } from '../../contracts';
import {
  notificationSettingsSchema,
  savedSearchChangesSchema,
  savedSearchInputSchema,
  savedSearchValidationMessages as m,
} from '../saved-search-schemas';
import { messages } from './schema-messages';

describe('savedSearchInputSchema', () => {
  it('trims the name and the keywords and fills in what was left out', () => {
    expect(
      v.parse(savedSearchInputSchema, {
        name: '  東京のGo  ',
        search: ' Go ',
        filters: ['location.tokyo'],
        frequency: 'weekly',
      }),
    ).toEqual({ name: '東京のGo', search: 'Go', filters: ['location.tokyo'], frequency: 'weekly' });
    expect(v.parse(savedSearchInputSchema, { name: 'x', frequency: 'off' })).toEqual({
      name: 'x',
      search: '',
      filters: [],
      frequency: 'off',
    });
  });

  it.each(['', '   ', undefined])('asks for a name when it is %j', (name) => {
    expect(messages(savedSearchInputSchema, { name, frequency: 'daily' })).toEqual({
      name: m.nameRequired,
    });
  });

  it('takes a name of 50 characters, not 51 (spaces around it do not count)', () => {
    const max = MATCHING_LIMITS.savedSearchName;
    expect(
      messages(savedSearchInputSchema, { name: ` ${'あ'.repeat(max)} `, frequency: 'daily' }),
    ).toEqual({});
    expect(
      messages(savedSearchInputSchema, { name: 'あ'.repeat(max + 1), frequency: 'daily' }),
    ).toEqual({ name: m.nameTooLong });
    expect(m.nameTooLong).toBe('名前は50文字以内で入力してください');
  });

  it.each(['hourly', '', 'DAILY', undefined])('refuses the frequency %j', (frequency) => {
    expect(messages(savedSearchInputSchema, { name: 'x', frequency })).toEqual({
      frequency: m.frequencyInvalid,
    });
  });

  it('limits the keywords, the number of filters and each filter', () => {
    const base = { name: 'x', frequency: 'daily' };
    expect(
      messages(savedSearchInputSchema, { ...base, search: 'a'.repeat(MAX_SEARCH_LENGTH) }),
    ).toEqual({});
    expect(
      messages(savedSearchInputSchema, { ...base, search: 'a'.repeat(MAX_SEARCH_LENGTH + 1) }),
    ).toEqual({ search: m.searchTooLong });
    const filters = (count: number) => Array.from({ length: count }, () => 'location.tokyo');
    expect(messages(savedSearchInputSchema, { ...base, filters: filters(40) })).toEqual({});
    expect(messages(savedSearchInputSchema, { ...base, filters: filters(41) })).toEqual({
      filters: m.tooManyFilters,
    });
    expect(messages(savedSearchInputSchema, { ...base, filters: ['x'.repeat(501)] })).toEqual({
      'filters.0': m.filterTooLong,
    });
    expect(messages(savedSearchInputSchema, { ...base, filters: 'location.tokyo' })).toEqual({
      filters: m.filtersInvalid,
    });
  });

  it('keeps the text rule', () => {
    expect(messages(savedSearchInputSchema, { name: 'a\u0000b', frequency: 'daily' })).toEqual({
      name: '使用できない文字が含まれています',
    });
  });
});

describe('savedSearchChangesSchema', () => {
  it('takes a new name, a new frequency, both or neither', () => {
    expect(v.parse(savedSearchChangesSchema, { name: ' 新しい名前 ' })).toEqual({
      name: '新しい名前',
    });
    expect(v.parse(savedSearchChangesSchema, { frequency: 'off' })).toEqual({ frequency: 'off' });
    expect(v.parse(savedSearchChangesSchema, {})).toEqual({});
  });

  it('checks them as a new saved search', () => {
    expect(messages(savedSearchChangesSchema, { name: ' ', frequency: 'hourly' })).toEqual({
      name: m.nameRequired,
      frequency: m.frequencyInvalid,
    });
    expect(messages(savedSearchChangesSchema, { name: 'あ'.repeat(51) })).toEqual({
      name: m.nameTooLong,
    });
  });
});

describe('notificationSettingsSchema', () => {
  it('needs both switches as booleans', () => {
    const both = { savedSearchAlerts: false, applicationStatus: true };
    expect(v.parse(notificationSettingsSchema, both)).toEqual(both);
    expect(Object.keys(messages(notificationSettingsSchema, { savedSearchAlerts: true }))).toEqual([
      'applicationStatus',
    ]);
    expect(
      messages(notificationSettingsSchema, { savedSearchAlerts: 'true', applicationStatus: 1 }),
    ).toEqual({
      savedSearchAlerts: m.notificationSwitchInvalid,
      applicationStatus: m.notificationSwitchInvalid,
    });
  });
});
