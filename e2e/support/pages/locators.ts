import type { Locator, Page } from '@playwright/test';

type Scope = Page | Locator;

/** A control that may be a link or a button (navigation styled as a button, or vice versa). */
export function action(
  scope: Scope,
  name: string | RegExp,
  exact = typeof name === 'string',
): Locator {
  return scope.getByRole('link', { name, exact }).or(scope.getByRole('button', { name, exact }));
}
