import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppForm } from '../../forms';
import { sharedJa } from '../../i18n/ja/shared';
import { resetPasswordInputSchema, validationMessages } from '../../schemas';
import { passwordErrors, passwordRuleMessages } from '../../schemas/messages';
import { renderWithProviders } from '../../testing';
import { NewPasswordFields, type NewPasswordValues } from '../account-fields';

function NewPasswordForm() {
  const {
    register,
    formState: { errors },
  } = useAppForm<NewPasswordValues>(resetPasswordInputSchema, {
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  return (
    <form>
      <NewPasswordFields register={register} errors={errors} />
    </form>
  );
}

const newPassword = () =>
  screen.getByLabelText(new RegExp(`^${sharedJa.new_password_label!}(?!（)`), {
    selector: 'input',
  });
const confirmation = () =>
  screen.getByLabelText(new RegExp(`^${sharedJa.confirm_password_label!}`), { selector: 'input' });

describe('NewPasswordFields', () => {
  it('are two required new-password fields, the first with the password rules as its hint', () => {
    renderWithProviders(<NewPasswordForm />);
    for (const field of [newPassword(), confirmation()]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      expect(field).toBeRequired();
    }
    expect(newPassword()).toHaveAccessibleDescription(
      expect.stringContaining(sharedJa.password_hint!),
    );
  });

  it('show the rule messages and re-check the match when the first field changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewPasswordForm />);
    await user.type(newPassword(), 'abcdefg');
    expect(
      await screen.findByText(
        passwordErrors([passwordRuleMessages.minLength(8), passwordRuleMessages.digit]),
      ),
    ).toBeInTheDocument();
    await user.clear(newPassword());
    await user.type(newPassword(), 'secret12');
    await user.type(confirmation(), 'secret123');
    expect(await screen.findByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    await user.type(newPassword(), '3');
    await waitFor(() =>
      expect(screen.queryByText(validationMessages.passwordsDoNotMatch)).not.toBeInTheDocument(),
    );
  });
});
