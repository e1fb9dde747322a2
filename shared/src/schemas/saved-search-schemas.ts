import * as v from 'valibot';
import { ALERT_FREQUENCIES } from '../catalog/alert-frequency';
import { MAX_SEARCH_LENGTH } from '../catalog/search-limits';
import { MATCHING_LIMITS } from '../contracts/matching';
import type { NotificationSettings } from '../contracts/matching';
import { safeText } from './safe-text';

// Saved searches and the seeker's mail switches (docs/matching.md#saved-searches-and-alerts).
// The save dialog of /positions and the rename form of settings validate with these schemas and
// the api checks its request bodies with the same ones: a refusal is a 400
// `schema_mismatch_error` whose details carry these messages. Plain Japanese, as in messages.ts,
// because the api has no i18n.

const NAME_MAX = MATCHING_LIMITS.savedSearchName;
const FILTERS_MAX = MATCHING_LIMITS.savedSearchFilters;
const FILTER_MAX_LENGTH = MATCHING_LIMITS.savedSearchFilterLength;

export const savedSearchValidationMessages = {
  nameRequired: '名前を入力してください',
  nameTooLong: `名前は${NAME_MAX}文字以内で入力してください`,
  searchTooLong: `検索キーワードは${MAX_SEARCH_LENGTH}文字以内で入力してください`,
  filtersInvalid: '絞り込み条件の形式が正しくありません',
  tooManyFilters: `絞り込み条件は${FILTERS_MAX}個まで保存できます`,
  filterTooLong: `絞り込み条件は1つ${FILTER_MAX_LENGTH}文字以内で指定してください`,
  frequencyInvalid: 'メールの頻度を選択してください',
  notificationSwitchInvalid: '通知設定はオンかオフで指定してください',
} as const;

const m = savedSearchValidationMessages;

/** A saved search's name: trimmed, 1–50 characters. */
const nameSchema = v.pipe(
  v.string(m.nameRequired),
  v.trim(),
  v.nonEmpty(m.nameRequired),
  v.maxLength(NAME_MAX, m.nameTooLong),
  safeText(),
);

const frequencySchema = v.picklist(ALERT_FREQUENCIES, m.frequencyInvalid);

/**
 * `POST …/saved-searches` and the save dialog: the name, the list's keywords and filter keys as
 * its URL has them, and how often to mail. Whether each filter key is one of the /positions
 * grammar is the api's check (`400 wrong_parameter` on `filters`), as it needs the catalogue.
 */
export const savedSearchInputSchema = v.object({
  name: nameSchema,
  search: v.optional(
    v.pipe(
      v.string(m.searchTooLong),
      v.trim(),
      v.maxLength(MAX_SEARCH_LENGTH, m.searchTooLong),
      safeText(),
    ),
    '',
  ),
  filters: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(m.filtersInvalid),
          v.maxLength(FILTER_MAX_LENGTH, m.filterTooLong),
          safeText(),
        ),
        m.filtersInvalid,
      ),
      v.maxLength(FILTERS_MAX, m.tooManyFilters),
    ),
    [],
  ),
  frequency: frequencySchema,
});

/** `PATCH …/saved-searches/{id}` and the rename form: a new name and/or frequency. */
export const savedSearchChangesSchema = v.object({
  name: v.optional(nameSchema),
  frequency: v.optional(frequencySchema),
});

/** `PUT …/notification-settings`: both switches, always (the answer's type, `NotificationSettings`). */
export const notificationSettingsSchema = v.object({
  savedSearchAlerts: v.boolean(m.notificationSwitchInvalid),
  applicationStatus: v.boolean(m.notificationSwitchInvalid),
}) satisfies v.GenericSchema<NotificationSettings, NotificationSettings>;
