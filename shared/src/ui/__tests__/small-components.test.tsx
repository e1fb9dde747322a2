import { screen } from '@testing-library/react';
import { FormError } from '../form-error';
import { LoadingPage } from '../loading-page';
import { Spinner } from '../spinner';
import { Stack } from '../stack';
import { VisuallyHidden } from '../visually-hidden';
import { renderWithTheme } from './render-with-theme';

describe('LoadingPage', () => {
  it('is a status with a screen-reader label', () => {
    renderWithTheme(<LoadingPage label="読み込み中" />);
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中');
  });
});

describe('Spinner', () => {
  it('is decorative without a label', () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces itself with a label', () => {
    renderWithTheme(<Spinner label="送信中" />);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('送信中');
  });
});

describe('FormError', () => {
  it('is an alert with the message', () => {
    renderWithTheme(<FormError>メールアドレスまたはパスワードが正しくありません</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードが正しくありません',
    );
  });

  it('renders nothing without a message', () => {
    const { container } = renderWithTheme(<FormError>{null}</FormError>);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Stack and VisuallyHidden', () => {
  it('renders a list stack and hidden text', () => {
    renderWithTheme(
      <Stack as="ul" gap={2} aria-label="スキル">
        <li>
          React<VisuallyHidden>（選択中）</VisuallyHidden>
        </li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'スキル' })).toHaveStyle({
      display: 'flex',
      gap: '8px',
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('React（選択中）');
  });
});
