// Japanese texts of the `company` namespace: every word the company and admin screens show (flat
// snake_case keys, `{{var}}` interpolation). Error-code messages come from the shared `errors`
// namespace; a form's own text for a code is passed to FormServerError. Each feature adds its keys
// under its own heading.
export const companyJa = {
  // Page titles (handle.titleKey)
  apply_title: '利用申請',
  accept_invitation_title: '招待の受け入れ',
  mypage_title: '企業マイページ',
  registration_title: '企業情報の登録',
  profile_title: '企業情報',
  members_title: 'メンバー管理',
  applications_title: '企業の利用申請',
  application_detail_title: '利用申請の詳細',
};
