import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { meetingWordOf, registerNamespace } from '@jobmatch/shared';
import type { OrderKind } from '@jobmatch/shared/contracts';

// The `interviews` namespace: every word of the interview card and the proposal dialog, which
// the seeker's and the company's thread (mf-chat) and the applicant page (mf-company) show alike.

export const interviewsJa = {
  card_label: '{{meeting}}日程の調整',
  none_yet: 'まだ{{meeting}}日程を提案していません。',
  card_title: '{{meeting}}日程のご提案',
  card_title_reschedule: '{{meeting}}日程の変更のご相談',
  status_open: '候補日の提示中',
  status_booked: '日程確定',
  status_expired: '期限切れ',
  status_canceled: 'キャンセル',
  status_declined: '別日程を希望',
  status_replaced: '日程変更済み',
  slots_label: '候補日時',
  slot_booked: '確定',
  slot_passed: '終了',
  location_online: 'オンライン',
  location_place: '場所',
  open_meeting_url: '{{meeting}}URLを開く',
  proposed_by: '提案者：{{name}}',
  note_label: '企業からのメッセージ',
  reschedule_reason: '日程変更の理由：{{reason}}',
  declined_message: '応募者のメッセージ：{{message}}',
  canceled_by_user: '応募者がキャンセルしました（理由：{{reason}}）',
  canceled_by_organization: '企業がキャンセルしました（理由：{{reason}}）',
  expired_note: '候補日時が過ぎたため、この提案は終了しました。',
  replaced_note: 'この日程は変更されました。新しい候補日時をご確認ください。',
  declined_note_seeker: '別の日程を希望しました。企業からの新しい候補日時をお待ちください。',
  declined_note_company: '応募者が別の日程を希望しています。',
  pick_slot: 'この日程で確定する',
  pick_slot_label: '{{slot}}で確定する',
  ask_other_times: '別の日程を希望する',
  request_change: '日程の変更を依頼する',
  reschedule: '日程を変更する',
  propose_again: '新しい候補日時を提案する',
  cancel_interview: '{{meeting}}をキャンセルする',
  withdraw_proposal: '提案を取り消す',
  load_error: '面接日程を読み込めませんでした',
  retry: '再読み込み',
  loading: '読み込み中',

  confirm_title: 'この日程で確定しますか？',
  confirm_body:
    '確定すると、あなたと企業に確認メールが届きます。添付のファイルからカレンダーに予定を追加できます。',
  confirm_submit: '確定する',
  back: '戻る',
  decline_title: '別の日程を希望する',
  decline_change_title: '日程の変更を依頼する',
  decline_message_label: '企業へのメッセージ（任意）',
  decline_message_hint: 'ご都合のよい曜日や時間帯を書くと、調整がスムーズです',
  decline_submit: '送信する',
  cancel_title: '{{meeting}}をキャンセルする',
  withdraw_title: '提案を取り消す',
  cancel_reason_label: 'キャンセルの理由',
  cancel_submit: 'キャンセルを確定する',
  withdraw_submit: '取り消す',

  propose_button: '{{meeting}}日程を提案',
  dialog_title: '{{meeting}}日程を提案',
  dialog_title_reschedule: '{{meeting}}日程を変更',
  dialog_lead: '候補日時を最大{{max}}つまで提案できます。応募者が1つ選ぶと日程が確定します。',
  slot_group: '候補{{number}}',
  slot_date: '日付',
  slot_start: '開始',
  slot_end: '終了',
  remove_slot: '候補{{number}}を削除',
  add_slot: '候補日時を追加',
  location_type_label: '{{meeting}}の方法',
  location_type_online: 'オンライン',
  location_type_place: '対面',
  url_label: '{{meeting}}URL',
  url_placeholder: 'https://meet.example.com/…',
  address_label: '{{meeting}}場所（住所）',
  address_placeholder: '東京都千代田区…',
  note_field_label: '応募者へのメッセージ（任意）',
  note_field_placeholder: '当日の流れや持ち物など',
  reason_label: '日程変更の理由',
  reason_default_declined: 'ご希望に合わせて、あらためて候補日時をお送りします。',
  submit: '候補日時を送る',
  cancel: 'やめる',
  sent: '候補日時を送りました',
  toast_booked: '{{meeting}}の日程を確定しました',
  toast_declined: '別の日程の希望を送りました',
  toast_canceled: 'キャンセルしました',
} as const satisfies Record<string, string>;

export type InterviewsTextKey = keyof typeof interviewsJa;

let registered = false;

/**
 * The `interviews` texts, the namespace added on first use (whoever renders first). `{{meeting}}`
 * is 面接 for an application and 面談 for a casual interview request.
 */
export function useInterviewsTranslation(orderKind: OrderKind = 'application') {
  if (!registered) {
    registerNamespace('interviews', interviewsJa);
    registered = true;
  }
  const { t } = useTranslation('interviews');
  const meeting = meetingWordOf(orderKind);
  const translate = useCallback(
    (key: InterviewsTextKey, options: Record<string, string | number> = {}): string =>
      t(key, { meeting, ...options }),
    [t, meeting],
  );
  return { t: translate };
}
