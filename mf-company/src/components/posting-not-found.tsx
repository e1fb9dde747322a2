import { useTranslation } from 'react-i18next';
import { pathTo } from '@jobmatch/shared';
import { NotFoundPage } from './not-found-page';

/** A posting page (its detail, edit form or applicants) for an unknown posting, or another organization's. */
export function PostingNotFound() {
  const { t } = useTranslation('company');
  return (
    <NotFoundPage
      heading={t('job_not_found_heading')}
      body={t('job_not_found_body')}
      back={{ to: pathTo('company.jobs'), label: t('job_back_to_list') }}
    />
  );
}
