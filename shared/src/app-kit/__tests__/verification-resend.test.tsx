import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestUser, mockApi, renderWithProviders } from '../../testing';
import { RESEND_COOLDOWN_SECONDS, ResendVerificationButton } from '../verification-resend';

describe('ResendVerificationButton', () => {
  afterEach(() => jest.useRealTimers());

  it('counts the cooldown down after a send and is usable again when it ends', async () => {
    jest.useFakeTimers();
    const api = mockApi({
      'POST /api/demand-user/users/u-1:sendVerificationEmail': { status: 204 },
    });
    renderWithProviders(<ResendVerificationButton userId="u-1" />, {
      user: createTestUser({ id: 'u-1' }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '確認メールを再送信する' }));
    await act(() => jest.advanceTimersByTimeAsync(0));

    const waiting = await screen.findByRole('button', {
      name: `確認メールを再送信する（あと${RESEND_COOLDOWN_SECONDS}秒）`,
    });
    expect(waiting).toBeDisabled();
    expect(
      api.callsTo('POST', '/api/demand-user/users/u-1:sendVerificationEmail')[0]?.body,
    ).toEqual({});
    act(() => jest.advanceTimersByTime(1000));
    expect(
      screen.getByRole('button', {
        name: `確認メールを再送信する（あと${RESEND_COOLDOWN_SECONDS - 1}秒）`,
      }),
    ).toBeDisabled();
    for (let second = 1; second < RESEND_COOLDOWN_SECONDS; second += 1)
      act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '確認メールを再送信する' })).toBeEnabled();
  });

  it('starts waiting when the mail has just gone out', () => {
    mockApi();
    renderWithProviders(<ResendVerificationButton userId="u-1" justSent />);
    expect(screen.getByRole('button', { name: /あと60秒/ })).toBeDisabled();
  });
});
