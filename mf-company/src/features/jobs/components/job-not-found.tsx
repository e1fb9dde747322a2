import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout, buttonStyle, pathTo } from '@jobmatch/shared';

/** An unknown posting, or another organization's (the api never says which). */
export function JobNotFound() {
  const { t } = useTranslation('company');
  return (
    <PageLayout heading={t('job_not_found_heading')}>
      <EmptyState
        title={t('job_not_found_body')}
        action={
          <Link to={pathTo('company.jobs')} css={buttonStyle({ variant: 'secondary' })}>
            {t('job_back_to_list')}
          </Link>
        }
      />
    </PageLayout>
  );
}
