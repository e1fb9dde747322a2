import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedJa } from '../../i18n/ja/shared';
import { renderWithProviders } from '../../testing';
import { StepActions } from '../step-actions';
import { StepProgress } from '../step-progress';

describe('StepProgress', () => {
  it('shows 「ステップ n / total」 and says the same through a named progressbar', () => {
    renderWithProviders(<StepProgress current={2} total={3} label="登録の進み具合" />);
    expect(screen.getByText('ステップ 2 / 3')).toHaveAttribute('aria-hidden', 'true');
    const bar = screen.getByRole('progressbar', { name: '登録の進み具合' });
    expect(bar).toHaveAttribute('aria-valuemin', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuetext', 'ステップ 2 / 3');
  });

  it('fills the bar by the step, or by the percent a wizard with sub-steps gives', () => {
    const { unmount } = renderWithProviders(
      <StepProgress current={1} total={4} label="進み具合" />,
    );
    const fill = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(fill().style.width).toBe('25%');
    unmount();
    renderWithProviders(<StepProgress current={1} total={4} percent={40} label="進み具合" />);
    expect(fill().style.width).toBe('40%');
  });
});

describe('StepActions', () => {
  it('offers back and next, next submitting the form it stands in', async () => {
    const onBack = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <StepActions onBack={onBack} />
      </form>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: sharedJa.step_back }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: sharedJa.step_next }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('has no back button on the first step, and takes its own label and action', async () => {
    const onPrimary = jest.fn();
    const onSubmit = jest.fn();
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <StepActions primaryLabel="スキップして次へ" onPrimary={onPrimary} />
      </form>,
    );
    expect(screen.queryByRole('button', { name: sharedJa.step_back })).not.toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'スキップして次へ' }));
    expect(onPrimary).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the step being saved: next busy, back waiting', () => {
    renderWithProviders(<StepActions onBack={() => undefined} busy />);
    expect(screen.getByRole('button', { name: sharedJa.step_next })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: sharedJa.step_back })).toBeDisabled();
  });

  it('keeps next disabled while the step is not valid', () => {
    renderWithProviders(<StepActions primaryDisabled />);
    expect(screen.getByRole('button', { name: sharedJa.step_next })).toBeDisabled();
  });
});
