import { useId, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link, useLoaderData, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Chip,
  bodyTextStyle,
  categoryLabel,
  chipListStyle,
  formatDate,
  pageHeadingStyle,
  pathTo,
  secondaryTextStyle,
  sectionHeadingStyle,
  textLinkStyle,
  useSkillIndex,
} from '@jobmatch/shared';
import {
  prefectureLabel,
  productChips,
  productCompensation,
  productTags,
} from '../../../lib/product-view';
import type { Product } from '../../../types/catalog';
import { useProduct } from '../api/get-product';
import { ApplyFlow } from './apply-flow';

const articleStyle = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`;

const imageStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  aspect-ratio: 1368 / 540;
  object-fit: cover;
  background: linear-gradient(135deg, ${theme.colors.brand.subtle}, ${theme.colors.brand.border});
`;

const contentStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[8]};
`;

const headerStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const companyLinkStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.layout.touchTarget};
  font-size: ${theme.typography.fontSize.s};
`;

const iconStyle = (theme: Theme) => css`
  width: 32px;
  height: 32px;
  border-radius: ${theme.radii.pill};
  object-fit: cover;
  background: ${theme.colors.neutral[100]};
`;

const sectionStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const detailsStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 7em minmax(0, 1fr);
  gap: ${theme.space[2]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};

  & > dt {
    font-weight: ${theme.typography.fontWeight.bold};
    color: ${theme.colors.text.secondary};
  }
  & > dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const companyBoxStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.page};
`;

function TextSection({ title, children }: { title: string; children: string | null | undefined }) {
  const id = useId();
  if (!children?.trim()) return null;
  return (
    <section css={sectionStyle} aria-labelledby={id}>
      <h2 id={id} css={sectionHeadingStyle}>
        {title}
      </h2>
      <p css={bodyTextStyle}>{children}</p>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** positions.show: the full posting with its company link, chips, tags and the sticky apply button. */
export function PositionPage() {
  const { productId = '' } = useParams();
  const loaded = useLoaderData() as Product | undefined;
  const { data: product } = useProduct(productId, loaded);
  if (!product) return null;
  return <PositionDetail product={product} />;
}

function PositionDetail({ product }: { product: Product }) {
  const { t } = useTranslation('positions');
  const skills = useSkillIndex();
  const detailsId = useId();
  const companyId = useId();
  const fields = product.customFields ?? {};
  const chips = productChips(t, product);
  const tags = productTags(t, product, skills);
  const location = [prefectureLabel(product.addressLine1), product.addressLine2]
    .filter(Boolean)
    .join(' ');
  const publishedOn = product.publication.since ?? product.publication.publishedAt;
  const organizationHref = pathTo('organization.show', { organizationId: product.organizationId });
  const organizationName = product.organization?.name ?? '';

  return (
    <>
      <article css={articleStyle} aria-labelledby={`${detailsId}-title`}>
        {product.images?.[0]?.url ? (
          <img src={product.images[0].url} alt="" css={imageStyle} />
        ) : (
          <div aria-hidden="true" css={imageStyle} />
        )}
        <div css={contentStyle}>
          <header css={headerStyle}>
            {chips.length > 0 && (
              <ul css={chipListStyle}>
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <Chip size="S" variant={chip.variant}>
                      {chip.label}
                    </Chip>
                  </li>
                ))}
              </ul>
            )}
            <h1 id={`${detailsId}-title`} css={pageHeadingStyle}>
              {product.name}
            </h1>
            {organizationName && (
              <Link to={organizationHref} css={[textLinkStyle, companyLinkStyle]}>
                {product.organization?.iconImageUri && (
                  <img src={product.organization.iconImageUri} alt="" css={iconStyle} />
                )}
                {organizationName}
              </Link>
            )}
            {tags.length > 0 && (
              <ul css={chipListStyle} aria-label={t('card_tags')}>
                {tags.map((tag) => (
                  <li key={tag.key}>
                    <Chip size="XS" variant="outline">
                      {tag.label}
                    </Chip>
                  </li>
                ))}
              </ul>
            )}
          </header>

          <TextSection title={t('position_description')}>{product.description}</TextSection>
          <TextSection title={t('position_requirements')}>
            {fields.position_requirements}
          </TextSection>
          <TextSection title={t('position_work_compensation')}>
            {fields.work_compensation}
          </TextSection>

          <section css={sectionStyle} aria-labelledby={detailsId}>
            <h2 id={detailsId} css={sectionHeadingStyle}>
              {t('position_details')}
            </h2>
            <dl css={detailsStyle}>
              <Detail term={t('position_category')}>
                {product.category && categoryLabel(product.category)}
              </Detail>
              <Detail term={t('position_compensation')}>{productCompensation(product)}</Detail>
              <Detail term={t('position_location')}>{location || null}</Detail>
              <Detail term={t('position_location_notes')}>{fields.location_notes}</Detail>
              <Detail term={t('position_work_hours')}>
                {fields.work_start_time && fields.work_end_time
                  ? t('position_work_hours_value', {
                      start: fields.work_start_time,
                      end: fields.work_end_time,
                    })
                  : null}
              </Detail>
              <Detail term={t('position_contract_months')}>
                {fields.contract_months
                  ? t('position_contract_months_value', { months: fields.contract_months })
                  : null}
              </Detail>
              <Detail term={t('position_published')}>
                {publishedOn ? formatDate(publishedOn) : null}
              </Detail>
            </dl>
          </section>

          {organizationName && (
            <section css={companyBoxStyle} aria-labelledby={companyId}>
              <h2 id={companyId} css={sectionHeadingStyle}>
                {t('company_heading')}
              </h2>
              <p css={[bodyTextStyle, { fontWeight: 700 }]}>{organizationName}</p>
              {typeof product.organizationProductCount === 'number' && (
                <p css={secondaryTextStyle}>
                  {t('company_positions_count', { count: product.organizationProductCount })}
                </p>
              )}
              <Link to={organizationHref} css={textLinkStyle}>
                {t('company_link', { name: organizationName })}
              </Link>
            </section>
          )}
        </div>
      </article>
      <ApplyFlow product={product} />
    </>
  );
}
