import { checkUploadFiles, isAttachmentType, UPLOAD_RULES } from '..';

const MB = 1024 * 1024;
const png = (size = 1000) => ({ type: 'image/png', size });

describe('UPLOAD_RULES', () => {
  it('are docs/company.md’s limits: images of 2 MB (logo, icon) and 5 MB (title image), one at a time', () => {
    const images = ['image/png', 'image/jpeg', 'image/webp'];
    expect(UPLOAD_RULES).toEqual({
      logo: { types: images, minBytes: 1, maxBytes: 2 * MB, maxCount: 1 },
      icon: { types: images, minBytes: 1, maxBytes: 2 * MB, maxCount: 1 },
      title_image: { types: images, minBytes: 1, maxBytes: 5 * MB, maxCount: 1 },
    });
    expect(isAttachmentType('logo')).toBe(true);
    expect(isAttachmentType('banner')).toBe(false);
    expect(isAttachmentType('toString')).toBe(false);
  });
});

describe('checkUploadFiles', () => {
  const { logo, title_image: titleImage } = UPLOAD_RULES;

  it('passes one file within the rule', () => {
    expect(checkUploadFiles([png()], logo)).toEqual([]);
    expect(checkUploadFiles([{ type: 'image/jpeg', size: 2 * MB }], logo)).toEqual([]);
    expect(checkUploadFiles([{ type: 'IMAGE/WEBP', size: 5 * MB }], titleImage)).toEqual([]);
  });

  it('names the accepted types for any other type', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', ''])
      expect(checkUploadFiles([{ type, size: 10 }], logo)).toEqual([
        'ファイル形式はPNG、JPEG、WebPのいずれかにしてください',
      ]);
  });

  it('names the limit in bytes for a file too large, or empty', () => {
    expect(checkUploadFiles([png(2 * MB + 1)], logo)).toEqual([
      'ファイルサイズは2,097,152バイト以下にしてください',
    ]);
    expect(checkUploadFiles([png(5 * MB + 1)], titleImage)).toEqual([
      'ファイルサイズは5,242,880バイト以下にしてください',
    ]);
    expect(checkUploadFiles([png(0)], logo)).toEqual(['ファイルサイズは1バイト以上にしてください']);
  });

  it('gives every problem of the file, type first', () => {
    expect(checkUploadFiles([{ type: 'image/gif', size: 3 * MB }], logo)).toEqual([
      'ファイル形式はPNG、JPEG、WebPのいずれかにしてください',
      'ファイルサイズは2,097,152バイト以下にしてください',
    ]);
  });

  it('refuses more than one file at once, whatever they are', () => {
    expect(checkUploadFiles([png(), png()], logo)).toEqual(['ファイルは1つだけ選択してください']);
  });
});
