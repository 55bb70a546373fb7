import { ApiError, type ApiAdapter, type Session } from '@lendview/api';
import { createFakeApi, REGISTERED_PHONE, SMS_CODE } from '@lendview/api/fake';
import { LendviewProvider, NUMBER_PLANS, type Market } from '@lendview/screens';
import { Registration } from '@lendview/screens/registration';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBridge } from '@tests/support/bridge-contract';
import { showScreen, type RenderScreenOptions } from '@tests/support/render';
import { expectBoundaryLog } from '@tests/support/console';
import { deferred } from '@tests/support/deferred';

// A render counter on the form: every render of it calls useRegistration once.
const formRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./useRegistration', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./useRegistration')>();
  return {
    ...actual,
    useRegistration: ((...args) => {
      formRenders.count += 1;
      return actual.useRegistration(...args);
    }) as typeof actual.useRegistration,
  };
});

const QUERY = 'app_from=lendview&user_from=promo&utm_tag=web&id=7&links_id=9&invite_code=INV1&UC=u1';
const SESSION = { languageType: '1', clientType: 'iOS', deviceId: 'dev-1', appName: 'lendview' };
const MOBILE = '13912345678';

/** The fake adapter of the market with spies on the promotion calls (overridable). */
function spyApi(overrides: Partial<ApiAdapter> = {}, market: Market = 'en') {
  const real = createFakeApi({ market });
  return {
    ...real,
    promotionTemplate: vi.fn<ApiAdapter['promotionTemplate']>(real.promotionTemplate),
    trackVisit: vi.fn<ApiAdapter['trackVisit']>(real.trackVisit),
    trackClick: vi.fn<ApiAdapter['trackClick']>(real.trackClick),
    requestSms: vi.fn<ApiAdapter['requestSms']>(real.requestSms),
    register: vi.fn<ApiAdapter['register']>(real.register),
    ...overrides,
  };
}

const refused = (code: string, message: string) => () => Promise.reject(new ApiError('rejected', message, { code }));

