// The scripts' plain-text tables. Run: node --test scripts/lib/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatTable } from '../text-table.mjs';

test('columns are as wide as their widest cell, numbers aligned right', () => {
  const table = formatTable(
    [
      { name: 'main.js', size: '32.0 KB' },
      { name: 'a-much-longer-name.js', size: '1.2 KB' },
    ],
    [
      { key: 'name', title: 'file' },
      { key: 'size', title: 'size', right: true },
    ],
  );
  assert.equal(
    table,
    [
      'file                      size',
      '---------------------  -------',
      'main.js                32.0 KB',
      'a-much-longer-name.js   1.2 KB',
    ].join('\n'),
  );
});
