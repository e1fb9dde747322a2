import { configure } from '@testing-library/react';

/**
 * Suites that render the whole filter panel (48 location boxes, role queries with names) are
 * slow in jsdom, more so on a busy CI machine: their `findBy…` and `waitFor` wait up to 5 s. A
 * test that is slow as a whole says so with its own limit (WHOLE_FORM_TEST_MS).
 */
export function allowSlowDom() {
  configure({ asyncUtilTimeout: 5000 });
}
