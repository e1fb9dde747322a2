import { configure } from '@testing-library/react';

/**
 * Suites that render the whole filter panel (48 location boxes, role queries with names) are
 * slow in jsdom, more so on a busy CI machine: give them room instead of flaky time-outs.
 */
export function allowSlowDom() {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);
}
