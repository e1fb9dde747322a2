import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../text-area-field';
import { renderWithTheme } from './render-with-theme';

describe('TextAreaField', () => {
  it('labels the textarea and marks a required one with aria-required and a hidden asterisk', () => {
    renderWithTheme(<TextAreaField label="却下の理由" required />);
    const textarea = screen.getByRole('textbox', { name: '却下の理由' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-required', 'true');
    expect(textarea).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('counts characters, keeps over-long text and marks it invalid', async () => {
    const { user } = renderWithTheme(<TextAreaField label="紹介" maxLength={3} />);
    const textarea = screen.getByRole('textbox', { name: '紹介' });
    expect(screen.getByText('0/3')).toBeInTheDocument();
    await user.type(textarea, 'あい');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).toHaveAccessibleDescription('2/3');
    await user.type(textarea, 'うえ');
    expect(textarea).toHaveValue('あいうえ');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('4/3')).toHaveAttribute('data-over-limit', 'true');
  });

  it('links its error and hint', () => {
    renderWithTheme(
      <TextAreaField label="紹介" hint="任意です" error="100文字以内で入力してください" />,
    );
    const textarea = screen.getByRole('textbox', { name: '紹介' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('100文字以内で入力してください 任意です');
  });

  it('counts a value react-hook-form wrote into it', () => {
    function Form() {
      const { register } = useForm({ defaultValues: { body: 'あいうえお' } });
      return <TextAreaField label="本文" maxLength={10} {...register('body')} />;
    }
    renderWithTheme(<Form />);
    expect(screen.getByText('5/10')).toBeInTheDocument();
  });
});
