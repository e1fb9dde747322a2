import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '@jobmatch/shared/testing';
import { companyJa } from '../../../../app/i18n/ja';
import { createPipeline, jobsApi } from '../../../../testing/job-fixtures';
import { openCompanyPage } from '../../../../testing/open-company-page';

const open = (role: 'owner' | 'member' = 'owner', counts = [0, 2, 0]) =>
  openCompanyPage(
    '/company/pipeline',
    {
      [`GET ${jobsApi.pipeline}`]: { body: createPipeline(counts) },
      [`PUT ${jobsApi.pipeline}`]: ({ body }) => ({
        body: {
          stages: (body as { stages: Array<{ key: string; label: string }> }).stages.map(
            (stage) => ({ ...stage, applicantCount: 0 }),
          ),
          customized: true,
        },
      }),
    },
    { role },
  );

describe('company.pipeline', () => {
  it('renames, reorders and saves the stages', async () => {
    const { api, events } = open('owner', [0, 0, 0]);
    const first = await screen.findByRole('textbox', { name: 'ステップ1の名前' });
    await events.clear(first);
    await events.type(first, '書類・課題選考');
    await events.click(screen.getByRole('button', { name: '「最終面接」を上へ' }));
    await events.click(screen.getByRole('button', { name: companyJa.pipeline_save }));
    await waitFor(() =>
      expect(api.callsTo('PUT', jobsApi.pipeline)[0]?.body).toEqual({
        stages: [
          { key: 'screening', label: '書類・課題選考' },
          { key: 'final_interview', label: '最終面接' },
          { key: 'first_interview', label: '一次面接' },
        ],
      }),
    );
  });

  it('says what is wrong with a label before saving', async () => {
    const { api, events } = open('owner', [0, 0, 0]);
    const first = await screen.findByRole('textbox', { name: 'ステップ1の名前' });
    await events.clear(first);
    await events.click(screen.getByRole('button', { name: companyJa.pipeline_save }));
    expect(await screen.findByText('ステップ名を入力してください')).toBeInTheDocument();
    expect(api.callsTo('PUT', jobsApi.pipeline)).toHaveLength(0);
  });

  it('asks where the applicants of a removed stage go', async () => {
    const { api, events } = open();
    await events.click(await screen.findByRole('button', { name: '「一次面接」を削除' }));
    await events.click(screen.getByRole('button', { name: companyJa.pipeline_save }));
    const dialog = await screen.findByRole('dialog', { name: companyJa.pipeline_reassign_title });
    await events.selectOptions(
      within(dialog).getByRole('combobox', { name: '「一次面接」の2人の移動先' }),
      'final_interview',
    );
    await events.click(
      within(dialog).getByRole('button', { name: companyJa.pipeline_reassign_confirm }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT', jobsApi.pipeline)[0]?.body).toEqual({
        stages: [
          { key: 'screening', label: '書類選考' },
          { key: 'final_interview', label: '最終面接' },
        ],
        reassign: { first_interview: 'final_interview' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the stages read-only to a member', async () => {
    const { api } = open('member');
    expect(await screen.findByText(companyJa.pipeline_read_only)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('一次面接')).toBeInTheDocument();
    expect(api.callsTo('PUT', jobsApi.pipeline)).toHaveLength(0);
  });

  it('shows a refusal of the save', async () => {
    const { events } = openCompanyPage(
      '/company/pipeline',
      {
        [`GET ${jobsApi.pipeline}`]: { body: createPipeline() },
        [`PUT ${jobsApi.pipeline}`]: apiError(409, 'organization_not_normal'),
      },
      { role: 'owner' },
    );
    await events.click(await screen.findByRole('button', { name: companyJa.pipeline_save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('企業の利用審査が完了していない');
  });
});
