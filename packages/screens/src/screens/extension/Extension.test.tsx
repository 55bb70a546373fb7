import { ApiError, sessionQuery, type ApiAdapter } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { Extension } from '@lendview/screens/extension';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showScreen, type RenderScreenOptions } from '@tests/support/render';
import { expectBoundaryLog } from '@tests/support/console';

// A render counter on the screen's content: every render of it reads the screen data once.
const renders = vi.hoisted(() => ({ content: 0 }));
vi.mock('../../core/screen-data', async (importOriginal) => {
  const hooks = await importOriginal<typeof import('../../core/screen-data')>();
  return {
    ...hooks,
    useScreenData: ((loader) => {
      renders.content += 1;
      return hooks.useScreenData(loader);
    }) as typeof hooks.useScreenData,
  };
});

const SESSION = { deviceId: 'dev-1', userId: '1001', sessionId: 'sess-1', productId: '1', orderId: '174', languageType: '1' };
const VIEWPORT = { width: 390, height: 844 };
// The button's reach with a 390x844 viewport: 48 px button, 12 px margins, resting 112 px above the bottom.
const LEFT_X = -(VIEWPORT.width - 48 - 2 * 12);
const TOP_Y = -(VIEWPORT.height - 112 - 48 - 12);

async function open(options: RenderScreenOptions = {}) {
  return showScreen(<Extension />, { session: SESSION, ...options });
}

const serviceButton = () => screen.getByRole('button', { name: /^(Customer service|Atención al cliente)$/ });
const transformOf = (element: HTMLElement) => element.style.transform;
const at = (x: number, y: number) => `translate3d(${x}px, ${y}px, 0)`;

/** A finger (or mouse) drag from `from` to `to`, in steps; `click` adds the click a browser may send after it. */
function drag(element: HTMLElement, from: [number, number], to: [number, number], { click = false, pointerType = 'touch' } = {}) {
  const init = (x: number, y: number) => ({ pointerId: 7, pointerType, button: 0, clientX: x, clientY: y, bubbles: true });
  fireEvent.pointerDown(element, init(...from));
  for (const step of [0.25, 0.5, 1]) {
    fireEvent.pointerMove(element, init(from[0] + (to[0] - from[0]) * step, from[1] + (to[1] - from[1]) * step));
  }
  fireEvent.pointerUp(element, init(...to));
  if (click) fireEvent.click(element);
}

