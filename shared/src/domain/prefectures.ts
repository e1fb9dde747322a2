/**
 * The 47 prefectures in the official order (JIS X 0401 codes 01–47). `key` is the stable
 * identifier used in URLs and filters (`location.tokyo`); `name` is the Japanese name that
 * addresses store (a user's or a position's `addressLine1`).
 */
export const PREFECTURES = [
  { code: '01', key: 'hokkaido', name: '北海道' },
  { code: '02', key: 'aomori', name: '青森県' },
  { code: '03', key: 'iwate', name: '岩手県' },
  { code: '04', key: 'miyagi', name: '宮城県' },
  { code: '05', key: 'akita', name: '秋田県' },
  { code: '06', key: 'yamagata', name: '山形県' },
  { code: '07', key: 'fukushima', name: '福島県' },
  { code: '08', key: 'ibaraki', name: '茨城県' },
  { code: '09', key: 'tochigi', name: '栃木県' },
  { code: '10', key: 'gunma', name: '群馬県' },
  { code: '11', key: 'saitama', name: '埼玉県' },
  { code: '12', key: 'chiba', name: '千葉県' },
  { code: '13', key: 'tokyo', name: '東京都' },
  { code: '14', key: 'kanagawa', name: '神奈川県' },
  { code: '15', key: 'niigata', name: '新潟県' },
  { code: '16', key: 'toyama', name: '富山県' },
  { code: '17', key: 'ishikawa', name: '石川県' },
  { code: '18', key: 'fukui', name: '福井県' },
  { code: '19', key: 'yamanashi', name: '山梨県' },
  { code: '20', key: 'nagano', name: '長野県' },
  { code: '21', key: 'gifu', name: '岐阜県' },
  { code: '22', key: 'shizuoka', name: '静岡県' },
  { code: '23', key: 'aichi', name: '愛知県' },
  { code: '24', key: 'mie', name: '三重県' },
  { code: '25', key: 'shiga', name: '滋賀県' },
  { code: '26', key: 'kyoto', name: '京都府' },
  { code: '27', key: 'osaka', name: '大阪府' },
  { code: '28', key: 'hyogo', name: '兵庫県' },
  { code: '29', key: 'nara', name: '奈良県' },
  { code: '30', key: 'wakayama', name: '和歌山県' },
  { code: '31', key: 'tottori', name: '鳥取県' },
  { code: '32', key: 'shimane', name: '島根県' },
  { code: '33', key: 'okayama', name: '岡山県' },
  { code: '34', key: 'hiroshima', name: '広島県' },
  { code: '35', key: 'yamaguchi', name: '山口県' },
  { code: '36', key: 'tokushima', name: '徳島県' },
  { code: '37', key: 'kagawa', name: '香川県' },
  { code: '38', key: 'ehime', name: '愛媛県' },
  { code: '39', key: 'kochi', name: '高知県' },
  { code: '40', key: 'fukuoka', name: '福岡県' },
  { code: '41', key: 'saga', name: '佐賀県' },
  { code: '42', key: 'nagasaki', name: '長崎県' },
  { code: '43', key: 'kumamoto', name: '熊本県' },
  { code: '44', key: 'oita', name: '大分県' },
  { code: '45', key: 'miyazaki', name: '宮崎県' },
  { code: '46', key: 'kagoshima', name: '鹿児島県' },
  { code: '47', key: 'okinawa', name: '沖縄県' },
] as const;

export type Prefecture = (typeof PREFECTURES)[number];
export type PrefectureKey = Prefecture['key'];

/** A prefecture by its key (`tokyo`), its Japanese name (`東京都`) or its code (`13`); undefined otherwise. */
export function findPrefecture(value: string | null | undefined): Prefecture | undefined {
  if (!value) return undefined;
  return PREFECTURES.find(
    (prefecture) =>
      prefecture.key === value || prefecture.name === value || prefecture.code === value,
  );
}
