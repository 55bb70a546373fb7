import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** The part of the Geolocation API the page uses. */
export type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

type State =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'done'; latitude: number; longitude: number; accuracy: number }
  | { status: 'failed'; message: string };

/** The get-location button (spec 2.19) and what it found: the coordinates or the error. */
export function Location({ geolocation }: { geolocation: GeolocationLike | undefined }) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ status: 'idle' });

  function locate() {
    if (!geolocation) {
      setState({ status: 'failed', message: t`Location is not available here.` });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ status: 'done', latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) => setState({ status: 'failed', message: error.message || t`Location was refused or is unavailable.` }),
      { timeout: 15_000, maximumAge: 0 },
    );
  }

  return (
    <section className="lv-section" aria-labelledby="tp-location">
      <h2 id="tp-location" className="lv-section-title">
        <Trans>Location</Trans>
      </h2>
      <button type="button" className="lv-button lv-button-block" onClick={locate} disabled={state.status === 'locating'}>
        {state.status === 'locating' ? <Trans>Locating…</Trans> : <Trans>Get location</Trans>}
      </button>
      <p className="tp-result" role="status">
        {state.status === 'done' && <Coordinates {...state} />}
        {state.status === 'failed' && <FailedText message={state.message} />}
      </p>
    </section>
  );
}

function Coordinates(coords: { latitude: number; longitude: number; accuracy: number }) {
  const latitude = coords.latitude.toFixed(6);
  const longitude = coords.longitude.toFixed(6);
  const accuracy = Math.round(coords.accuracy);
  return (
    <Trans>
      Latitude {latitude}, longitude {longitude} (accuracy {accuracy} m)
    </Trans>
  );
}

function FailedText({ message }: { message: string }) {
  return <Trans>Location error: {message}</Trans>;
}
