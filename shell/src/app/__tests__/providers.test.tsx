import { act, render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@jobmatch/shared';
import { AppProviders } from '../providers';

function failing(httpCode: number) {
  const queryFn = jest.fn(async () => {
    throw new ApiRequestError({ code: 'wrong_parameter', message: 'refused', httpCode });
  });
  function Probe() {
    const { status, failureCount } = useQuery({ queryKey: ['probe', httpCode], queryFn });
    return (
      <p>
        {status} {failureCount}
      </p>
    );
  }
  return { queryFn, Probe };
}

describe('AppProviders query client', () => {
  it('shows a 4xx at once: the query is never tried again', async () => {
    const { queryFn, Probe } = failing(400);
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    expect(await screen.findByText('error 1')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('still tries a 5xx again', async () => {
    jest.useFakeTimers();
    try {
      const { queryFn, Probe } = failing(503);
      render(
        <AppProviders>
          <Probe />
        </AppProviders>,
      );
      expect(await screen.findByText('pending 1')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(queryFn).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
