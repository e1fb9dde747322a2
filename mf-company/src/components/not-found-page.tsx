import { Link } from 'react-router';
import { EmptyState, PageLayout, buttonStyle } from '@jobmatch/shared';

export interface NotFoundPageProps {
  heading: string;
  /** What may be wrong (the api never says whether the record is another organization's). */
  body: string;
  /** The way back: the record's list. */
  back: { to: string; label: string };
}

/** A record page whose record is not there: an unknown id, or another organization's. */
export function NotFoundPage({ heading, body, back }: NotFoundPageProps) {
  return (
    <PageLayout heading={heading}>
      <EmptyState
        title={body}
        action={
          <Link to={back.to} css={buttonStyle({ variant: 'secondary' })}>
            {back.label}
          </Link>
        }
      />
    </PageLayout>
  );
}
