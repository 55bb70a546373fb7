import { ACTIONS_1_0, exposeHost, type HostConnection, type MessageEnvelope } from '@lendview/bridge';
import { useEffect, useRef, useState } from 'react';
import { CATALOG, sampleUrl } from '../catalog';
import { screenAddress } from './screen-address';

interface LogEntry {
  at: string;
  direction: 'in' | 'out';
  text: string;
}

/**
 * Plays the native shell for a screen in an iframe: answers `hello`, logs every bridge message,
 * and sends the `resume` and `back` events, as an Android or iOS app would.
 */
export function HostSimulator({ initialScreen }: { initialScreen: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const host = useRef<HostConnection | null>(null);
  const legacy = useRef(false);
  const [screen, setScreen] = useState(initialScreen);
  const [olderShell, setOlderShell] = useState(false);
  const [log, setLog] = useState<LogEntry[]>([]);
  legacy.current = olderShell;

  const add = (direction: LogEntry['direction'], text: string) =>
    setLog((entries) => [...entries, { at: new Date().toLocaleTimeString(), direction, text }]);

  useEffect(() => {
    const connection = exposeHost(
      (message: MessageEnvelope) => {
        add('in', `${message.type} ${JSON.stringify(message.payload)}`);
        if (message.type === 'hello' && !legacy.current) {
          return { protocol: 1, platform: 'web', appVersion: 'host-simulator', capabilities: [...ACTIONS_1_0] };
        }
        return undefined;
      },
      { frame: frame.current!.contentWindow, allowedOrigins: [window.location.origin] },
    );
    host.current = connection;
    void connection.ready.then(() => {
      if (frame.current) frame.current.src = screenAddress(screen, window.location.origin);
    });
    return () => connection.dispose();
    // The frame keeps its window across navigations: one host for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function open(requested: string) {
    const url = screenAddress(requested, window.location.origin);
    setScreen(url);
    setLog([]);
    if (frame.current) frame.current.src = url;
  }

  function emit(event: 'resume' | 'back') {
    host.current?.emit(event);
    add('out', `event ${event}`);
  }

  return (
    <div className="host">
      <header className="host-bar">
        <h1>Host simulator</h1>
        <label>
          Screen{' '}
          <select value={screen} onChange={(e) => open(e.target.value)}>
            {!CATALOG.some((c) => (['en', 'es'] as const).some((m) => sampleUrl(c, m) === screen)) && (
              <option value={screen}>{screen}</option>
            )}
            {CATALOG.filter((c) => !c.devOnly).flatMap((entry) =>
              (['en', 'es'] as const).map((market) => (
                <option key={`${entry.id}-${market}`} value={sampleUrl(entry, market)}>{`${entry.title} (${market})`}</option>
              )),
            )}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={olderShell} onChange={(e) => setOlderShell(e.target.checked)} /> Older shell (no hello
          reply)
        </label>
        <button type="button" onClick={() => emit('resume')}>
          Send resume
        </button>
        <button type="button" onClick={() => emit('back')}>
          Send back
        </button>
        <button type="button" onClick={() => open(screen)}>
          Reload screen
        </button>
      </header>
      <div className="host-main">
        <iframe ref={frame} title="Screen" className="host-phone" />
        <section className="host-log-panel">
          <h2>Bridge messages</h2>
          <ol role="log" aria-label="Bridge messages" className="host-log">
            {log.map((entry, i) => (
              <li key={i} className={`host-${entry.direction}`}>
                <time>{entry.at}</time> {entry.direction === 'in' ? 'web → native' : 'native → web'}: <code>{entry.text}</code>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
