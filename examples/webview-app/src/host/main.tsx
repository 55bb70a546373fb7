import { createRoot } from 'react-dom/client';
import { HostSimulator } from './HostSimulator';
import './host.css';

const initial = new URLSearchParams(window.location.search).get('screen') ?? '/fourthOliver?languageType=1';
createRoot(document.getElementById('root')!).render(<HostSimulator initialScreen={initial} />);
