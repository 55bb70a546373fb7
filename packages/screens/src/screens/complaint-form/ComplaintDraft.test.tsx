import { createFakeApi } from '@lendview/api/fake';
import type { KeyValueStorage } from '@lendview/screens';
import { ComplaintForm } from '@lendview/screens/complaint-form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RenderScreenOptions, showScreen } from '@tests/support/render';

/** The device's storage across page loads (one object shared by the renders of a test). */
function deviceStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const KEY = 'lendview:complaint-draft';
const field = () => screen.getByRole('textbox', { name: 'Describe your problem' });
const png = () => new File([new Uint8Array(64)], 'photo.png', { type: 'image/png' });

/** Opens the form as a page load would (the previous one unmounted: the web view was ended). */
async function load(storage: KeyValueStorage, options: RenderScreenOptions = {}) {
  const api = options.api ?? {
    ...createFakeApi({ market: 'en' }),
    uploadComplaintImage: () => Promise.resolve('https://cdn.lendview.test/1.png'),
  };
  const rendered = await showScreen(<ComplaintForm />, { query: 'type=1&subType=102&orderNo=174', storage, ...options, api });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('ComplaintForm: the draft survives a reload until it is sent', () => {
  it('keeps the text, type, sub-type and uploaded images for the order, and forgets them once sent', async () => {
    const storage = deviceStorage();
    const first = await load(storage);
    await userEvent.type(field(), 'Calls at 2 am');
    await userEvent.upload(screen.getByLabelText('Add image'), png());
    await screen.findByRole('img', { name: 'Image 1' });
    first.unmount();

    const api = createFakeApi({ market: 'en' });
    const save = vi.spyOn(api, 'saveComplaint');
    await load(storage, { api });
    expect(field()).toHaveValue('Calls at 2 am');
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', 'https://cdn.lendview.test/1.png');
    expect(await screen.findByText('Your unsent complaint is back.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(save).toHaveBeenCalledWith({
      type: '1',
      subType: '102',
      detail: 'Calls at 2 am',
      images: ['https://cdn.lendview.test/1.png'],
      orderNo: '174',
    });
    expect(await screen.findByRole('dialog', { name: 'Complaint sent' })).toBeInTheDocument();
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('the same order with another question type starts empty', async () => {
    const storage = deviceStorage();
    const first = await load(storage);
    await userEvent.type(field(), 'Rude agent');
    first.unmount();
    await load(storage, { query: 'type=2&orderNo=174' });
    expect(field()).toHaveValue('');
  });

  it("another order's form starts empty and leaves the kept draft alone", async () => {
    const storage = deviceStorage();
    const first = await load(storage);
    await userEvent.type(field(), 'Calls at 2 am');
    first.unmount();
    const other = await load(storage, { query: 'type=2&orderNo=180' });
    expect(field()).toHaveValue('');
    other.unmount();
    await load(storage);
    expect(field()).toHaveValue('Calls at 2 am');
  });

  it.each([
    ['older than 7 days', (draft: object) => ({ ...draft, savedAt: Date.now() - 8 * 24 * 3600 * 1000 })],
    ['not a draft', () => ({ orderNo: '174', text: { $: 'x' } })],
    ['not JSON', () => '{'],
  ])('a kept draft %s is not shown', async (_, spoil) => {
    const storage = deviceStorage();
    const draft = { orderNo: '174', type: '1', subType: '102', text: 'Old words', images: [], savedAt: Date.now() };
    const spoiled = spoil(draft);
    storage.setItem(KEY, typeof spoiled === 'string' ? spoiled : JSON.stringify(spoiled));
    await load(storage);
    expect(field()).toHaveValue('');
  });

  it('clearing the text and the images forgets the draft', async () => {
    const storage = deviceStorage();
    await load(storage);
    await userEvent.type(field(), 'x');
    expect(storage.items.has(KEY)).toBe(true);
    await userEvent.clear(field());
    expect(storage.items.has(KEY)).toBe(false);
  });
});
