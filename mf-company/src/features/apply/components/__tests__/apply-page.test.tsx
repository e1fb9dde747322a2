import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedJa } from '@jobmatch/shared';
import { rateLimitedDetail } from '@jobmatch/shared/errors';
import { companyValidationMessages, validationMessages } from '@jobmatch/shared/schemas';
import { apiError, mockApi, renderRemoteRoute, WHOLE_FORM_TEST_MS } from '@jobmatch/shared/testing';
import { companyJa } from '../../../../app/i18n/ja';
import { companyRoutes } from '../../../../app/routes';

const APPLY = '/api/organization/organizations';

const field = (label: string) => screen.getByRole('textbox', { name: label });
const companyName = () => field(companyJa.apply_company_name_label);
const contactName = () => field(companyJa.apply_contact_name_label);
const email = () => field(sharedJa.email_label!);
const phone = () => field(sharedJa.phone_label!);
const description = () => field(companyJa.apply_description_label);
const corporateNumber = () => field(companyJa.apply_corporate_number_label);
const postalCode = () => field(companyJa.field_postal_code_label);
const prefecture = () => screen.getByRole('combobox', { name: companyJa.field_prefecture_label });
const city = () => field(companyJa.field_city_label);
const street = () => field(companyJa.field_street_label);
const website = () => field(companyJa.apply_website_label);
const submitButton = () => screen.getByRole('button', { name: companyJa.apply_submit });

async function open() {
  const result = renderRemoteRoute(companyRoutes, '/company/apply');
  await screen.findByRole('heading', { level: 1, name: companyJa.apply_heading });
  return { ...result, events: userEvent.setup({ delay: null }) };
}

type Events = ReturnType<typeof userEvent.setup>;

async function fill(events: Events) {
  await events.type(companyName(), '  株式会社テックマッチ ');
  await events.type(contactName(), '佐藤 花子');
  await events.type(email(), 'hanako@techmatch.example');
  await events.type(phone(), '0312345678');
  await events.type(corporateNumber(), '7000012050002');
  await events.type(postalCode(), '100-0013');
  await events.selectOptions(prefecture(), '東京都');
  await events.type(city(), '千代田区');
  await events.type(street(), '霞が関3-1-1');
}

async function fillAndSubmit(events: Events) {
  await fill(events);
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await events.click(submitButton());
}

