import type { Loader } from '../../../core/data';
import { useScreenData } from '../../../core/screen-data';
import type { Market } from '../../../core/market';
import { useLendview } from '../../../core/provider';
import type { LoadedLegal } from './loader';

export interface LegalProps {
  /** The text's loader per market. */
  loaders: Record<Market, Loader<LoadedLegal>>;
  level?: 1 | 2;
  idPrefix: string;
  screen: string;
}

/**
 * A long legal text in the market's language. Suspends while it loads: mount it inside a
 * `Suspense` sized like a page of text. Keyed by market, so a market change reads the other text.
 */
export function Legal(props: LegalProps) {
  const { market } = useLendview();
  return <Loaded key={market} loader={props.loaders[market]} {...props} />;
}

function Loaded({ loader, loaders: _, ...rest }: LegalProps & { loader: Loader<LoadedLegal> }) {
  const { data } = useScreenData(loader);
  return <data.Document text={data.text} {...rest} />;
}
