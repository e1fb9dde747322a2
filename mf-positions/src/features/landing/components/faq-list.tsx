import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Disclosure, sectionHeadingStyle } from '@jobmatch/shared';

const FAQ_ITEMS = [1, 2, 3, 4] as const;

const listStyle = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.border.subtle};

  & > li {
    border-bottom: 1px solid ${theme.colors.border.subtle};
  }
`;

const answerStyle = (theme: Theme) => css`
  margin: 0;
  padding: 0 0 ${theme.space[4]};
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
  color: ${theme.colors.text.secondary};
`;

/** The four FAQ items; each question expands and collapses its answer. */
export function FaqList() {
  const { t } = useTranslation('positions');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[3] })}
    >
      <h2 id={headingId} css={sectionHeadingStyle}>
        {t('faq_heading')}
      </h2>
      <ul css={listStyle}>
        {FAQ_ITEMS.map((index) => (
          <li key={index}>
            <Disclosure title={t(`faq_${index}_question`)}>
              <p css={answerStyle}>{t(`faq_${index}_answer`)}</p>
            </Disclosure>
          </li>
        ))}
      </ul>
    </section>
  );
}