async function setup(options: RenderScreenOptions & { api?: ReturnType<typeof spyApi> } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const api = options.api ?? spyApi({}, options.market);
  // These tests type the spec's 11-digit numbers: the spec's rule, a named option (market defaults below).
  const result = await showScreen(<Registration />, {
    query: QUERY,
    session: SESSION,
    mobilePlan: NUMBER_PLANS.spec,
    ...options,
    api,
  });
  return { ...result, api, user };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const captchaSrc = () =>
  screen.getByRole('button', { name: 'Show a new image captcha' }).querySelector('img')!.getAttribute('src');
const submitButton = () => screen.getByRole('button', { name: 'Get my loan' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: { mobile?: string; captcha?: string; sms?: string }) {
  if (values.mobile) await user.type(field('Mobile number'), values.mobile);
  if (values.captcha) await user.type(field('Image captcha'), values.captcha);
  if (values.sms) await user.type(field('SMS code'), values.sms);
}

/** The path and query values of a navigation target (hash routes keep the query in the fragment). */
function target(to: string) {
  const [path, query = ''] = to.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(query)) };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Registration: the landing', () => {
  it('shows the template title, subtitle, banner and button text (English)', async () => {
    const { api } = await setup();
    const template = await createFakeApi({ market: 'en' }).promotionTemplate('7');
    expect(await screen.findByRole('heading', { level: 1, name: String(template.title) })).toBeInTheDocument();
    expect(screen.getByText(String(template.subtitle))).toBeInTheDocument();
    expect(document.querySelector('header img')).toHaveAttribute('src', String(template.bannerImage));
    expect(screen.getByRole('button', { name: String(template.buttonText) })).toBeInTheDocument();
    expect(api.promotionTemplate).toHaveBeenCalledWith('7');
  });

  it('is in Spanish for the Spanish market', async () => {
    const template = await createFakeApi({ market: 'es' }).promotionTemplate('7');
    await setup({ market: 'es', api: spyApi({}, 'es') });
    expect(await screen.findByRole('heading', { level: 1, name: String(template.title) })).toBeInTheDocument();
    expect(screen.getByLabelText('Número de celular')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de la imagen')).toBeInTheDocument();
    expect(screen.getByLabelText('Código SMS')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obtener código' })).toBeInTheDocument();
  });

  it('shows a default landing when the address names no template', async () => {
    const api = spyApi();
    await setup({ api, query: 'app_from=lendview&links_id=9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash loans in minutes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(api.promotionTemplate).not.toHaveBeenCalled();
  });

  it('shows the server message with a retry when the template is refused', async () => {
    expectBoundaryLog();
    const { onError } = await setup({ api: spyApi({ promotionTemplate: refused('3', 'Template offline') }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Template offline');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: '3' }));
  });

  it('shows a loading state while the template loads', async () => {
    await setup({ api: spyApi({ promotionTemplate: () => new Promise(() => undefined) }) });
    expect(screen.getByRole('status', { name: 'Loading the registration page' })).toBeInTheDocument();
  });
});

describe('Registration: visit tracking', () => {
  it('tracks the visit once, even when the host re-renders with new session and query objects', async () => {
    const api = spyApi();
    const host = (session: Session) => (
      <LendviewProvider
        api={api}
        bridge={createTestBridge()}
        session={session}
        market="en"
        navigate={vi.fn()}
        query={`${QUERY}&x=${session.userId}`}
      >
        <Registration />
      </LendviewProvider>
    );
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(host({ ...SESSION, userId: '1' }));
    });
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {
      view.rerender(host({ ...SESSION, userId: '2' }));
    });
    await screen.findByRole('heading', { level: 1 });
    expect(api.trackVisit).toHaveBeenCalledTimes(1);
    expect(api.trackVisit).toHaveBeenCalledWith({
      pageId: '9',
      userFrom: 'promo',
      clientType: 'ios',
      utmTag: 'web',
      appFrom: 'lendview',
    });
  });

  it('uses the template id as the page when there is no links_id, and android by default', async () => {
    const { api } = await setup({ query: 'app_from=a&id=7', session: {} });
    await screen.findByRole('heading', { level: 1 });
    expect(api.trackVisit).toHaveBeenCalledWith({ pageId: '7', userFrom: '', clientType: 'android', utmTag: '', appFrom: 'a' });
  });

  it('tracks at once, before the template arrives', async () => {
    const api = spyApi({ promotionTemplate: () => new Promise(() => undefined) });
    await setup({ api });
    await waitFor(() => expect(api.trackVisit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status', { name: 'Loading the registration page' })).toBeInTheDocument();
  });

  it('is not blocked by a failing or hanging tracker', async () => {
    const { user, api, navigate } = await setup({
      api: spyApi({
        trackVisit: () => Promise.reject(new Error('tracker down')),
        trackClick: () => new Promise(() => undefined),
      }),
    });
    await fill(user, { mobile: MOBILE, captcha: 'AB12', sms: SMS_CODE });
    await user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(api.register).toHaveBeenCalledTimes(1);
  });
});

describe('Registration: field rules', () => {
  it('keeps the mobile to digits, capped at the spec rule (11), typed or pasted', async () => {
    const { user } = await setup();
    await user.type(await screen.findByLabelText('Mobile number'), 'a1b39 1234-5678 99');
    expect(field('Mobile number')).toHaveValue('13912345678');
    await user.clear(field('Mobile number'));
    await user.click(field('Mobile number'));
    await user.paste('+1 391-234-5678 / 9');
    expect(field('Mobile number')).toHaveValue('13912345678');
    expect(screen.getByText('11 digits, starting with 1.')).toBeInTheDocument();
  });

  it('caps the image captcha at 4 and the SMS code at 6 digits', async () => {
    const { user } = await setup();
    await user.type(await screen.findByLabelText('Image captcha'), 'AB 12CD');
    expect(field('Image captcha')).toHaveValue('AB12');
    await user.type(field('SMS code'), '12a34567');
    expect(field('SMS code')).toHaveValue('123456');
  });

  it('shows each rule message under its field and focuses the first', async () => {
    const { user, api } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Get my loan' }));
    expect(screen.getByText(/^Please enter the mobile number correctly\./)).toBeInTheDocument();
    expect(screen.getByText('Please enter the image captcha correctly.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the SMS code')).toBeInTheDocument();
    expect(field('Mobile number')).toHaveFocus();
    // The error repeats what the rule's numbers look like, so the hint is not read twice.
    expect(field('Mobile number')).toHaveAccessibleDescription(
      'Please enter the mobile number correctly. 11 digits, starting with 1.',
    );
    expect(api.register).not.toHaveBeenCalled();
    expect(api.trackClick).not.toHaveBeenCalled();
  });

  it('refuses a mobile that breaks the spec rule (1, then 3-9, 11 digits)', async () => {
    const { user } = await setup();
    await fill(user, { mobile: '12912345678', captcha: 'AB12', sms: SMS_CODE });
    await user.click(submitButton());
    expect(screen.getByText(/^Please enter the mobile number correctly\./)).toBeInTheDocument();
    expect(screen.queryByText('Please enter the image captcha correctly.')).toBeNull();
    await user.clear(field('Mobile number'));
    expect(screen.queryByText(/^Please enter the mobile number correctly\./)).toBeNull();
    await user.type(field('Mobile number'), '1391234567');
    await user.click(submitButton());
    expect(screen.getByText(/^Please enter the mobile number correctly\./)).toBeInTheDocument();
  });

  it('asks for the image captcha, then the SMS code, in Spanish too', async () => {
    const { user } = await setup({ market: 'es', api: spyApi({}, 'es'), session: { ...SESSION, languageType: '2' } });
    await user.type(await screen.findByLabelText('Número de celular'), MOBILE);
    await user.click(screen.getByRole('button', { name: 'Quiero mi préstamo' }));
    expect(screen.getByText('Por favor, ingrese correctamente el código de la imagen.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese el código SMS')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de la imagen')).toHaveFocus();
    await user.clear(screen.getByLabelText('Número de celular'));
    await user.click(screen.getByRole('button', { name: 'Quiero mi préstamo' }));
    expect(screen.getByText(/^Por favor, ingrese correctamente el número de celular\./)).toBeInTheDocument();
  });

  it('keeps the spec rule as a named option a host can pick (11 digits from 1, then 3-9)', async () => {
    const { user, api } = await setup({ mobilePlan: NUMBER_PLANS.spec });
    await fill(user, { mobile: MOBILE, captcha: 'AB12', sms: SMS_CODE });
    await user.click(submitButton());
    await waitFor(() => expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ phone: MOBILE })));
  });
});

describe('Registration: the market numbering plan by default', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['9876543210', '9876543210'],
  ])('English market (India, 10 digits from 6-9): %s registers as %s', async (typed, national) => {
    const { user, api, navigate } = await setup({ mobilePlan: undefined });
    expect(await screen.findByText('10 digits, starting with 6, 7, 8 or 9. A +91 or 0 in front is fine.')).toBeInTheDocument();
    await user.click(field('Mobile number'));
    await user.paste(typed);
    await fill(user, { captcha: 'AB12', sms: SMS_CODE });
    await user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ phone: national, userName: national }));
  });

  it.each(['5512345678', '13912345678', '+91 5876543210'])(
    'English market refuses %s, saying what a number looks like',
    async (typed) => {
      const { user, api } = await setup({ mobilePlan: undefined });
      await user.click(await screen.findByLabelText('Mobile number'));
      await user.paste(typed);
      await fill(user, { captcha: 'AB12', sms: SMS_CODE });
      await user.click(submitButton());
      expect(field('Mobile number')).toHaveAccessibleDescription(
        'Please enter the mobile number correctly. 10 digits, starting with 6, 7, 8 or 9. A +91 or 0 in front is fine.',
      );
      expect(field('Mobile number')).toHaveFocus();
      expect(api.register).not.toHaveBeenCalled();
    },
  );

  it('Spanish market (Mexico, 10 digits): +52 is dropped; 9 digits are refused', async () => {
    const { user, api, navigate } = await setup({
      mobilePlan: undefined,
      market: 'es',
      api: spyApi({}, 'es'),
      session: { ...SESSION, languageType: '2' },
    });
    expect(await screen.findByText('10 dígitos. Puede escribir +52 al inicio.')).toBeInTheDocument();
    const mobile = screen.getByLabelText('Número de celular');
    await user.click(mobile);
    await user.paste('55 1234 567');
    await user.type(screen.getByLabelText('Código de la imagen'), 'AB12');
    await user.type(screen.getByLabelText('Código SMS'), SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Quiero mi préstamo' }));
    expect(
      screen.getByText('Por favor, ingrese correctamente el número de celular. 10 dígitos. Puede escribir +52 al inicio.'),
    ).toBeInTheDocument();
    await user.clear(mobile);
    await user.paste('+52 55 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Quiero mi préstamo' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ phone: '5512345678' }));
  });
});

