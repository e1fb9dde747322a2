import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { screen } from '@testing-library/react';
import { FieldFrame, useTextControlField, type TextControlFieldProps } from '../field-parts';
import { renderWithTheme } from './render-with-theme';

type ProbeProps = TextControlFieldProps<HTMLInputElement> &
  Omit<InputHTMLAttributes<HTMLInputElement>, keyof TextControlFieldProps<HTMLInputElement>> & {
    labelHidden?: boolean;
  };

/** A control of its own built from the parts, the way TextField and TextAreaField are. */
const ProbeField = forwardRef<HTMLInputElement, Partial<ProbeProps>>(function ProbeField(
  { label = '自己紹介', labelHidden, ...props },
  forwardedRef,
) {
  const { frame, control, rest } = useTextControlField({ label, ...props }, forwardedRef);
  return (
    <FieldFrame {...frame} labelHidden={labelHidden}>
      <input {...control} {...rest} />
    </FieldFrame>
  );
});

describe('FieldFrame with useFieldIds and useCharacterCount', () => {
  it('labels the control and marks a required one with a hidden asterisk', () => {
    renderWithTheme(<ProbeField required />);
    expect(screen.getByRole('textbox', { name: /^自己紹介/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('links the error, the hint, the counter and the caller’s own description, in that order', () => {
    renderWithTheme(
      <>
        <ProbeField
          error="入力してください"
          hint="任意の一言"
          maxLength={10}
          aria-describedby="note"
        />
        <p id="note">補足</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: '自己紹介' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('入力してください 任意の一言 0/10 補足');
  });

  it('renders no messages and no description when there are none', () => {
    renderWithTheme(<ProbeField />);
    const input = screen.getByRole('textbox', { name: '自己紹介' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('counts typed text against the limit and marks it over the limit', async () => {
    const { user } = renderWithTheme(<ProbeField maxLength={3} defaultValue="あ" />);
    const input = screen.getByRole('textbox', { name: '自己紹介' });
    expect(screen.getByText('1/3')).toBeInTheDocument();
    await user.type(input, 'いうえ');
    expect(screen.getByText('4/3')).toHaveAttribute('data-over-limit', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts a controlled value', () => {
    function Controlled() {
      const [value, setValue] = useState('あいう');
      return (
        <ProbeField
          label="名前"
          maxLength={5}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('textbox', { name: '名前' })).toHaveAccessibleDescription('3/5');
  });

  it('keeps a hidden label as the accessible name', () => {
    renderWithTheme(<ProbeField label="検索" labelHidden />);
    expect(screen.getByRole('textbox', { name: '検索' })).toBeInTheDocument();
  });
});
