import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import {
  Button,
  Form,
  FormError,
  PROFILE_LINK_KINDS,
  PROFILE_LINKS_MAX,
  SelectField,
  TextField,
  profileLinkKindLabel,
} from '@jobmatch/shared';
import { useAppForm, useFieldArray } from '@jobmatch/shared/forms';
import {
  PROFILE_LINK_URL_MAX_LENGTH,
  profileLinksInputSchema,
  type ProfileLinksInput,
} from '@jobmatch/shared/schemas';
import type { ProfileLink } from '@jobmatch/shared/contracts';
import type { ProfileFormProps } from './form-props';

const KIND_OPTIONS = PROFILE_LINK_KINDS.map((value) => ({
  value,
  label: profileLinkKindLabel(value) ?? value,
}));

/** The form's rows: a select gives '' until a kind is chosen. */
export interface LinksValues {
  links: (Omit<ProfileLink, 'kind'> & { kind: ProfileLink['kind'] | '' })[];
}

const rowStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0 0 ${theme.space[3]};
  border: 0;
  border-bottom: 1px solid ${theme.colors.border.subtle};
`;

/**
 * Links (GitHub, Qiita, …): a kind and an https URL per row, up to 10. Removing a row only
 * changes the form; キャンセル brings it back.
 */
export function LinksForm({
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: Omit<ProfileFormProps<LinksValues>, 'onSubmit'> & {
  onSubmit: (values: ProfileLinksInput) => Promise<void> | void;
}) {
  const { t } = useTranslation('wizard');
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useAppForm<LinksValues, ProfileLinksInput>(profileLinksInputSchema, { defaultValues });
  const { fields, append, remove } = useFieldArray({ control, name: 'links' });
  return (
    <Form onSubmit={handleSubmit(onSubmit)} {...rest}>
      <p css={{ margin: 0 }}>{t('links_hint')}</p>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} css={rowStyle}>
            <SelectField
              label={t('link_kind_label', { number })}
              placeholder={t('select_placeholder')}
              options={KIND_OPTIONS}
              required
              error={errors.links?.[index]?.kind?.message}
              {...register(`links.${index}.kind`)}
            />
            <TextField
              type="url"
              inputMode="url"
              label={t('link_url_label', { number })}
              placeholder="https://"
              required
              maxLength={PROFILE_LINK_URL_MAX_LENGTH}
              error={errors.links?.[index]?.url?.message}
              {...register(`links.${index}.url`)}
            />
            <Button size="S" variant="ghost" onClick={() => remove(index)}>
              {t('link_remove', { number })}
            </Button>
          </fieldset>
        );
      })}
      {errors.links?.root?.message && <FormError>{errors.links.root.message}</FormError>}
      {fields.length < PROFILE_LINKS_MAX ? (
        <Button variant="secondary" onClick={() => append({ kind: '', url: '' })}>
          {t('link_add')}
        </Button>
      ) : (
        <p css={{ margin: 0 }}>{t('links_limit', { max: PROFILE_LINKS_MAX })}</p>
      )}
      {footer}
    </Form>
  );
}
