/** The build's page (`build/server-page.ts`), bundled into the Worker by the build (`vite.config.ts`). */
declare module 'virtual:lendview/server-page' {
  import type { ServerPage } from '../build/server-page';

  const page: ServerPage;
  export default page;
}
