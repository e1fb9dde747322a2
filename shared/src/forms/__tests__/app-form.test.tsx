import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderWithProviders } from '../../testing';
import { EmailField, PasswordField } from '../../app-kit/account-fields';
import { CheckboxGroupField } from '../checkbox-group-field';
import { Form, FormServerError } from '../../app-kit/form';
import { useAppForm } from '../use-app-form';

const schema = v.object({
  title: v.pipe(v.string(), v.minLength(1, 'タイトルを入力してください')),
  email: v.pipe(v.string(), v.email('メールアドレスの形式が正しくありません')),
  tags: v.pipe(v.array(v.string()), v.minLength(1, 'ひとつ以上選んでください')),
});
type Values = v.InferInput<typeof schema>;

function TestForm({
  onSubmit,
  serverError,
}: {
  onSubmit: (values: Values) => void;
  serverError?: unknown;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useAppForm<Values>(schema, { defaultValues: { title: '', email: '', tags: [] } });
  return (
    <Form onSubmit={handleSubmit(onSubmit)} requiredHint aria-label="テスト">
      <FormServerError
        error={serverError}
        messages={{ already_exists: 'すでに登録されています' }}
      />
      <label>
        タイトル
        <input aria-invalid={Boolean(errors.title)} {...register('title')} />
      </label>
      <EmailField error={errors.email?.message} {...register('email')} />
      <CheckboxGroupField
        control={control}
        name="tags"
        legend="タグ"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />
      <button type="submit">送信</button>
    </Form>
  );
}

describe('useAppForm + Form', () => {
  it('opens with the required hint, validates on submit and focuses the first error', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'テスト' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveTextContent('* は必須項目です');
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'タイトル' })).toHaveFocus());
    expect(screen.getByRole('group', { name: 'タグ' })).toHaveAccessibleDescription(
      'ひとつ以上選んでください',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks on every change and submits the checked values as an array', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    const email = screen.getByRole('textbox', { name: /メールアドレス/ });
    await user.type(email, 'taro');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('メールアドレスの形式が正しくありません'),
    );
    await user.type(email, '@example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    await user.type(screen.getByRole('textbox', { name: 'タイトル' }), 'Go');
    await user.click(
      within(screen.getByRole('group', { name: 'タグ' })).getByRole('checkbox', { name: 'B' }),
    );
    await user.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { title: 'Go', email: 'taro@example.com', tags: ['b'] },
        expect.anything(),
      ),
    );
  });
});

describe('FormServerError', () => {
  it('names the wait of a rate-limit refusal, in seconds or whole minutes', () => {
    const throttled = (retryAfterSeconds: number) => ({
      code: 'api_error',
      httpCode: 429,
      details: [{ code: 'rate_limited', message: 'slow down', retryAfterSeconds }],
    });
    const { rerender } = renderWithProviders(<FormServerError error={throttled(8)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '試行回数が多すぎます。8秒後にもう一度お試しください',
    );
    rerender(<FormServerError error={throttled(61)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '試行回数が多すぎます。2分後にもう一度お試しください',
    );
  });

  it('shows nothing without an error', () => {
    renderWithProviders(<TestForm onSubmit={jest.fn()} serverError={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the catalogue's text, the form's own text for a code, or the generic text", () => {
    const { rerender } = renderWithProviders(<FormServerError error={{ code: 'login_error' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードが正しくありません',
    );
    rerender(
      <FormServerError
        error={{ code: 'already_exists' }}
        messages={{ already_exists: 'このメールアドレスはすでに登録されています' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'このメールアドレスはすでに登録されています',
    );
    rerender(<FormServerError error={new Error('offline')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('エラーが発生しました');
  });
});

describe('EmailField and PasswordField', () => {
  it('are required, labelled from the shared namespace, and the password can be shown', async () => {
    renderWithProviders(
      <>
        <EmailField />
        <PasswordField label="パスワード" autoComplete="current-password" />
      </>,
    );
    const email = screen.getByRole('textbox', { name: /メールアドレス/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const password = screen.getByLabelText(/パスワード/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: '入力したパスワードを表示' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '入力したパスワードを隠す' })).toBeInTheDocument();
  });
});

/** A required name beside a password and its confirmation, which must match (a cross-field rule). */
const passwordSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.nonEmpty('名前を入力してください')),
    password: v.pipe(v.string(), v.nonEmpty('パスワードを入力してください')),
    confirm: v.pipe(v.string(), v.nonEmpty('確認用パスワードを入力してください')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm']],
      (input) => input.password === input.confirm,
      'パスワードが一致しません',
    ),
    ['confirm'],
  ),
);
type PasswordValues = v.InferInput<typeof passwordSchema>;

function PasswordForm() {
  const {
    register,
    formState: { errors },
  } = useAppForm<PasswordValues>(passwordSchema, {
    defaultValues: { name: '', password: '', confirm: '' },
  });
  return (
    <form>
      <input aria-label="名前" {...register('name')} />
      <input aria-label="パスワード" {...register('password')} />
      <input aria-label="確認" {...register('confirm')} />
      <p role="status">{errors.confirm?.message}</p>
    </form>
  );
}

describe('useAppForm: cross-field rules', () => {
  it('says a cross-field rule is broken while another field is still empty', async () => {
    renderWithProviders(<PasswordForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'パスワード' }), 'secret-1');
    await userEvent.type(screen.getByRole('textbox', { name: '確認' }), 'secret-2');
    expect(screen.getByRole('textbox', { name: '名前' })).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('パスワードが一致しません'),
    );
  });
});
