import { ApiError, type ApiAdapter, type UploadOptions } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { ComplaintForm } from '@lendview/screens/complaint-form';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RenderScreenOptions, showScreen } from '@tests/support/render';

const COLLECTION_QUERY = 'type=1&subType=102&orderNo=174';

/** Renders inside an awaited act (React 19 drops a first render suspended in a sync act). */
async function mount(options: RenderScreenOptions = {}) {
  const rendered = await showScreen(<ComplaintForm />, { query: COLLECTION_QUERY, ...options });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const png = (name = 'photo.png', size = 64) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const text = (field: HTMLElement) => (field as HTMLTextAreaElement).value;
const field = () => screen.getByRole('textbox', { name: 'Describe your problem' });
const picker = () => screen.getByLabelText('Add image');

/** An adapter whose uploads and saves wait for the test, to see progress and the busy state. */
function controlledApi(market: 'en' | 'es' = 'en') {
  const real = createFakeApi({ market });
  const uploads: { file: Blob; options: UploadOptions; resolve: (url: string) => void; reject: (e: Error) => void }[] = [];
  const saves: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const api: ApiAdapter = {
    ...real,
    uploadComplaintImage: vi.fn(
      (file: Blob, options: UploadOptions = {}) =>
        new Promise<string>((resolve, reject) => {
          uploads.push({ file, options, resolve, reject });
        }),
    ),
    saveComplaint: vi.fn(() => new Promise<void>((resolve, reject) => saves.push({ resolve, reject }))),
  };
  return { api, uploads, saves };
}

afterEach(() => {
  vi.useRealTimers();
  // The form keeps an unsent complaint in the page's storage: each test starts without one.
  localStorage.clear();
});

describe('ComplaintForm', () => {
  it('shows the chosen type and sub-type as tags', async () => {
    await mount();
    expect(screen.getByRole('heading', { level: 1, name: 'New complaint' })).toBeInTheDocument();
    const tags = within(screen.getByRole('region', { name: 'Question type' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Collection', 'Calls at night']);
  });

  it('is in Spanish for the Spanish market', async () => {
    await mount({ market: 'es', query: 'type=2&orderNo=174' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva queja' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Tipo de consulta' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['Pago']);
    expect(screen.getByRole('textbox', { name: 'Describa su problema' })).toBeInTheDocument();
    expect(screen.getByText('0/200')).toBeInTheDocument();
  });

  it('sends the borrower back to choose when the type is unknown or collection lacks its sub-type', async () => {
    const { navigate } = await mount({ query: 'type=1&orderNo=174' });
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a question type' }));
    expect(navigate).toHaveBeenCalledWith('/complaint', { replace: true });
  });

  it('counts the characters as they are typed', async () => {
    await mount();
    await userEvent.type(field(), 'Hello');
    expect(screen.getByText('5/200')).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription('5 of 200 characters');
  });

  it('ignores typing past 200 characters', async () => {
    await mount();
    await userEvent.click(field());
    await userEvent.paste('a'.repeat(195));
    await userEvent.type(field(), 'bcdefghij');
    expect(text(field())).toBe(`${'a'.repeat(195)}bcdef`);
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('keeps only the first 200 characters of a long paste', async () => {
    await mount();
    await userEvent.click(field());
    await userEvent.paste(`${'x'.repeat(200)}TAIL`);
    expect(text(field())).toBe('x'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('caps input that arrives past the limit without the browser stopping it (an IME or web view)', async () => {
    await mount();
    fireEvent.change(field(), { target: { value: 'y'.repeat(230) } });
    expect(text(field())).toHaveLength(200);
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('uploads an image with progress, and toasts the success', async () => {
    const { api, uploads } = controlledApi();
    await mount({ api });
    await userEvent.upload(picker(), png());

    expect(api.uploadComplaintImage).toHaveBeenCalledTimes(1);
    act(() => uploads[0]!.options.onProgress?.(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading image 1' })).toHaveAttribute('aria-valuenow', '40');

    await act(async () => uploads[0]!.resolve('https://cdn.lendview.test/1.png'));
    expect(await screen.findByText('Upload successful!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', 'https://cdn.lendview.test/1.png');
  });

  it('shows the spec uploading... loading toast while an image uploads, without blocking a remove', async () => {
    const { api, uploads } = controlledApi();
    await mount({ api });
    await userEvent.upload(picker(), png());

    const busy = screen.getByText('uploading...').closest('[role=status]');
    expect(busy).not.toBeNull();
    expect(busy).toHaveClass('lv-busy-passive');

    await act(async () => uploads[0]!.resolve('https://cdn.lendview.test/1.png'));
    expect(screen.queryByText('uploading...')).toBeNull();
  });

  it('shows the uploading... toast in Spanish', async () => {
    const { api } = controlledApi();
    await mount({ api, market: 'es', query: 'type=2' });
    await userEvent.upload(screen.getByLabelText('Agregar imagen'), png());
    expect(screen.getByText('subiendo...')).toBeInTheDocument();
  });

  it('a complaint without an order is sent with orderNo "" and the fake server accepts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi({ market: 'en' });
    const save = vi.spyOn(api, 'saveComplaint');
    await mount({ api, query: 'type=3' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(field(), 'Can I borrow more?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Complaint sent' })).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ type: '3', orderNo: '' }));
  });

  it('toasts the upload success in Spanish with the spec text', async () => {
    await mount({ market: 'es', query: 'type=2' });
    await userEvent.upload(screen.getByLabelText('Agregar imagen'), png());
    expect(await screen.findByText('¡La carga se realizó correctamente!')).toBeInTheDocument();
  });

  it('toasts the server message when an upload fails, and drops that image', async () => {
    const api = createFakeApi({
      market: 'en',
      failures: { uploadComplaintImage: new ApiError('rejected', 'Image rejected by server', { code: '3' }) },
    });
    const { onError } = await mount({ api });
    await userEvent.upload(picker(), png());
    expect(await screen.findByText('Image rejected by server')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rejected', code: '3' }));
    expect(screen.queryByRole('button', { name: /Remove image/ })).toBeNull();
    expect(screen.getByText('0/9')).toBeInTheDocument();
  });

  it('refuses files that are not images, by their type', async () => {
    const { api } = controlledApi();
    await mount({ api });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(), new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only images can be added.')).toBeInTheDocument();
    expect(api.uploadComplaintImage).not.toHaveBeenCalled();
  });

  it('refuses images over 5 MB with a clear toast', async () => {
    const { api } = controlledApi();
    await mount({ api });
    await userEvent.upload(picker(), png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Each image must be 5 MB or smaller.')).toBeInTheDocument();
    expect(api.uploadComplaintImage).not.toHaveBeenCalled();
  });

  it('takes at most 9 images, ignores the rest and hides the add control at 9', async () => {
    const { api } = controlledApi();
    await mount({ api });
    await userEvent.upload(
      picker(),
      Array.from({ length: 5 }, (_, i) => png(`a${i}.png`)),
    );
    expect(screen.getByText('5/9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add image' })).toBeInTheDocument();

    await userEvent.upload(
      picker(),
      Array.from({ length: 6 }, (_, i) => png(`b${i}.png`)),
    );
    expect(api.uploadComplaintImage).toHaveBeenCalledTimes(9);
    expect(screen.getAllByRole('button', { name: /Remove image/ })).toHaveLength(9);
    expect(screen.getByText('9/9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add image' })).toBeNull();
    expect(screen.queryByLabelText('Add image')).toBeNull();
  });

  it('removes an image, cancelling its upload, and brings the add control back', async () => {
    const { api, uploads } = controlledApi();
    await mount({ api });
    await userEvent.upload(
      picker(),
      Array.from({ length: 9 }, (_, i) => png(`a${i}.png`)),
    );
    expect(screen.queryByRole('button', { name: 'Add image' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 9' }));
    expect(uploads[8]!.options.signal?.aborted).toBe(true);
    expect(uploads[0]!.options.signal?.aborted).toBe(false);
    expect(screen.getAllByRole('button', { name: /Remove image/ })).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Add image' })).toBeInTheDocument();
  });

  it('refuses to send an empty description with the spec toast', async () => {
    const { api } = controlledApi();
    await mount({ api });
    await userEvent.type(field(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please fill in your comments and suggestions')).toBeInTheDocument();
    expect(api.saveComplaint).not.toHaveBeenCalled();
  });

  it('says the empty-text refusal in Spanish with the spec text', async () => {
    await mount({ market: 'es', query: 'type=2' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Por favor, rellene sus comentarios y sugerencias')).toBeInTheDocument();
  });

  it('waits for uploads to finish before sending', async () => {
    const { api } = controlledApi();
    await mount({ api });
    await userEvent.type(field(), 'Late calls');
    await userEvent.upload(picker(), png());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please wait until the images finish uploading.')).toBeInTheDocument();
    expect(api.saveComplaint).not.toHaveBeenCalled();
  });

  it('sends the complaint while saving..., then shows the success modal and returns home after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, uploads, saves } = controlledApi();
    const { navigate } = await mount({ api });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(field(), 'An agent called me at night');
    await user.upload(picker(), [png('a.png'), png('b.png')]);
    await act(async () => {
      uploads[0]!.resolve('https://cdn.lendview.test/a.png');
      uploads[1]!.resolve('https://cdn.lendview.test/b.png');
    });

    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    await user.click(send);
    expect(api.saveComplaint).toHaveBeenCalledTimes(1);
    expect(api.saveComplaint).toHaveBeenCalledWith({
      type: '1',
      subType: '102',
      detail: 'An agent called me at night',
      images: ['https://cdn.lendview.test/a.png', 'https://cdn.lendview.test/b.png'],
      orderNo: '174',
    });
    expect(screen.getByText('saving...').closest('[role=status]')).not.toBeNull();
    expect(send).toBeDisabled();

    await act(async () => saves[0]!.resolve());
    expect(screen.getByRole('dialog', { name: 'Complaint sent' })).toBeInTheDocument();
    expect(screen.queryByText('saving...')).toBeNull();

    // The clock also moves with real time here (`shouldAdvanceTime`): leave a loaded machine 100 ms.
    act(() => vi.advanceTimersByTime(1400));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/complaint', { replace: true });
  });

  it('saves through the fake server and appends the session query on the way home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi({ market: 'en' });
    const { navigate } = await mount({ api, query: 'type=2&orderNo=174', session: { userId: '7' } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(field(), 'Payment not shown');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Complaint sent' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(navigate).toHaveBeenCalledWith('/complaint?userId=7', { replace: true });
    const tabs = await api.complaintTabs();
    expect(tabs[0]!.items[0]).toMatchObject({ type: 'Repayment', content: 'Payment not shown' });
  });

  it('toasts the server message when sending fails, and lets the borrower try again', async () => {
    const { api, saves } = controlledApi();
    const { onError, navigate } = await mount({ api });
    await userEvent.type(field(), 'Threats');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () =>
      saves[0]!.reject(new ApiError('rejected', 'The selected order does not support sending collection types', { code: '1' })),
    );

    expect(await screen.findByText('The selected order does not support sending collection types')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rejected' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(navigate).not.toHaveBeenCalled();
  });
});
