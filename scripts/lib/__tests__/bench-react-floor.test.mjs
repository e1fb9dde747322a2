// First-load JavaScript against the React floor (docs/performance.md). Run: node --test scripts/lib/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REACT_FLOOR_BYTES, floorRatio, formatFloorLine, kib } from '../bench-react-floor.mjs';

test('the floor is 78.5 KiB', () => {
  assert.equal(kib(REACT_FLOOR_BYTES), '78.5 KiB');
  assert.equal(floorRatio(REACT_FLOOR_BYTES), 1);
});

test('the line gives the bytes in KiB, the ratio with two decimals and the goal', () => {
  assert.equal(
    formatFloorLine(252_006),
    'first-load JS 246.1 KiB as sent = 3.14x the React floor (goal <= 2x)',
  );
  assert.equal(
    formatFloorLine(2 * REACT_FLOOR_BYTES),
    'first-load JS 157.0 KiB as sent = 2.00x the React floor (goal <= 2x)',
  );
});
