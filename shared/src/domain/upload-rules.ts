import type { AttachmentType } from '../contracts/company';
import { ensureI18n } from '../i18n/i18n-instance';

// The limits of uploaded attachments (docs/company.md#attachments-catalog-service-apicatalog). The api refuses an upload URL
// outside them; the apps check the same rules before asking, so a person learns at once.

/** What one kind of attachment may be. */
export interface UploadRule {
  /** Accepted MIME types, in the order the message names them. */
  readonly types: readonly string[];
  /** Bytes; an empty file is never an image. */
  readonly minBytes: number;
  readonly maxBytes: number;
  /** Files per upload. */
  readonly maxCount: number;
}

/**
 * The types attachments may have: the extension their object ids end in (the api serves a file
 * with the type its extension names) and the name people know them by.
 */
export const UPLOAD_FILE_TYPES: Readonly<Record<string, { extension: string; label: string }>> = {
  'image/png': { extension: 'png', label: 'PNG' },
  'image/jpeg': { extension: 'jpg', label: 'JPEG' },
  'image/webp': { extension: 'webp', label: 'WebP' },
};

const IMAGE_TYPES = Object.keys(UPLOAD_FILE_TYPES);
const MB = 1024 * 1024;

export const UPLOAD_RULES: Readonly<Record<AttachmentType, UploadRule>> = {
  logo: { types: IMAGE_TYPES, minBytes: 1, maxBytes: 2 * MB, maxCount: 1 },
  icon: { types: IMAGE_TYPES, minBytes: 1, maxBytes: 2 * MB, maxCount: 1 },
  title_image: { types: IMAGE_TYPES, minBytes: 1, maxBytes: 5 * MB, maxCount: 1 },
};

export const ATTACHMENT_TYPES = Object.keys(UPLOAD_RULES) as AttachmentType[];

export function isAttachmentType(value: unknown): value is AttachmentType {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_RULES, value);
}

/** What `checkUploadFiles` reads of a file (a `File` has both). */
export interface UploadCandidate {
  readonly type: string;
  readonly size: number;
}

const text = (key: string, values: Record<string, unknown> = {}) =>
  ensureI18n().t(key, { ns: 'shared', ...values });

const bytes = (n: number) => n.toLocaleString('ja-JP');

/**
 * The Japanese messages of every rule the chosen files break, empty when they may be uploaded
 * (the spec's 'Too many files', 'File type must be …', 'File is larger than … bytes' and 'File is
 * smaller than … bytes'): too many files alone, else each file's type and then its size.
 */
export function checkUploadFiles(files: ArrayLike<UploadCandidate>, rule: UploadRule): string[] {
  if (files.length > rule.maxCount) return [text('upload_too_many_files')];
  const problems: string[] = [];
  for (const file of Array.from(files)) {
    if (!rule.types.includes(file.type.toLowerCase())) {
      const types = rule.types.map((type) => UPLOAD_FILE_TYPES[type]?.label ?? type);
      problems.push(text('upload_file_type', { types: types.join('、') }));
    }
    if (file.size > rule.maxBytes)
      problems.push(text('upload_file_too_large', { n: bytes(rule.maxBytes) }));
    else if (file.size < rule.minBytes)
      problems.push(text('upload_file_too_small', { n: bytes(rule.minBytes) }));
  }
  return problems;
}
