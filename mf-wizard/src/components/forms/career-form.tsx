import { useState } from 'react';
import { Form, FormError } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { careerInputSchema, type CareerInput } from '@jobmatch/shared/schemas';
import { CareerListEditor } from '../career/career-list-editor';
import type { ProfileFormProps } from './form-props';

/**
 * 職務経歴 (docs/wizard.md#career-profile): the entries are changed in the list, then saved
 * together; the save button waits while an entry is open.
 */
export function CareerForm({
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<CareerInput>) {
  const [entryOpen, setEntryOpen] = useState(false);
  const {
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useAppForm<CareerInput>(careerInputSchema, { defaultValues });
  return (
    <Form onSubmit={handleSubmit(onSubmit)} {...rest}>
      <CareerListEditor
        value={watch('career')}
        onChange={(career) =>
          setValue('career', career, { shouldValidate: true, shouldDirty: true })
        }
        onEditingChange={setEntryOpen}
      />
      {errors.career?.message && <FormError>{errors.career.message}</FormError>}
      {!entryOpen && footer}
    </Form>
  );
}
