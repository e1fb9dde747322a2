import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../../config/api-paths';
import { migrate } from '../../../db/migrate';
import { createPgliteDatabase } from '../../../db/pglite-database';
import { organizationNameKey } from '../organization-name-key';
import { SLOW_BY_DESIGN_MS } from '../../../../test/support/time-limits';

describe('organizationNameKey', () => {
  test.each([
    ['a zero-width space', 'Job\u200BMatch'],
    ['a zero-width joiner, a word joiner and a byte order mark', '\uFEFFJob\u200DMa\u2060tch'],
    ['a soft hyphen', 'Job\u00ADMatch'],
    ['full-width letters', 'ＪｏｂＭａｔｃｈ'],
    ['another case', 'JOBMATCH'],
    ['surrounding spaces, an ideographic one too', '\u3000 jobmatch\t'],
    ['a braille blank', 'JobMatch\u2800'],
  ])('%s: the same name as JobMatch', (_what, name) => {
    expect(organizationNameKey(name)).toBe(organizationNameKey('JobMatch'));
  });

  test('an invisible character between a letter and its combining mark does not keep them apart', () => {
    expect(organizationNameKey('Cafe\u200B\u0301')).toBe(organizationNameKey('Café'));
  });

  test('whitespace runs inside a name become one space', () => {
    expect(organizationNameKey('株式会社  ジョブ\u3000\u3000マッチ')).toBe(
      '株式会社 ジョブ マッチ',
    );
    expect(organizationNameKey('Job Match')).not.toBe(organizationNameKey('JobMatch'));
  });

  test('half-width katakana and visible differences stay apart or join as NFKC says', () => {
    expect(organizationNameKey('ｼﾞｮﾌﾞﾏｯﾁ')).toBe(organizationNameKey('ジョブマッチ'));
    expect(organizationNameKey('ジョブマッチ')).not.toBe(
      organizationNameKey('ジョブマッチ株式会社'),
    );
  });
});

describe('migration 0151 on the organizations already there', () => {
  const KEY_MIGRATION = '0151_organization_name_key.sql';

  test(
    'the backfill computes the same key as the api; a later look-alike gets its id appended',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'name-key-migration-'));
      const db = await createPgliteDatabase('memory://');
      try {
        const before = (await readdir(MIGRATIONS_DIR)).filter((file) => file < KEY_MIGRATION);
        for (const file of before)
          await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
        await migrate(db, dir);
        const names = [
          ['a', 'ＪｏｂＭａｔｃｈ\u3000 Ｌａｂｓ', 'normal', '2026-01-01'],
          ['b', 'jobmatch\u200B labs', 'pending', '2026-01-02'],
          ['c', '\uFEFFJobMatch  Labs\u00AD', 'rejected', '2026-01-03'],
          ['d', '株式会社\u2060 ｻｸﾗﾃｯｸﾗﾎﾞ', 'normal', '2026-01-04'],
          ['e', 'Cafe\u200B\u0301\u2800', 'normal', '2026-01-05'],
        ];
        for (const [id, name, status, createdAt] of names)
          await db.query(
            `INSERT INTO organizations (id, name, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
            [id, name, status, createdAt],
          );
        await copyFile(path.join(MIGRATIONS_DIR, KEY_MIGRATION), path.join(dir, KEY_MIGRATION));
        expect(await migrate(db, dir)).toEqual([KEY_MIGRATION]);

        const { rows } = await db.query<{ id: string; name: string; name_key: string }>(
          'SELECT id, name, name_key FROM organizations ORDER BY id',
        );
        expect(rows.map((row) => [row.id, row.name_key])).toEqual([
          ['a', 'jobmatch labs'],
          ['b', 'jobmatch labs #b'],
          ['c', 'jobmatch labs'],
          ['d', '株式会社 サクラテックラボ'],
          ['e', 'café'],
        ]);
        for (const row of rows.filter((row) => row.id !== 'b'))
          expect(row.name_key).toBe(organizationNameKey(row.name));
      } finally {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
    SLOW_BY_DESIGN_MS,
  );
});
