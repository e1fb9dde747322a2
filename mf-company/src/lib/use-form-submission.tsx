import { useState } from 'react';
import { FormServerError, errorCodeOf } from '@jobmatch/shared';

/** Takes a failure out of the form-level message: true when the page showed it its own way. */
export type SubmissionErrorHandler = (code: string | null, error: unknown) => boolean;

/**
 * The server side of a company form or dialog, the one way: `submit(action)` runs the call and
 * resolves whether it succeeded; a failure shows as `serverError` (put it above the fields)
 * unless `handle` takes it (a taken name shown on the name field, a spent link). Codes read as the
 * error catalogue puts them; `messages` are the form's own texts (already translated) for codes
 * whose catalogue text says less than the form can.
 */
export function useFormSubmission(messages: Partial<Record<string, string>> = {}) {
  const [error, setError] = useState<unknown>(null);

  const submit = async (
    action: () => Promise<unknown>,
    handle?: SubmissionErrorHandler,
  ): Promise<boolean> => {
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      if (!handle?.(errorCodeOf(caught), caught)) setError(caught);
      return false;
    }
  };

  return {
    submit,
    clearServerError: () => setError(null),
    serverError: <FormServerError error={error} messages={messages} />,
  };
}