describe('Registration: image captcha', () => {
  it('refreshes only with a valid mobile; else shows the mobile message', async () => {
    const { user } = await setup();
    const refresh = await screen.findByRole('button', { name: 'Show a new image captcha' });
    const first = captchaSrc();
    expect(first).toMatch(/^data:image\/svg\+xml/);

    await user.click(refresh);
    expect(screen.getByText(/^Please enter the mobile number correctly\./)).toBeInTheDocument();
    expect(field('Mobile number')).toHaveFocus();
    expect(captchaSrc()).toBe(first);

    await fill(user, { mobile: MOBILE, captcha: 'AB12' });
    await user.click(refresh);
    expect(captchaSrc()).not.toBe(first);
    expect(field('Image captcha')).toHaveValue('');
    expect(screen.queryByText(/^Please enter the mobile number correctly\./)).toBeNull();
  });

  it('asks the server with the sid and a new time on each refresh', async () => {
    const api = spyApi();
    const captchaUrl = vi.spyOn(api, 'captchaUrl');
    const { user } = await setup({ api });
    await fill(user, { mobile: MOBILE });
    const before = captchaUrl.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Show a new image captcha' }));
    const [sid, time] = captchaUrl.mock.calls.at(-1)!;
    expect(sid).toBe('fake-sid');
    expect(time).toBeGreaterThan(captchaUrl.mock.calls[before - 1]![1]);
  });
});