describe('company.apply', () => {
  it(
    'validates on change and keeps submit disabled while the form is invalid',
    async () => {
      mockApi();
      const { events } = await open();
      expect(submitButton()).toBeDisabled();

      await events.type(companyName(), 'x');
      await events.clear(companyName());
      expect(await screen.findByText(companyValidationMessages.companyNameRequired)).toBeVisible();
      expect(companyName()).toHaveAttribute('aria-invalid', 'true');

      await events.type(email(), 'not-an-address');
      expect(await screen.findByText(validationMessages.emailInvalid)).toBeVisible();

      await events.type(phone(), '03-1234-5678');
      expect(await screen.findByText(companyValidationMessages.phoneFormat)).toBeVisible();
      expect(submitButton()).toBeDisabled();

      await events.type(companyName(), '株式会社テックマッチ');
      await events.type(contactName(), '佐藤 花子');
      await events.clear(email());
      await events.type(email(), 'hanako@techmatch.example');
      await events.clear(phone());
      await events.type(phone(), '0312345678');
      await events.type(corporateNumber(), '7000012050002');
      await events.type(postalCode(), '1000013');
      await events.selectOptions(prefecture(), '東京都');
      await events.type(city(), '千代田区');
      await events.type(street(), '霞が関3-1-1');
      await waitFor(() => expect(submitButton()).toBeEnabled());
      expect(screen.queryByText(companyValidationMessages.phoneFormat)).not.toBeInTheDocument();
    },
    WHOLE_FORM_TEST_MS,
  );

  it('counts the optional description and refuses one over 1000 characters', async () => {
    mockApi();
    const { events } = await open();
    await fill(events);
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());

    await events.click(description());
    await events.paste('あ'.repeat(1001));
    expect(await screen.findByText(companyValidationMessages.tooLong(1000))).toBeVisible();
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it(
    'asks for the 法人番号 and checks its check digit as it is typed',
    async () => {
      mockApi();
      const { events } = await open();
      await fill(events);
      await waitFor(() => expect(submitButton()).toBeEnabled());

      await events.clear(corporateNumber());
      await events.type(corporateNumber(), '8000012050002');
      expect(
        await screen.findByText(companyValidationMessages.corporateNumberCheckDigit),
      ).toBeVisible();
      expect(corporateNumber()).toHaveAttribute('aria-invalid', 'true');
      expect(submitButton()).toBeDisabled();

      await events.clear(corporateNumber());
      await events.type(corporateNumber(), '123');
      expect(
        await screen.findByText(companyValidationMessages.corporateNumberFormat),
      ).toBeVisible();

      await events.clear(corporateNumber());
      expect(
        await screen.findByText(companyValidationMessages.corporateNumberRequired),
      ).toBeVisible();

      // full-width digits as a Japanese keyboard types them are fine
      await events.type(corporateNumber(), '７０００−０１２−０５０００２');
      await waitFor(() => expect(submitButton()).toBeEnabled());
    },
    WHOLE_FORM_TEST_MS,
  );

  it(
    'asks for the address, and the website only in the right shape',
    async () => {
      mockApi();
      const { events } = await open();
      await fill(events);
      await events.clear(city());
      expect(await screen.findByText(companyValidationMessages.cityRequired)).toBeVisible();
      await events.type(city(), '千代田区');
      await events.type(website(), 'techmatch.example');
      expect(await screen.findByText(companyValidationMessages.urlFormat)).toBeVisible();
      expect(submitButton()).toBeDisabled();
      await events.clear(website());
      await events.type(website(), 'https://techmatch.example');
      await waitFor(() => expect(submitButton()).toBeEnabled());
    },
    WHOLE_FORM_TEST_MS,
  );

  it('applies without a token and then says what happens next', async () => {
    const api = mockApi({ [`POST ${APPLY}`]: { status: 201, body: { id: 'app-1' } } });
    const { events } = await open();
    await fillAndSubmit(events);

    const done = await screen.findByRole('heading', {
      level: 1,
      name: companyJa.apply_done_heading,
    });
    expect(done).toHaveFocus();
    const [request] = api.callsTo('POST', APPLY);
    expect(request?.body).toEqual({
      companyName: '株式会社テックマッチ',
      contactName: '佐藤 花子',
      email: 'hanako@techmatch.example',
      phoneNumber: '0312345678',
      corporateNumber: '7000012050002',
      postalCode: '1000013',
      addressLine1: '東京都',
      addressLine2: '千代田区',
      addressLine3: '霞が関3-1-1',
      website: null,
      description: null,
    });
    expect(request?.headers.authorization).toBeUndefined();

    const steps = screen.getByRole('list', { name: companyJa.apply_done_steps_label });
    expect(steps).toHaveTextContent(
      companyJa.apply_done_step_mail.replace('{{email}}', 'hanako@techmatch.example'),
    );
    expect(steps).toHaveTextContent(companyJa.apply_done_step_review);
    expect(steps).toHaveTextContent(companyJa.apply_done_step_invitation);
    expect(screen.queryByRole('button', { name: companyJa.apply_submit })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: companyJa.apply_done_home })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it(
    'keeps submit disabled while the application is being sent',
    async () => {
      let answer: (response: { status: number; body: unknown }) => void = () => {};
      mockApi({
        [`POST ${APPLY}`]: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      });
      const { events } = await open();
      await fillAndSubmit(events);
      await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
      expect(submitButton()).toBeDisabled();
      answer({ status: 201, body: { id: 'app-1' } });
      expect(
        await screen.findByRole('heading', { level: 1, name: companyJa.apply_done_heading }),
      ).toBeInTheDocument();
    },
    WHOLE_FORM_TEST_MS,
  );

  it(
    'sends the description trimmed',
    async () => {
      const api = mockApi({ [`POST ${APPLY}`]: { status: 201, body: { id: 'app-1' } } });
      const { events } = await open();
      await events.type(description(), ' 受託開発の会社です ');
      await fillAndSubmit(events);
      await screen.findByRole('heading', { level: 1, name: companyJa.apply_done_heading });
      expect(api.callsTo('POST', APPLY)[0]?.body).toMatchObject({
        description: '受託開発の会社です',
      });
    },
    WHOLE_FORM_TEST_MS,
  );

  it('says when the company name is taken and keeps everything typed', async () => {
    mockApi({ [`POST ${APPLY}`]: apiError(409, 'already_exists') });
    const { events } = await open();
    await events.type(description(), '受託開発の会社です');
    await fillAndSubmit(events);

    expect(await screen.findByRole('alert')).toHaveTextContent(companyJa.apply_name_taken);
    expect(companyName()).toHaveValue('  株式会社テックマッチ ');
    expect(contactName()).toHaveValue('佐藤 花子');
    expect(email()).toHaveValue('hanako@techmatch.example');
    expect(phone()).toHaveValue('0312345678');
    expect(description()).toHaveValue('受託開発の会社です');
    expect(submitButton()).toBeEnabled();
  });

  it('says how long to wait when applications come too often', async () => {
    mockApi({
      [`POST ${APPLY}`]: apiError(429, 'api_error', {
        details: [rateLimitedDetail(90, 'Too many requests')],
      }),
    });
    const { events } = await open();
    await fillAndSubmit(events);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      sharedJa.rate_limited_minutes!.replace('{{minutes}}', '2'),
    );
  });

  it('shows the generic text for other failures and lets the user try again', async () => {
    let calls = 0;
    mockApi({
      [`POST ${APPLY}`]: () =>
        ++calls === 1 ? apiError(500, 'api_error') : { status: 201, body: { id: 'app-1' } },
    });
    const { events } = await open();
    await fillAndSubmit(events);
    expect(await screen.findByRole('alert')).toHaveTextContent(sharedJa.generic_error!);

    await events.click(submitButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: companyJa.apply_done_heading }),
    ).toBeInTheDocument();
  });
});
