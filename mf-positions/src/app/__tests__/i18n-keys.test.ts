import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { positionsJa } from '../i18n/ja';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === '__tests__' || name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('positions texts', () => {
  const files = sourceFiles(path.join(__dirname, '../..'));
  const keys = new Set(Object.keys(positionsJa));

  it('has every literal key the code asks for', () => {
    const missing: string[] = [];
    let found = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([a-z0-9_]+)'/g)) {
        found += 1;
        if (!keys.has(match[1]!)) missing.push(`${path.basename(file)}: ${match[1]}`);
      }
    }
    expect(found).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('has the keys built from templates (statuses, FAQ, steps; category and skill-group names and compensation words are in the shared namespace)', () => {
    const expected = [
      ...['pending', 'processing', 'accepted', 'closed', 'canceled'].map(
        (status) => `order_status_${status}`,
      ),
      ...[1, 2, 3, 4].flatMap((i) => [`faq_${i}_question`, `faq_${i}_answer`]),
      ...[1, 2, 3].flatMap((i) => [
        `merit_${i}_title`,
        `merit_${i}_body`,
        `step_${i}_title`,
        `step_${i}_body`,
      ]),
    ];
    expect(expected.filter((key) => !keys.has(key))).toEqual([]);
  });
});
