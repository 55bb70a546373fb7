import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderScreen } from '@tests/support/render';
import { ServerImage, type ServerImageProps } from './index';

const LOGO = 'https://cdn.lendview.test/logo.png';
const OTHER = 'https://cdn.lendview.test/other.png';

function show(props: Partial<ServerImageProps>) {
  return renderScreen(<ServerImage src={LOGO} alt="Bank logo" width={40} height={40} className="logo" {...props} />);
}

describe('ServerImage', () => {
  it('shows an allowed server image at its reserved size', () => {
    show({ loading: 'lazy' });
    const image = screen.getByRole('img', { name: 'Bank logo' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', LOGO);
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '40');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveClass('logo');
  });

  it.each(['javascript:alert(1)', 'http://cdn.lendview.test/logo.png', '//evil.example/x.png', ''])(
    'never loads the refused URL %j: a named box of the same size takes its place',
    (src) => {
      const { container } = show({ src });
      expect(container.querySelector('img')).toBeNull();
      const box = screen.getByRole('img', { name: 'Bank logo' });
      expect(box).toHaveClass('logo', 'lv-image-missing');
      expect(box.style.getPropertyValue('--lv-image-w')).toBe('40');
      expect(box.style.getPropertyValue('--lv-image-h')).toBe('40');
    },
  );

  it('hides the placeholder of a decorative image from screen readers', () => {
    const { container } = show({ src: 'javascript:alert(1)', alt: '' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.lv-image-missing')).toHaveAttribute('aria-hidden', 'true');
  });

  it('swaps a broken image for the placeholder, and tries again when the URL changes', () => {
    function Switcher() {
      const [src, setSrc] = useState(LOGO);
      return (
        <>
          <ServerImage src={src} alt="Bank logo" width={40} height={40} />
          <button type="button" onClick={() => setSrc(OTHER)}>
            Next
          </button>
        </>
      );
    }
    renderScreen(<Switcher />);
    fireEvent.error(screen.getByRole('img', { name: 'Bank logo' }));
    expect(screen.getByRole('img', { name: 'Bank logo' })).toHaveClass('lv-image-missing');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img', { name: 'Bank logo' })).toHaveAttribute('src', OTHER);
  });

  it('shows the given fallback instead, or nothing with null', () => {
    const { unmount } = show({ src: 'javascript:alert(1)', fallback: <p>No barcode</p> });
    expect(screen.getByText('No barcode')).toBeInTheDocument();
    unmount();
    const { container } = show({ src: 'javascript:alert(1)', fallback: null });
    expect(container).toBeEmptyDOMElement();
  });

  it('takes an inline raster data URI (the fake API and mocks send those)', () => {
    show({ src: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(screen.getByRole('img', { name: 'Bank logo' }).tagName).toBe('IMG');
  });
});
