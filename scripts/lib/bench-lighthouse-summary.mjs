// The figures `pnpm bench` reads from Lighthouse results, and how several runs of one page are
// boiled down to one line: the median of each figure on its own, plus which run had the median
// performance score (the run to open when a figure looks odd). No Lighthouse import here, so the
// tests load it in milliseconds.

const score = (value) => String(Math.round(value));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms) => `${Math.round(ms)} ms`;

/**
 * The figures of one run, in print order. Scores are 0-100 as the report shows them; times are
 * milliseconds; CLS has no unit.
 * @type {{ key: string, title: string, read: (lhr: any) => number, format: (value: number) => string }[]}
 */
export const LIGHTHOUSE_FIGURES = [
  { key: 'performance', title: 'perf', read: categoryScore('performance'), format: score },
  { key: 'fcp', title: 'FCP', read: auditValue('first-contentful-paint'), format: seconds },
  { key: 'lcp', title: 'LCP', read: auditValue('largest-contentful-paint'), format: seconds },
  { key: 'tbt', title: 'TBT', read: auditValue('total-blocking-time'), format: milliseconds },
  {
    key: 'cls',
    title: 'CLS',
    read: auditValue('cumulative-layout-shift'),
    format: (value) => value.toFixed(3),
  },
  { key: 'speedIndex', title: 'SI', read: auditValue('speed-index'), format: seconds },
  { key: 'accessibility', title: 'a11y', read: categoryScore('accessibility'), format: score },
];

function categoryScore(id) {
  return (lhr) => {
    const value = lhr.categories?.[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse result has no ${id} score`);
    return value * 100;
  };
}

function auditValue(id) {
  return (lhr) => {
    const value = lhr.audits?.[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse result has no value for ${id}`);
    return value;
  };
}

/**
 * One run's figures from a Lighthouse result (`lhr`).
 * @returns {Record<string, number>}
 */
export function figuresOf(lhr) {
  return Object.fromEntries(LIGHTHOUSE_FIGURES.map((figure) => [figure.key, figure.read(lhr)]));
}

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Index of the run whose `key` is the median: the middle of the runs sorted by it (the lower
 * middle for an even count; on ties, the earlier run).
 * @param {Record<string, number>[]} runs
 */
export function medianRunIndex(runs, key) {
  if (runs.length === 0) throw new Error('median run of no runs');
  const order = runs.map((_, index) => index).sort((a, b) => runs[a][key] - runs[b][key] || a - b);
  return order[Math.floor((runs.length - 1) / 2)];
}

/**
 * The median of every figure on its own (so the line can mix runs: the median FCP and the
 * median LCP may come from different runs), and the index of the median-performance run.
 * @param {Record<string, number>[]} runs
 * @returns {{ median: Record<string, number>, medianPerfRun: number }}
 */
export function summarizeRuns(runs) {
  return {
    median: Object.fromEntries(
      LIGHTHOUSE_FIGURES.map((figure) => [figure.key, median(runs.map((run) => run[figure.key]))]),
    ),
    medianPerfRun: medianRunIndex(runs, 'performance'),
  };
}

/** Figures as printed: `{ perf: '87', FCP: '1.9 s', … }` keyed by the figure's key. */
export function formatFigures(figures) {
  return Object.fromEntries(
    LIGHTHOUSE_FIGURES.map((figure) => [figure.key, figure.format(figures[figure.key])]),
  );
}