describe('Registration: SMS code', () => {
  it('needs a valid mobile and the image captcha before asking for a code', async () => {
    const { user, api } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Get code' }));
    expect(screen.getByText(/^Please enter the mobile number correctly\./)).toBeInTheDocument();
    await fill(user, { mobile: MOBILE });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByText('Please enter the image captcha correctly.')).toBeInTheDocument();
    expect(api.requestSms).not.toHaveBeenCalled();
  });

  it('sends the code request, then counts 60 s down with the button disabled, and warns on a repeat press', async () => {
    const { user, api } = await setup();
    await fill(user, { mobile: MOBILE, captcha: 'AB12' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    expect(api.requestSms).toHaveBeenCalledWith({
      phone: MOBILE,
      capcode: 'AB12',
      sid: 'fake-sid',
      deviceId: 'dev-1',
      appName: 'lendview',
      appFrom: 'lendview',
      userFrom: 'promo',
      utmTag: 'web',
    });
    const counting = await screen.findByRole('button', { name: 'Resend the code in 60 s' });
    expect(counting).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('We sent the code by SMS.')).toBeInTheDocument();

    await user.click(counting);
    expect(screen.getByText('Do not resend the verification code.')).toBeInTheDocument();
    expect(api.requestSms).toHaveBeenCalledTimes(1);

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: 'Resend the code in 30 s' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    const again = screen.getByRole('button', { name: 'Get code' });
    expect(again).toHaveAttribute('aria-disabled', 'false');
    await user.click(again);
    expect(api.requestSms).toHaveBeenCalledTimes(2);
  });

  it('re-renders the SMS button alone while it counts down, not the form', async () => {
    const { user } = await setup();
    await fill(user, { mobile: MOBILE, captcha: 'AB12' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: 'Resend the code in 60 s' });
    const before = formRenders.count;
    for (let second = 59; second >= 50; second -= 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.getByRole('button', { name: `Resend the code in ${second} s` })).toBeInTheDocument();
    }
    expect(formRenders.count).toBe(before);
  });

  it('counts wall-clock time: a web view back from the background after 61 s can send again', async () => {
    const { user } = await setup();
    await fill(user, { mobile: MOBILE, captcha: 'AB12' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: 'Resend the code in 60 s' });

    // Timers were throttled: the clock moved 61 s, no timer fired.
    vi.setSystemTime(Date.now() + 61_000);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('button', { name: 'Get code' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows the remaining time after a shorter clock jump', async () => {
    const { user } = await setup();
    await fill(user, { mobile: MOBILE, captcha: 'AB12' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: 'Resend the code in 60 s' });
    vi.setSystemTime(Date.now() + 45_000);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('button', { name: 'Resend the code in 15 s' })).toBeInTheDocument();
  });

  it('code 101: a new captcha and the server message, no countdown', async () => {
    const api = spyApi({ requestSms: vi.fn(refused('101', 'Wrong image code, please try again')) });
    const { user, onError } = await setup({ api });
    await fill(user, { mobile: MOBILE, captcha: 'AB12' });
    const before = captchaSrc();
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    expect(await screen.findByText('Wrong image code, please try again')).toBeInTheDocument();
    expect(captchaSrc()).not.toBe(before);
    expect(field('Image captcha')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Get code' })).toHaveAttribute('aria-disabled', 'false');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: '101' }));
  });

  it('another refusal shows its message and keeps the captcha', async () => {
    const api = spyApi({ requestSms: vi.fn(refused('7', 'Too many codes today')) });
    const { user } = await setup({ api });
    await fill(user, { mobile: MOBILE, captcha: 'AB12' });
    const before = captchaSrc();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Too many codes today')).toBeInTheDocument();
    expect(captchaSrc()).toBe(before);
  });
});

describe('Registration: register', () => {
  it('code 0: tracks the click with the phone, registers, and goes to the download page keeping the promotion', async () => {
    const { user, api, navigate } = await setup({ session: { ...SESSION, merchantNumber: 'M01' } });
    await fill(user, { mobile: MOBILE, captcha: 'AB12', sms: SMS_CODE });
    await user.click(submitButton());

    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(api.trackClick).toHaveBeenCalledWith({
      pageId: '9',
      userFrom: 'promo',
      clientType: 'ios',
      utmTag: 'web',
      appFrom: 'lendview',
      phone: MOBILE,
    });
    expect(api.register).toHaveBeenCalledWith({
      phone: MOBILE,
      capcode: 'AB12',
      sid: 'fake-sid',
      deviceId: 'dev-1',
      appName: 'lendview',
      appFrom: 'lendview',
      userFrom: 'promo',
      utmTag: 'web',
      merchantNumber: 'M01',
      userName: MOBILE,
      smsCode: SMS_CODE,
      inviteCode: 'INV1',
      id: '7',
    });
    const [to, options] = navigate.mock.calls[0]!;
    expect(target(to)).toEqual({
      path: '/#/downloadTemplate',
      params: {
        app_from: 'lendview',
        user_from: 'promo',
        utm_tag: 'web',
        id: '7',
        links_id: '9',
        invite_code: 'INV1',
        UC: 'u1',
        deviceId: 'dev-1',
        appName: 'lendview',
        clientType: 'iOS',
        merchantNumber: 'M01',
        languageType: '1',
      },
    });
    expect(options).toEqual({ replace: true });
  });

  it('code 11: toasts that the borrower is registered, then goes to the download page', async () => {
    const { user, navigate, onError } = await setup();
    await fill(user, { mobile: REGISTERED_PHONE, captcha: 'AB12', sms: SMS_CODE });
    await user.click(submitButton());

    expect(await screen.findByText('You have already registered, please download the app and log in!')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(submitButton()).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(target(navigate.mock.calls[0]![0]).path).toBe('/#/downloadTemplate');
    expect(onError).not.toHaveBeenCalled();
  });

  it('code 11 in Spanish', async () => {
    const { user } = await setup({ market: 'es', api: spyApi({}, 'es') });
    await user.type(await screen.findByLabelText('Número de celular'), REGISTERED_PHONE);
    await user.type(screen.getByLabelText('Código de la imagen'), 'AB12');
    await user.type(screen.getByLabelText('Código SMS'), SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Quiero mi préstamo' }));
    expect(await screen.findByText('¡Ya está registrado, descargue la aplicación e inicie sesión!')).toBeInTheDocument();
  });

  it('code -1: a new captcha and the server message', async () => {
    const api = spyApi({ register: vi.fn(refused('-1', 'Wrong image code, please try again')) });
    const { user, navigate, onError } = await setup({ api });
    await fill(user, { mobile: MOBILE, captcha: 'AB12', sms: SMS_CODE });
    const before = captchaSrc();
    await user.click(submitButton());

    expect(await screen.findByText('Wrong image code, please try again')).toBeInTheDocument();
    expect(captchaSrc()).not.toBe(before);
    expect(field('Image captcha')).toHaveValue('');
    expect(navigate).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: '-1' }));
  });

  it('another code: the server message, the captcha kept, nothing else', async () => {
    const { user, navigate } = await setup();
    await fill(user, { mobile: MOBILE, captcha: 'AB12', sms: '000000' });
    const before = captchaSrc();
    await user.click(submitButton());
    expect(await screen.findByText('Wrong SMS code')).toBeInTheDocument();
    expect(captchaSrc()).toBe(before);
    expect(submitButton()).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a network failure shows the localized message', async () => {
    const api = spyApi({ register: () => Promise.reject(new ApiError('network', 'fetch failed')) });
    const { user } = await setup({ api });
    await fill(user, { mobile: MOBILE, captcha: 'AB12', sms: SMS_CODE });
    await user.click(submitButton());
    expect(await screen.findByText('No connection. Check your internet and try again.')).toBeInTheDocument();
  });

  it('cannot register twice: the button is disabled while the call runs', async () => {
    const registered = deferred();
    const api = spyApi({ register: vi.fn(() => registered.promise) });
    const { user, navigate } = await setup({ api });
    await fill(user, { mobile: MOBILE, captcha: 'AB12', sms: SMS_CODE });
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    await user.type(field('SMS code'), '{Enter}');
    expect(api.register).toHaveBeenCalledTimes(1);
    registered.resolve();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });
});
