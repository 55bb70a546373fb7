import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@tests/support/render';
import { Screen } from '../ui';
import { linkTo, useAppLink } from './navigation';

function AppLinks() {
  const link = useAppLink();
  return (
    <>
      <a {...link('/jarpmm', { problemId: 'p-7', orderId: 7, empty: '' })}>Details</a>
      <a {...link('/#/downloadTemplate', { id: 1 })}>Download</a>
    </>
  );
}

/** In a screen frame: navigation shows a toast when it refuses an address. */
function Links() {
  return (
    <Screen name="link-test" catalogs={{ en: {}, es: {} }} css="" fallback={null}>
      <AppLinks />
    </Screen>
  );
}

const session = { languageType: '1', userId: '1001', orderId: '9' };

describe('linkTo', () => {
  it('adds the session keys the params do not set, and leaves empty params out', () => {
    expect(linkTo('/hereBureau', { orderId: '9', couponId: '', from: 'payway' }, { orderId: '1', userId: '7' })).toBe(
      '/hereBureau?orderId=9&from=payway&userId=7',
    );
  });

  it("fills a session key the params leave empty from the session, and puts a hash route's query in its fragment", () => {
    expect(linkTo('/#/downloadTemplate', { id: 1, couponId: '' }, { couponId: 'c2', languageType: '1' })).toBe(
      '/#/downloadTemplate?id=1&couponId=c2&languageType=1',
    );
  });
});

describe('useAppLink: the one way to link to an app path', () => {
  it('gives a real address: the params (empty ones left out), then the session keys they do not set', () => {
    renderScreen(<Links />, { session });
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/jarpmm?problemId=p-7&orderId=7&userId=1001&languageType=1',
    );
  });

  it('puts the query inside a hash route, where the app router reads it', () => {
    renderScreen(<Links />, { session });
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/#/downloadTemplate?id=1&userId=1001&orderId=9&languageType=1',
    );
  });

  it("routes a plain tap through the host's navigation, to the same address", () => {
    const { navigate } = renderScreen(<Links />, { session });
    const link = screen.getByRole('link', { name: 'Details' });
    expect(fireEvent.click(link)).toBe(false); // the page does not load the href itself
    expect(navigate).toHaveBeenCalledWith(link.getAttribute('href'), undefined);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'leaves a modified click %j to the browser (a new tab or window opens the href)',
    (modifier) => {
      const { navigate } = renderScreen(<Links />, { session });
      expect(fireEvent.click(screen.getByRole('link', { name: 'Details' }), modifier)).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});