beforeEach(() => {
  renders.content = 0;
  // happy-dom lays nothing out: the viewport the button measures is a phone's.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: VIEWPORT.width,
    bottom: VIEWPORT.height,
    ...VIEWPORT,
    toJSON: () => ({}),
  } as DOMRect);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Extension', () => {
  it('shows the reviewer line, the extension amount, the repay date, the product and the plan (English)', async () => {
    await open({ market: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Extension' })).toBeInTheDocument();
    expect(screen.getByText('Extend your loan by 7 days')).toBeInTheDocument();
    expect(screen.getByText('₹850.00')).toBeInTheDocument();
    expect(screen.getByText('Repay date: 28 Feb 2026')).toBeInTheDocument();
    expect(screen.getByText('LendView Cash')).toBeInTheDocument();
    const plan = screen.getByRole('heading', { name: 'Repayment plan' }).nextElementSibling as HTMLElement;
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Current due date21 Feb 2026', 'New due date28 Feb 2026']);
    expect(screen.getByText('You can extend up to 7 days.')).toBeInTheDocument();
    expect(document.documentElement.innerHTML).not.toContain('The extension starts once the fee is received.');
    expect(document.title).toBe('Extension');
  });

  it('is in Spanish, with the shared channel parts translated too', async () => {
    const user = userEvent.setup();
    await open({ market: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Prórroga' })).toBeInTheDocument();
    expect(screen.getByText('$520.00')).toBeInTheDocument();
    expect(screen.getByText('Monto de la prórroga')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Elija cómo pagar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar el código 9301 2345 6789 01' })).toHaveTextContent('Copiar');

    await user.click(screen.getByRole('button', { name: 'Mostrar el código de barras de Pague en cualquier tienda OXXO' }));
    expect(screen.getByRole('dialog', { name: 'Código de barras' })).toHaveTextContent(
      'Escanee este código de barras en caja para pagar.',
    );
  });

  it('asks for the extension of the session order', async () => {
    const real = createFakeApi({ market: 'en' });
    const extensionDetail = vi.fn(real.extensionDetail);
    await open({ api: { ...real, extensionDetail } as ApiAdapter });
    expect(extensionDetail).toHaveBeenCalledWith({ productId: '1', orderId: '174' });
  });

  it('opens the payment instructions with requestType=2, the extension amount, the pay code and the session query', async () => {
    const user = userEvent.setup();
    const { navigate } = await open({ market: 'en' });

    await user.click(screen.getByRole('button', { name: 'Pay with any UPI app' }));

    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]![0]).toBe(
      `/oxxoPayInstructions?requestType=2&amount=850.00&payCode=UPI&${sessionQuery(SESSION)}`,
    );
  });

  it('copies the virtual code and toasts the copied message', async () => {
    const user = userEvent.setup();
    await open({ market: 'en' });
    await user.click(screen.getByRole('button', { name: 'Copy code lendview.174@upi' }));
    expect(await navigator.clipboard.readText()).toBe('lendview.174@upi');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('opens the barcode modal and closes it on a mask tap and on Escape', async () => {
    const user = userEvent.setup();
    await open({ market: 'en' });
    const opener = screen.getByRole('button', { name: 'Show the barcode of Cash at a PayU partner store' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Barcode' });
    expect(within(dialog).getByRole('img', { name: 'Barcode of Cash at a PayU partner store' })).toBeInTheDocument();
    // The mask is the dialog element around its panel.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('the draggable customer-service button', () => {
    it('opens customer service, with the session query, on a tap', async () => {
      const user = userEvent.setup();
      const { navigate } = await open({ market: 'en' });
      await user.click(serviceButton());
      expect(navigate).toHaveBeenCalledWith(`/fourthOliver?${sessionQuery(SESSION)}`, undefined);
    });

    it('still opens on a tap that wobbles a few pixels', async () => {
      const { navigate } = await open({ market: 'en' });
      drag(serviceButton(), [360, 700], [363, 697], { click: true });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(transformOf(serviceButton())).toBe(at(0, 0));
    });

    it('moves with a drag, snaps to the nearer side, and does not navigate', async () => {
      const { navigate } = await open({ market: 'en' });
      const button = serviceButton();
      expect(transformOf(button)).toBe(at(0, 0));

      drag(button, [360, 700], [340, 500], { click: true });
      expect(transformOf(button)).toBe(at(0, -200));

      drag(button, [340, 500], [60, 450], { click: true, pointerType: 'mouse' });
      expect(transformOf(button)).toBe(at(LEFT_X, -250));
      expect(navigate).not.toHaveBeenCalled();
    });

    it('stays inside the viewport', async () => {
      await open({ market: 'en' });
      const button = serviceButton();
      drag(button, [360, 700], [-400, -2000]);
      expect(transformOf(button)).toBe(at(LEFT_X, TOP_Y));
      drag(button, [20, 20], [900, 4000]);
      expect(transformOf(button)).toBe(at(0, 112 - 12));
    });

    it('follows the pointer while dragging, then eases to its side', async () => {
      await open({ market: 'en' });
      const button = serviceButton();
      fireEvent.pointerDown(button, { pointerId: 3, pointerType: 'touch', clientX: 360, clientY: 700 });
      fireEvent.pointerMove(button, { pointerId: 3, pointerType: 'touch', clientX: 250, clientY: 600 });
      expect(button).toHaveAttribute('data-state', 'dragging');
      expect(transformOf(button)).toBe(at(-110, -100));
      fireEvent.pointerUp(button, { pointerId: 3, pointerType: 'touch', clientX: 250, clientY: 600 });
      expect(button).toHaveAttribute('data-state', 'idle');
      expect(transformOf(button)).toBe(at(0, -100));
    });

    it('opens on a finger tap even when the browser sends no click (tap after a flick), and only once when it does', async () => {
      const { navigate } = await open({ market: 'en' });
      const button = serviceButton();
      drag(button, [360, 700], [360, 400]);

      const touch = { pointerId: 9, pointerType: 'touch', clientX: 360, clientY: 400 };
      fireEvent.pointerDown(button, touch);
      fireEvent.pointerUp(button, touch);
      expect(navigate).toHaveBeenCalledTimes(1);
      // The touchend after it is cancelled, so the browser makes no click to land on the next screen.
      expect(fireEvent.touchEnd(button)).toBe(false);
      fireEvent.click(button);
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith(`/fourthOliver?${sessionQuery(SESSION)}`, undefined);
    });

    it('opens on the next tap after a drag the browser sent no click for', async () => {
      const user = userEvent.setup();
      const { navigate } = await open({ market: 'en' });
      drag(serviceButton(), [360, 700], [360, 400]);
      await user.click(serviceButton());
      expect(navigate).toHaveBeenCalledTimes(1);
    });

    it('moves with the arrow keys and opens with Enter', async () => {
      const user = userEvent.setup();
      const { navigate } = await open({ market: 'en' });
      const button = serviceButton();
      expect(button).toHaveAccessibleDescription('Drag it, or use the arrow keys, to move it.');
      button.focus();

      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(transformOf(button)).toBe(at(0, -64));
      await user.keyboard('{ArrowLeft}');
      expect(transformOf(button)).toBe(at(LEFT_X, -64));
      await user.keyboard('{ArrowDown}{ArrowRight}');
      expect(transformOf(button)).toBe(at(0, -32));
      expect(navigate).not.toHaveBeenCalled();

      await user.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledWith(`/fourthOliver?${sessionQuery(SESSION)}`, undefined);
    });

    it('opens with the keyboard right after a drag', async () => {
      const user = userEvent.setup();
      const { navigate } = await open({ market: 'en' });
      drag(serviceButton(), [360, 700], [360, 400], { click: true });
      serviceButton().focus();
      await user.keyboard(' ');
      expect(navigate).toHaveBeenCalledTimes(1);
    });

    it('re-renders only itself while dragged (the screen content renders no more)', async () => {
      await open({ market: 'en' });
      const button = serviceButton();
      const before = renders.content;
      expect(before).toBeGreaterThan(0);

      drag(button, [360, 700], [100, 300], { click: true });
      button.focus();
      fireEvent.keyDown(button, { key: 'ArrowUp' });

      expect(transformOf(button)).toBe(at(LEFT_X, -432));
      expect(renders.content).toBe(before);
    });

    it('is a 48 px round button, above the 44 px touch minimum', async () => {
      await open({ market: 'en' });
      const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
      expect(css).toMatch(/\.ext-service\{[^}]*width:48px;height:48px/);
    });
  });

  it('shows the server message when the server refuses', async () => {
    expectBoundaryLog();
    const api = createFakeApi({
      market: 'es',
      failures: { extensionDetail: new ApiError('rejected', 'Prórroga no disponible', { code: '9' }) },
    });
    const { onError } = await open({ api, market: 'es' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Prórroga no disponible');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rejected' }));
  });

  it('shows a loading state while the extension loads', async () => {
    await open({ api: createFakeApi({ market: 'en', pending: ['extensionDetail'] }) });
    expect(screen.getByRole('status', { name: 'Loading your extension' })).toHaveAttribute('aria-busy', 'true');
  });
});
