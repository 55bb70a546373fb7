import type { MouseEvent } from 'react';
import { useNavigation } from '../../core/navigation';
import { useLendview } from '../../core/provider';
import { linkTo } from '../../core/redirect';

/**
 * A real link to an app path: the `href` a visitor can copy or long-press, and a click that
 * moves through the host's navigation (with the session query, so the market stays).
 */
export function useAppLink(path: string) {
  const { session } = useLendview();
  const { go } = useNavigation();
  return {
    href: linkTo(path, {}, session),
    onClick(event: MouseEvent) {
      event.preventDefault();
      go(path);
    },
  };
}
