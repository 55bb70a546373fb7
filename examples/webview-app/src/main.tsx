import { createRoot } from 'react-dom/client';
import { App } from './App';
import './app.css';
import { routeTable } from './routing';
import { createServices } from './services';

const services = createServices(window.location.origin);
const routes = routeTable(import.meta.env.DEV);

// Render as you fetch: the screen's chunk and data request start before React's first render.
const [path, search = ''] = (window.location.hash.startsWith('#/')
  ? window.location.hash.slice(1)
  : window.location.pathname + window.location.search).split('?');
const first = routes.get(path);
if (first) services.start(first, search);

createRoot(document.getElementById('root')!).render(<App services={services} routes={routes} />);
