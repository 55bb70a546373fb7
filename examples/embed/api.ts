/** The `@lendview/api` README's example: the HTTP adapter and its one error type. */
// region api
import { isApiError, parseSession } from '@lendview/api';
import { createHttpApi } from '@lendview/api/http';

const api = createHttpApi({ apiBase: 'https://api.lender.example', session: parseSession(location.search) });

export async function contactPhone(): Promise<string> {
  try {
    const { telephone } = await api.contactInfo();
    return telephone;
  } catch (error) {
    // `rejected` carries the server's code and message; `network`, `timeout`, `malformed` and
    // `aborted` carry none.
    if (isApiError(error) && error.kind === 'rejected') return `refused: ${error.message}`;
    throw error;
  }
}
// endregion
