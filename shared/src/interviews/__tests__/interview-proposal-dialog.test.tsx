import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestUser, mockApi, renderWithProviders } from '../../testing';
import { InterviewProposalDialog } from '../interview-proposal-dialog';

const PATH = '/api/order/orgs/org-1/orders/o-1/interview-proposals';
// keystrokes without a timer between them: each field still sees every key, in order
const user = userEvent.setup({ delay: null });
const NOW = () => new Date('2026-12-01T00:00:00Z');

function renderDialog(onSent = jest.fn(), onClose = jest.fn()) {
  renderWithProviders(
    <InterviewProposalDialog
      open
      onClose={onClose}
      organizationId="org-1"
      orderId="o-1"
      onSent={onSent}
      now={NOW}
    />,
    { user: createTestUser() },
  );
  return { onSent, onClose, dialog: screen.getByRole('dialog', { name: '面接日程を提案' }) };
}

async function fillSlot(
  dialog: HTMLElement,
  number: number,
  date: string,
  start: string,
  end: string,
) {
  const group = within(dialog).getByRole('group', { name: `候補${number}` });
  await user.type(within(group).getByLabelText(/日付/), date);
  await user.type(within(group).getByLabelText(/開始/), start);
  await user.type(within(group).getByLabelText(/終了/), end);
}

describe('InterviewProposalDialog', () => {
  it('sends the rows as Tokyo times, with the meeting URL and the message', async () => {
    const api = mockApi({ [`POST ${PATH}`]: { status: 201, body: { id: 'p-1' } } });
    const { dialog, onSent, onClose } = renderDialog();
    await fillSlot(dialog, 1, '2026-12-03', '10:00', '11:00');
    await user.click(within(dialog).getByRole('button', { name: '候補日時を追加' }));
    await fillSlot(dialog, 2, '2026-12-04', '15:00', '16:30');
    await user.type(
      within(dialog).getByRole('textbox', { name: /面接URL/ }),
      'https://meet.example.com/abc',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: '応募者へのメッセージ（任意）' }),
      '当日はよろしくお願いします',
    );
    await user.click(within(dialog).getByRole('button', { name: '候補日時を送る' }));

    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo('POST', PATH)[0]?.body).toEqual({
      slots: [
        { startsAt: '2026-12-03T01:00:00.000Z', endsAt: '2026-12-03T02:00:00.000Z' },
        { startsAt: '2026-12-04T06:00:00.000Z', endsAt: '2026-12-04T07:30:00.000Z' },
      ],
      location: { type: 'online', url: 'https://meet.example.com/abc' },
      note: '当日はよろしくお願いします',
      reschedule: null,
    });
  });

  it('says what is wrong: an end before the start, a time gone by, a missing address', async () => {
    const api = mockApi({ [`POST ${PATH}`]: { status: 201, body: { id: 'p-1' } } });
    const { dialog } = renderDialog();
    await fillSlot(dialog, 1, '2026-12-03', '11:00', '10:00');
    expect(
      await within(dialog).findByText('終了時刻は開始時刻より後にしてください'),
    ).toBeInTheDocument();

    const group = within(dialog).getByRole('group', { name: '候補1' });
    await user.clear(within(group).getByLabelText(/終了/));
    await user.type(within(group).getByLabelText(/終了/), '12:00');
    await user.clear(within(group).getByLabelText(/日付/));
    await user.type(within(group).getByLabelText(/日付/), '2026-11-30');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /面接の方法/ }), 'place');
    await user.click(within(dialog).getByRole('button', { name: '候補日時を送る' }));
    expect(
      await within(dialog).findByText('面接の場所（住所）を入力してください'),
    ).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole('textbox', { name: /面接場所/ }),
      '東京都千代田区神田1-1-1',
    );
    await user.click(within(dialog).getByRole('button', { name: '候補日時を送る' }));
    expect(await within(dialog).findByText('過去の日時は提案できません')).toBeInTheDocument();
    expect(api.callsTo('POST', PATH)).toHaveLength(0);
  });

  it('offers at most five rows', async () => {
    mockApi();
    const { dialog } = renderDialog();
    const add = within(dialog).getByRole('button', { name: '候補日時を追加' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(within(dialog).getAllByRole('group', { name: /^候補\d$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '候補5を削除' }));
    expect(add).toBeEnabled();
  });
});
