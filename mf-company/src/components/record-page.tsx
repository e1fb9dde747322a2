import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ApiRequestError,
  LoadError,
  PageLayout,
  RouteLoading,
  errorCodeOf,
  errorMessage,
} from '@jobmatch/shared';

export interface RecordPageProps<T> {
  /** The record's query (a posting, an application). */
  query: UseQueryResult<T>;
  /** The page's heading while it cannot show the record (a failed load). */
  heading: string;
  /** The page for a `404`: an unknown id, or another organization's. */
  notFound: ReactNode;
  /** The page once the record is there. */
  children: (record: T) => ReactNode;
}

/**
 * A page of one record of the organization, the one way: the page once the record is there, its
 * not-found page on a `404`, a load error with a retry on any other failure, else loading.
 */
export function RecordPage<T>({ query, heading, notFound, children }: RecordPageProps<T>) {
  const { data, error } = query;
  if (data !== undefined) return children(data);
  if (error instanceof ApiRequestError && error.httpCode === 404) return notFound;
  if (error)
    return (
      <PageLayout heading={heading}>
        <LoadError
          message={errorMessage(errorCodeOf(error)) ?? undefined}
          onRetry={() => void query.refetch()}
        />
      </PageLayout>
    );
  return <RouteLoading />;
}
