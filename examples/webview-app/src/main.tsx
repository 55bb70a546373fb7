import { App } from './App';
import './app.css';
import { currentAppPath } from './location';
import { routeTable } from './routing';
import { createServices } from './services';

// Render as you fetch: the screen's data request and chunk start here, before React DOM (the
// largest download, preloaded by the page in parallel) has even arrived.
const services = createServices(import.meta.env.LENDVIEW_API_BASE || window.location.origin);
const routes = routeTable(import.meta.env.DEV);

const [path, search = ''] = currentAppPath().split('?');
const first = routes.get(path);
if (first) services.start(first, search);

void import('react-dom/client').then(({ createRoot }) => {
  // Tests and field monitoring read this mark: the data request must start before it.
  performance.mark('lendview:render');
  createRoot(document.getElementById('root')!).render(<App services={services} routes={routes} />);
});
