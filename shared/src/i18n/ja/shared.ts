// Japanese texts of the `shared` namespace: the design system's own words (close buttons, counters, …).
// The design-system components add their keys here; flat snake_case keys, `{{var}}` interpolation.
export const sharedJa: Record<string, string> = {
  close: '閉じる',
  loading: '読み込み中',
  required: '必須',
};
