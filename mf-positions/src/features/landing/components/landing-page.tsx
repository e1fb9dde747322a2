import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bodyTextStyle, buttonStyle, pathTo, sectionHeadingStyle } from '@jobmatch/shared';
import { FaqList } from './faq-list';
import { NewestPositions } from './newest-positions';
import { SkillChips } from './skill-chips';

const pageStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[10]};
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: 0 0 ${theme.space[10]};

  & > section:not(:first-of-type) {
    padding: 0 ${theme.space[4]};
  }
`;

const heroStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[10]} ${theme.space[4]} ${theme.space[8]};
  background: linear-gradient(160deg, ${theme.colors.brand.main}, ${theme.colors.brand.active});
  color: ${theme.colors.brand.onMain};
`;

const heroHeadingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.xxxl};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  letter-spacing: ${theme.typography.letterSpacing.heading};
`;

const heroLeadStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
`;

const heroActionsStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

/** A light button on the dark hero (the primary brand button would vanish there). */
const heroSignUpStyle = (theme: Theme) => css`
  background: ${theme.colors.surface.raised};
  color: ${theme.colors.brand.main};
  &:hover {
    background: ${theme.colors.brand.subtle};
  }
`;

const heroSearchStyle = (theme: Theme) => css`
  background: transparent;
  border-color: ${theme.colors.brand.onMain};
  color: ${theme.colors.brand.onMain};
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const cardListStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const cardStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.page};
`;

const cardTitleStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  font-weight: ${theme.typography.fontWeight.bold};
  color: ${theme.colors.brand.active};
`;

const stepLabelStyle = (theme: Theme) => css`
  font-size: ${theme.typography.fontSize.xs};
  font-weight: ${theme.typography.fontWeight.bold};
  color: ${theme.colors.brand.main};
  letter-spacing: 0.08em;
`;

const sectionStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const MERITS = [1, 2, 3] as const;
const STEPS = [1, 2, 3] as const;

function SignUpLink({ onHero = false }: { onHero?: boolean }) {
  const { t } = useTranslation('positions');
  return (
    <Link
      to={pathTo('auth.signup')}
      css={[buttonStyle({ fullWidth: true }), onHero && heroSignUpStyle]}
    >
      {t('sign_up_free')}
    </Link>
  );
}

/** landing.index (guests): hero, merits, newest positions, how-to, skill chips, FAQ and sign-up calls. */
export function LandingPage() {
  const { t } = useTranslation('positions');
  const meritsId = useId();
  const stepsId = useId();
  const ctaId = useId();
  return (
    <div css={pageStyle}>
      <section css={heroStyle} aria-labelledby={`${meritsId}-hero`}>
        <h1 id={`${meritsId}-hero`} css={heroHeadingStyle}>
          {t('hero_heading')}
        </h1>
        <p css={heroLeadStyle}>{t('hero_lead')}</p>
        <div css={heroActionsStyle}>
          <SignUpLink onHero />
          <Link
            to={pathTo('positions.list')}
            css={[buttonStyle({ variant: 'secondary', fullWidth: true }), heroSearchStyle]}
          >
            {t('search_positions')}
          </Link>
        </div>
      </section>

      <section css={sectionStyle} aria-labelledby={meritsId}>
        <h2 id={meritsId} css={sectionHeadingStyle}>
          {t('merits_heading')}
        </h2>
        <ul css={cardListStyle}>
          {MERITS.map((index) => (
            <li key={index} css={cardStyle}>
              <h3 css={cardTitleStyle}>{t(`merit_${index}_title`)}</h3>
              <p css={bodyTextStyle}>{t(`merit_${index}_body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <NewestPositions />

      <section css={sectionStyle} aria-labelledby={stepsId}>
        <h2 id={stepsId} css={sectionHeadingStyle}>
          {t('how_to_heading')}
        </h2>
        <ol css={cardListStyle}>
          {STEPS.map((index) => (
            <li key={index} css={cardStyle}>
              <span css={stepLabelStyle}>{t('step_label', { step: index })}</span>
              <h3 css={cardTitleStyle}>{t(`step_${index}_title`)}</h3>
              <p css={bodyTextStyle}>{t(`step_${index}_body`)}</p>
            </li>
          ))}
        </ol>
        <SignUpLink />
      </section>

      <SkillChips />

      <FaqList />

      <section css={sectionStyle} aria-labelledby={ctaId}>
        <h2 id={ctaId} css={sectionHeadingStyle}>
          {t('cta_heading')}
        </h2>
        <SignUpLink />
      </section>
    </div>
  );
}
