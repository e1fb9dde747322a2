import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout, buttonStyle, pathTo, secondaryTextStyle } from '@jobmatch/shared';
import { useSession } from 'shell/session';
import { NewestPositions } from './newest-positions';
import { RecommendedPositions } from './recommended-positions';

/**
 * landing.mypage (onboarded users): the job-activity button, おすすめ求人 (docs/matching.md) and the
 * five newest positions without company lines.
 */
export function MypagePage() {
  const { t } = useTranslation('positions');
  const { user } = useSession();
  return (
    <PageLayout heading={t('mypage_heading')}>
      {user?.name && <p css={secondaryTextStyle}>{t('mypage_greeting', { name: user.name })}</p>}
      <Link to={pathTo('job-applications.list')} css={buttonStyle({ fullWidth: true })}>
        {t('job_activity')}
      </Link>
      <RecommendedPositions />
      <NewestPositions withSubtitle={false} />
    </PageLayout>
  );
}
