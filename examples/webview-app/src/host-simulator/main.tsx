import { createRoot } from 'react-dom/client';
import { HostSimulator } from './HostSimulator';
import { screenAddress } from './screen-address';
import './host.css';

const initial = screenAddress(new URLSearchParams(window.location.search).get('screen'), window.location.origin);
createRoot(document.getElementById('root')!).render(<HostSimulator initialScreen={initial} />);
