import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InterviewProposal } from '../../contracts';
import { apiError, createTestUser, mockApi, renderWithProviders } from '../../testing';
import { InterviewCard } from '../interview-card';

const BASE = '/api/order/orders/o-1/interview-proposals';
const NOW = () => new Date('2026-12-01T00:00:00Z');

const proposal = (overrides: Partial<InterviewProposal> = {}): InterviewProposal => ({
  id: 'p-1',
  orderId: 'o-1',
  interviewId: 'i-1',
  status: 'open',
  slots: [
    { index: 0, startsAt: '2026-12-03T01:00:00.000Z', endsAt: '2026-12-03T02:00:00.000Z' },
    { index: 1, startsAt: '2026-12-04T06:00:00.000Z', endsAt: '2026-12-04T07:30:00.000Z' },
  ],
  location: { type: 'online', url: 'https://meet.example.com/abc' },
  note: '技術面接です',
  proposedBy: { id: 'm-1', name: '採用 担当' },
  createdAt: '2026-12-01T00:00:00.000Z',
  expiresAt: '2026-12-04T06:00:00.000Z',
  booked: null,
  declined: null,
  canceled: null,
  reschedule: null,
  replacedBy: null,
  ...overrides,
});

function renderCard(
  viewer: 'user' | 'organization',
  onDone = jest.fn(),
  orderKind: 'application' | 'casual_interview' = 'application',
) {
  renderWithProviders(
    <InterviewCard
      orderId="o-1"
      proposalId="p-1"
      viewer={viewer}
      organizationId="org-1"
      orderKind={orderKind}
      onDone={onDone}
      now={NOW}
    />,
    { user: createTestUser() },
  );
  return onDone;
}

describe('InterviewCard', () => {
  it('shows the seeker the slots in Tokyo time, where, and books the one picked after a confirmation', async () => {
    let current = proposal();
    const api = mockApi({
      [`GET ${BASE}`]: () => ({ status: 200, body: { value: [current] } }),
      [`POST ${BASE}/p-1:accept`]: () => {
        current = proposal({
          status: 'booked',
          booked: { slotIndex: 1, at: '2026-12-01T00:00:00.000Z' },
        });
        return { status: 200, body: current };
      },
    });
    const onDone = renderCard('user');
    const card = await screen.findByRole('region', { name: '面接日程のご提案' });
    expect(within(card).getByText('候補日の提示中')).toBeInTheDocument();
    expect(within(card).getByText('12月3日（木）10:00〜11:00')).toBeInTheDocument();
    expect(within(card).getByText('12月4日（金）15:00〜16:30')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '面接URLを開く' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );

    const picks = within(card).getAllByRole('button', { name: 'この日程で確定する' });
    expect(picks[1]).toHaveAccessibleDescription('12月4日（金）15:00〜16:30');
    await userEvent.click(picks[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'この日程で確定しますか？' });
    expect(within(dialog).getByText('12月4日（金）15:00〜16:30')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '確定する' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('面接の日程を確定しました'));
    expect(api.callsTo('POST', `${BASE}/p-1:accept`)[0]?.body).toEqual({ slotIndex: 1 });
    expect(await within(card).findByText('日程確定')).toBeInTheDocument();
    expect(within(card).queryByText('12月3日（木）10:00〜11:00')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'この日程で確定する' })).toBeNull();
  });

  it('keeps the dialog and says why when the slot was taken meanwhile', async () => {
    mockApi({
      [`GET ${BASE}`]: { status: 200, body: { value: [proposal()] } },
      [`POST ${BASE}/p-1:accept`]: apiError(409, 'interview_slot_taken'),
    });
    renderCard('user');
    const [first] = await screen.findAllByRole('button', { name: 'この日程で確定する' });
    await userEvent.click(first!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '確定する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'この面接の日程はすでに確定しています',
    );
  });

  it('lets the seeker ask for other times with a message', async () => {
    const api = mockApi({
      [`GET ${BASE}`]: { status: 200, body: { value: [proposal()] } },
      [`POST ${BASE}/p-1:decline`]: { status: 200, body: proposal({ status: 'declined' }) },
    });
    const onDone = renderCard('user');
    await userEvent.click(await screen.findByRole('button', { name: '別の日程を希望する' }));
    const dialog = await screen.findByRole('dialog', { name: '別の日程を希望する' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: '企業へのメッセージ（任意）' }),
      '平日の夜でお願いします',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('POST', `${BASE}/p-1:decline`)[0]?.body).toEqual({
      message: '平日の夜でお願いします',
    });
  });

  it('says an expired proposal is over and offers nothing to pick', async () => {
    mockApi({
      [`GET ${BASE}`]: { status: 200, body: { value: [proposal({ status: 'expired' })] } },
    });
    renderCard('user');
    expect(await screen.findByText('期限切れ')).toBeInTheDocument();
    expect(screen.getByText('候補日時が過ぎたため、この提案は終了しました。')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the company a reschedule and a cancel with a reason on a booked interview', async () => {
    const api = mockApi({
      [`GET ${BASE}`]: {
        status: 200,
        body: {
          value: [
            proposal({ status: 'booked', booked: { slotIndex: 0, at: '2026-12-01T00:00:00Z' } }),
          ],
        },
      },
      [`POST ${BASE}/p-1:cancel`]: { status: 200, body: proposal({ status: 'canceled' }) },
    });
    renderCard('organization');
    expect(await screen.findByText('日程確定')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'この日程で確定する' })).toBeNull();
    expect(screen.getByRole('button', { name: '日程を変更する' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '面接をキャンセルする' }));
    const dialog = await screen.findByRole('dialog', { name: '面接をキャンセルする' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセルを確定する' }));
    expect(
      within(dialog).getByRole('textbox', { name: /キャンセルの理由/ }),
    ).toHaveAccessibleDescription(/理由を入力してください/);
    expect(api.callsTo('POST', `${BASE}/p-1:cancel`)).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /キャンセルの理由/ }),
      '欠員が埋まりました',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセルを確定する' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `${BASE}/p-1:cancel`)[0]?.body).toEqual({
        reason: '欠員が埋まりました',
      }),
    );
  });

  it("calls a casual interview request's meeting 面談", async () => {
    mockApi({ [`GET ${BASE}`]: { status: 200, body: { value: [proposal()] } } });
    renderCard('organization', jest.fn(), 'casual_interview');
    expect(await screen.findByRole('region', { name: '面談日程のご提案' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '面談URLを開く' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提案を取り消す' })).toBeInTheDocument();
  });
});
