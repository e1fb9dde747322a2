import { useState } from 'react';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { TextField } from '../text-field';
import { renderWithTheme } from './render-with-theme';

const toggleLabels = { show: 'パスワードを表示', hide: 'パスワードを隠す' };

describe('TextField', () => {
  it('labels the input', () => {
    renderWithTheme(<TextField label="メールアドレス" type="email" />);
    const input = screen.getByRole('textbox', { name: 'メールアドレス' });
    expect(input).toHaveAttribute('type', 'email');
  });

  it('marks required fields with a hidden asterisk and aria-required', () => {
    renderWithTheme(<TextField label="氏名" required />);
    const input = screen.getByRole('textbox', { name: '氏名' });
    expect(input).toHaveAttribute('aria-required', 'true');
    // The asterisk is visible but not part of the accessible name.
    const asterisk = screen.getByText('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    // No native `required`: its validation bubble would fight the form library's messages.
    expect(input).not.toHaveAttribute('required');
  });

  it('has no asterisk when optional', () => {
    renderWithTheme(<TextField label="氏名" />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-required');
  });

  it('counts characters against maxLength as the user types', async () => {
    const { user } = renderWithTheme(<TextField label="タイトル" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'タイトル' });
    expect(screen.getByText('0/5')).toBeInTheDocument();
    await user.type(input, 'エンジニア');
    expect(screen.getByText('5/5')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('5/5');
  });

  it('lets the user exceed maxLength and marks the field invalid', async () => {
    const { user } = renderWithTheme(<TextField label="タイトル" maxLength={3} />);
    const input = screen.getByRole('textbox', { name: 'タイトル' });
    await user.type(input, 'あいうえ');
    expect(input).toHaveValue('あいうえ');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('4/3')).toHaveAttribute('data-over-limit', 'true');
  });

  it('counts a controlled value', () => {
    renderWithTheme(
      <TextField label="タイトル" maxLength={50} value="あいうえお" onChange={() => {}} />,
    );
    expect(screen.getByText('5/50')).toBeInTheDocument();
  });

  it('links the error message and marks the input invalid', () => {
    renderWithTheme(
      <TextField
        label="メールアドレス"
        error="有効なメールアドレスを入力してください"
        hint="ログインに使います"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'メールアドレス' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      '有効なメールアドレスを入力してください ログインに使います',
    );
  });

  it('is valid without an error', () => {
    renderWithTheme(<TextField label="メールアドレス" hint="ログインに使います" />);
    const input = screen.getByRole('textbox', { name: 'メールアドレス' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('ログインに使います');
  });

  it('keeps a caller-provided aria-describedby', () => {
    renderWithTheme(
      <>
        <p id="extra">補足</p>
        <TextField label="氏名" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: '氏名' })).toHaveAccessibleDescription('補足');
  });

  it('shows and hides a password with a labelled toggle', async () => {
    const { user } = renderWithTheme(
      <TextField label="パスワード" type="password" passwordToggleLabels={toggleLabels} />,
    );
    const input = screen.getByLabelText('パスワード');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'パスワードを表示' }));
    expect(input).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'パスワードを隠す' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no toggle without labels for it', () => {
    renderWithTheme(<TextField label="パスワード" type="password" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('can hide its label visually while keeping the accessible name', () => {
    renderWithTheme(<TextField label="キーワード検索" type="search" labelHidden />);
    expect(screen.getByRole('searchbox', { name: 'キーワード検索' })).toBeInTheDocument();
  });

  it('works with react-hook-form register, including default values and reset', async () => {
    const onValid = jest.fn();
    function Form() {
      const { register, handleSubmit, reset } = useForm({ defaultValues: { title: 'あい' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField label="タイトル" maxLength={10} {...register('title')} />
          <button type="submit">送信</button>
          <button type="button" onClick={() => reset({ title: 'かきくけこさ' })}>
            リセット
          </button>
        </form>
      );
    }
    const { user } = renderWithTheme(<Form />);
    const input = screen.getByRole('textbox', { name: 'タイトル' });
    expect(input).toHaveValue('あい');
    expect(screen.getByText('2/10')).toBeInTheDocument();

    await user.type(input, 'う');
    expect(screen.getByText('3/10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(onValid).toHaveBeenCalledWith({ title: 'あいう' }, expect.anything());

    await user.click(screen.getByRole('button', { name: 'リセット' }));
    expect(input).toHaveValue('かきくけこさ');
    expect(screen.getByText('6/10')).toBeInTheDocument();
  });

  it('calls onChange and onBlur for controlled use', async () => {
    const onBlur = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="氏名"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={onBlur}
        />
      );
    }
    const { user } = renderWithTheme(<Controlled />);
    const input = screen.getByRole('textbox', { name: '氏名' });
    await user.type(input, '山田');
    expect(input).toHaveValue('山田');
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });
});
