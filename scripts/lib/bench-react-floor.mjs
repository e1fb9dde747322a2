// A page's first-load JavaScript against the least a React page can send: the yardstick of
// issue 15 ("first-load JS at most twice the React floor"), docs/performance.md.

/** React + react-dom + scheduler, minified and gzipped: 78.5 KiB. */
export const REACT_FLOOR_BYTES = 80_384;

/** The goal: first-load JavaScript as sent at most this many times the floor. */
export const FLOOR_GOAL = 2;

/** Bytes as KiB with one decimal: `246.1 KiB`. */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** How many React floors `bytes` is. */
export const floorRatio = (bytes) => bytes / REACT_FLOOR_BYTES;

/** `3.13x`: two decimals, so a change of a few KiB shows. */
export const formatRatio = (ratio) => `${ratio.toFixed(2)}x`;

/** `first-load JS 246.1 KiB as sent = 3.13x the React floor (goal <= 2x)` */
export function formatFloorLine(bytes) {
  return `first-load JS ${kib(bytes)} as sent = ${formatRatio(floorRatio(bytes))} the React floor (goal <= ${FLOOR_GOAL}x)`;
}
