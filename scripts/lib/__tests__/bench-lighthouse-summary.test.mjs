// Boiling Lighthouse runs down to one line (docs/performance.md). Run: node --test scripts/lib/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  figuresOf,
  formatFigures,
  median,
  medianRunIndex,
  summarizeRuns,
} from '../bench-lighthouse-summary.mjs';

/** A Lighthouse result with just the parts the bench reads. */
function lhr({ performance, accessibility = 1, fcp = 1000, lcp = 2000, tbt = 100, cls = 0 }) {
  const audit = (numericValue) => ({ numericValue });
  return {
    categories: { performance: { score: performance }, accessibility: { score: accessibility } },
    audits: {
      'first-contentful-paint': audit(fcp),
      'largest-contentful-paint': audit(lcp),
      'total-blocking-time': audit(tbt),
      'cumulative-layout-shift': audit(cls),
      'speed-index': audit(1500),
    },
  };
}

test('median of an odd count is the middle value, of an even count the mean of the middle two', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([10, 40, 20, 30]), 25);
  assert.equal(median([7]), 7);
  assert.throws(() => median([]), /no values/);
});

test('the median run is the middle one by that figure, the earlier one on ties', () => {
  const runs = [{ performance: 80 }, { performance: 60 }, { performance: 70 }];
  assert.equal(medianRunIndex(runs, 'performance'), 2);
  assert.equal(medianRunIndex([{ p: 5 }, { p: 5 }, { p: 5 }], 'p'), 1);
  assert.equal(medianRunIndex([{ p: 9 }, { p: 1 }, { p: 5 }, { p: 7 }], 'p'), 2);
});

test('each figure gets its own median, which may mix runs', () => {
  const runs = [
    figuresOf(lhr({ performance: 0.8, fcp: 1200, lcp: 4000, tbt: 300 })),
    figuresOf(lhr({ performance: 0.6, fcp: 1800, lcp: 3000, tbt: 100 })),
    figuresOf(lhr({ performance: 0.7, fcp: 1500, lcp: 5000, tbt: 200, cls: 0.1 })),
  ];
  const { median: figures, medianPerfRun } = summarizeRuns(runs);
  assert.equal(medianPerfRun, 2);
  assert.equal(figures.performance, 70);
  assert.equal(figures.fcp, 1500);
  assert.equal(figures.lcp, 4000);
  assert.equal(figures.tbt, 200);
  assert.equal(figures.cls, 0);
});

test('figures print as the Lighthouse report shows them', () => {
  const printed = formatFigures(
    figuresOf(lhr({ performance: 0.87, accessibility: 0.96, cls: 0.0123 })),
  );
  assert.deepEqual(printed, {
    performance: '87',
    fcp: '1.0 s',
    lcp: '2.0 s',
    tbt: '100 ms',
    cls: '0.012',
    speedIndex: '1.5 s',
    accessibility: '96',
  });
});

test('a result without a figure is refused, not read as zero', () => {
  const broken = lhr({ performance: 0.5 });
  broken.categories.performance.score = null; // what Lighthouse reports after a failed load
  assert.throws(() => figuresOf(broken), /no performance score/);
});
