import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, skillGroupLabel, type SkillGroupWithItems } from '@jobmatch/shared';
import { CheckboxGroupField, useAppForm } from '@jobmatch/shared/forms';
import * as v from 'valibot';
import { CLIENT_MESSAGES } from '@jobmatch/shared/errors';
import { createSkillGroupInputSchema, type SkillGroupInput } from '@jobmatch/shared/schemas';
import type { ProfileFormProps } from './form-props';

/** Checkboxes per skill group: one group on a wizard sub-page, every offered group on the profile page. */
export function SkillsForm({
  groups,
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<SkillGroupInput> & {
  groups: readonly Pick<SkillGroupWithItems, 'key' | 'name' | 'items'>[];
}) {
  const { t } = useTranslation('wizard');
  const schema = useMemo(() => {
    const entries = groups.map((group) => {
      const groupSchema = createSkillGroupInputSchema(
        group.key,
        group.items.map((item) => item.key),
      );
      return [group.key, groupSchema.entries.skillGroups.entries[group.key]!] as const;
    });
    return v.object({ skillGroups: v.object(Object.fromEntries(entries)) });
  }, [groups]);
  const { control, handleSubmit } = useAppForm<SkillGroupInput>(schema, {
    defaultValues: {
      skillGroups: Object.fromEntries(
        groups.map((group) => [group.key, defaultValues.skillGroups[group.key] ?? []]),
      ),
    },
  });

  // docs/wizard.md#internal-errors: an empty option list is a programming error, raised to the error page.
  if (groups.length === 0 || groups.some((group) => group.items.length === 0))
    throw new Error(CLIENT_MESSAGES.noSkills);
  return (
    <Form onSubmit={handleSubmit(onSubmit)} {...rest}>
      {groups.map((group) => (
        <CheckboxGroupField
          key={group.key}
          control={control}
          name={`skillGroups.${group.key}`}
          legend={t('skills_legend', { group: skillGroupLabel(group) })}
          options={group.items.map((item) => ({ value: item.key, label: item.value }))}
        />
      ))}
      {footer}
    </Form>
  );
}
