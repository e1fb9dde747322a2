import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { CLIENT_MESSAGES } from '@jobmatch/shared/errors';
import { createSkillGroupInputSchema, type SkillGroupInput } from '@jobmatch/shared/schemas';
import { useValueLabels } from '../../lib/labels';
import type { SkillGroupOptions } from '../../lib/skill-groups';
import { CheckboxGroup } from './checkbox-group';
import type { ProfileFormProps } from './form-props';
import { ProfileFormFrame } from './profile-form-frame';

/** Checkboxes per skill group: one group on a wizard sub-page, every offered group on the profile page. */
export function SkillsForm({
  groups,
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<SkillGroupInput> & { groups: readonly SkillGroupOptions[] }) {
  const { t } = useTranslation('wizard');
  const labels = useValueLabels();
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
  const { control, handleSubmit } = useForm<SkillGroupInput>({
    resolver: valibotResolver(schema),
    mode: 'onChange',
    shouldFocusError: true,
    defaultValues: {
      skillGroups: Object.fromEntries(
        groups.map((group) => [group.key, defaultValues.skillGroups[group.key] ?? []]),
      ),
    },
  });

  // Spec section 5: an empty option list is a programming error, raised to the error page.
  if (groups.length === 0 || groups.some((group) => group.items.length === 0))
    throw new Error(CLIENT_MESSAGES.noSkills);
  return (
    <ProfileFormFrame onSubmit={handleSubmit(onSubmit)} footer={footer} {...rest}>
      {groups.map((group) => (
        <CheckboxGroup
          key={group.key}
          control={control}
          name={`skillGroups.${group.key}`}
          legend={t('skills_legend', { group: labels.skillGroup(group.key, group.name) })}
          options={group.items.map((item) => ({ value: item.key, label: item.value }))}
        />
      ))}
    </ProfileFormFrame>
  );
}
