import { isSafeText } from './safe-text';

/** How deep a request's JSON may nest (docs/api.md#text-rule); real bodies stay under 5. */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  /** Keys from the part's root to the offending string, key or container. */
  path: string[];
  problem: 'unsafe_text' | 'too_deep';
}

// The walk keeps its own stack: a body nested thousands deep must get an answer, not a stack
// overflow (JSON.parse builds such values without one).
function walk(value: unknown, maxDepth: number, checkText: boolean): InputProblem | undefined {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (checkText && !isSafeText(current)) return { path, problem: 'unsafe_text' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    // path.length containers lie above this one
    if (path.length + 1 > maxDepth) return { path, problem: 'too_deep' };
    for (const [key, child] of Object.entries(current)) {
      if (checkText && !isSafeText(key)) return { path: [...path, key], problem: 'unsafe_text' };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * The first string or key of a parsed request part that breaks the text rule, or the first
 * container nested deeper than `maxDepth`.
 */
export function findInputProblem(
  value: unknown,
  maxDepth: number = MAX_INPUT_DEPTH,
): InputProblem | undefined {
  return walk(value, maxDepth, true);
}

/** Whether objects and arrays nest deeper than `maxDepth` (the value itself is level 1). */
export function isNestedDeeperThan(value: unknown, maxDepth: number): boolean {
  return walk(value, maxDepth, false) !== undefined;
}
