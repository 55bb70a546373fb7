import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderScreen } from '@tests/support/render';
import { Dialog, Screen, useToast } from './index';

const CATALOGS = { en: {}, es: {} };

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Screen name="dialog-test" catalogs={CATALOGS} css="" fallback={null}>
      {children}
    </Screen>
  );
}

/** A page with an opener, a control behind, and a dialog holding two buttons (and optionally a second dialog). */
function Page({
  dismissible = true,
  removeOpener = false,
  fallback = false,
}: {
  dismissible?: boolean;
  removeOpener?: boolean;
  fallback?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [second, setSecond] = useState(false);
  const [behind, setBehind] = useState(0);
  const toast = useToast();
  return (
    <>
      <h1>Page</h1>
      {!(removeOpener && open) && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      {fallback && (
        <button type="button" data-focus-fallback>
          Named place
        </button>
      )}
      <button type="button" onClick={() => setBehind(behind + 1)}>
        Behind {behind}
      </button>
      <Dialog
        open={open}
        title="First"
        onClose={() => setOpen(false)}
        dismissible={dismissible}
        actions={
          <>
            <button type="button" onClick={() => setSecond(true)}>
              Stack
            </button>
            <button type="button" onClick={() => toast.show('Saved')}>
              Toast
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </>
        }
      />
      <Dialog open={second} title="Second" onClose={() => setSecond(false)} closeOnMask>
        <button type="button" onClick={() => setSecond(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

async function setup(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  const rendered = renderScreen(
    <Frame>
      <Page {...props} />
    </Frame>,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { ...rendered, user, dialog: await screen.findByRole('dialog', { name: 'First' }) };
}

/** What `showModal()` fires on Escape, wherever focus is. */
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

/** React restores focus in a microtask after the dialog closed. */
const settled = () => act(() => Promise.resolve());

describe('Dialog: modal for real', () => {
  it('is shown modal and moves focus to its first control', async () => {
    const { dialog } = await setup();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog).toHaveAccessibleName('First');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stack' }));
  });

  it('keeps Tab and Shift+Tab inside: they cycle between its controls', async () => {
    const { user, dialog } = await setup();
    const [stack, , close] = within(dialog).getAllByRole('button');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(stack);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
  });

  it('keeps WebKit\'s Shift+Tab inside (bug: it sends key "Unidentified" with code "Tab", which the trap ignored)', async () => {
    const { dialog } = await setup();
    const [stack, , close] = within(dialog).getAllByRole('button');
    expect(document.activeElement).toBe(stack);
    const webkitShiftTab = new KeyboardEvent('keydown', {
      key: 'Unidentified',
      code: 'Tab',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    expect(fireEvent(stack, webkitShiftTab)).toBe(false);
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape from anywhere and returns focus to the opener', async () => {
    const { dialog } = await setup();
    (document.activeElement as HTMLElement).blur();
    escape(dialog);
    await settled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('takes the Escape key itself, from the page body, so the browser makes no close request of it', async () => {
    const { user, dialog } = await setup();
    await user.click(within(dialog).getByRole('button', { name: 'Stack' }));
    const second = await screen.findByRole('dialog', { name: 'Second' });
    (document.activeElement as HTMLElement).blur();
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    expect(fireEvent(document.body, key)).toBe(false);
    await settled();
    expect(second).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
  });

  it('ignores Escape and the native back button while it cannot be dismissed', async () => {
    const { dialog, bridge } = await setup({ dismissible: false });
    expect(escape(dialog)).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'Escape' })).toBe(false);
    act(() => bridge.emit('back'));
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
  });

  it('returns focus to a named place when the opener is gone (focus never lost to the body)', async () => {
    const { user, dialog } = await setup({ removeOpener: true, fallback: true });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await settled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Named place' }));
  });

  it('falls back to the page heading when there is no named place', async () => {
    const { user, dialog } = await setup({ removeOpener: true });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await settled();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Page' }));
  });

  it('stacks: back closes the top one only and focus returns into the one below', async () => {
    const { user, dialog, bridge } = await setup();
    await user.click(within(dialog).getByRole('button', { name: 'Stack' }));
    const second = await screen.findByRole('dialog', { name: 'Second' });
    expect(document.activeElement).toBe(within(second).getByRole('button', { name: 'Done' }));
    act(() => bridge.emit('back'));
    await settled();
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stack' }));
  });

  it('closes on a tap on the mask only when asked to', async () => {
    const { user, dialog } = await setup();
    await user.click(within(dialog).getByRole('button', { name: 'Stack' }));
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('dialog', { name: 'Second' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull());
  });

  it('renders the toast live region inside the top open dialog, so it is not inert', async () => {
    const { user, dialog } = await setup();
    await user.click(within(dialog).getByRole('button', { name: 'Toast' }));
    const region = screen.getByRole('status');
    expect(dialog).toContainElement(region);
    expect(region).toHaveTextContent('Saved');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await settled();
    expect(screen.getByRole('status').closest('dialog')).toBeNull();
  });
});

/** A control that disables itself while its call runs, then opens a dialog (Pay now, then the code step). */
function SelfDisabling({ fallback = false, callMs = 10 }: { fallback?: boolean; callMs?: number }) {
  const [phase, setPhase] = useState<'idle' | 'busy' | 'open'>('idle');
  return (
    <>
      <h1>Pay</h1>
      {fallback && <p data-focus-fallback>Status</p>}
      <button
        type="button"
        disabled={phase === 'busy'}
        onClick={() => {
          setPhase('busy');
          setTimeout(() => setPhase('open'), callMs);
        }}
      >
        Pay now
      </button>
      <Dialog open={phase === 'open'} title="Code" onClose={() => setPhase('idle')}>
        <input aria-label="Code" />
      </Dialog>
    </>
  );
}

describe('an engine without <dialog> (Safari before 15.4, iOS 14 at the engine floor)', () => {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const native = { showModal: prototype.showModal, close: prototype.close };
  beforeEach(() => {
    delete prototype.showModal;
    delete prototype.close;
  });
  afterEach(() => {
    Object.assign(prototype, native);
  });

  it('shows the dialog over the page, focus inside, Tab kept in, Escape closes it (bug: showModal is not a function)', async () => {
    const { user, dialog } = await setup();
    expect(dialog).toHaveAttribute('open');
    const [stack, , close] = within(dialog).getAllByRole('button');
    expect(document.activeElement).toBe(stack);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Escape}');
    await settled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });
});

describe('focus is never lost', () => {
  it('moves focus to the named place when the focused control disables itself', async () => {
    const user = userEvent.setup();
    renderScreen(
      <Frame>
        <SelfDisabling fallback callMs={60_000} />
      </Frame>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Status'));
  });

  it('returns focus from the dialog to the control that disabled itself before it opened', async () => {
    const user = userEvent.setup();
    renderScreen(
      <Frame>
        <SelfDisabling />
      </Frame>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Code' });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Code' }));
    escape(dialog);
    await settled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pay now' }));
  });
});
