import { AboutUs } from '@lendview/screens/about-us';
import { screen } from '@testing-library/react';
import { renderScreen } from '@tests/support/render';

describe("the provider's colorScheme and theme", () => {
  it('forces the dark palette with colorScheme="dark" (the screen root says so to its styles)', () => {
    renderScreen(<AboutUs />, { colorScheme: 'dark' });
    expect(screen.getByRole('main')).toHaveAttribute('data-color-scheme', 'dark');
  });

  it('forces the light palette with colorScheme="light", even on a dark system', () => {
    renderScreen(<AboutUs />, { colorScheme: 'light' });
    expect(screen.getByRole('main')).toHaveAttribute('data-color-scheme', 'light');
  });

  it('follows the system by default', () => {
    renderScreen(<AboutUs />);
    expect(screen.getByRole('main')).not.toHaveAttribute('data-color-scheme');
  });

  it("sets the theme's tokens on the screen root", () => {
    renderScreen(<AboutUs />, { theme: { brand: '#7a1fa2', dark: { brand: '#d9a6f0' } } });
    const style = screen.getByRole('main').style;
    expect(style.getPropertyValue('--lendview-brand')).toBe('#7a1fa2');
    expect(style.getPropertyValue('--lendview-dark-brand')).toBe('#d9a6f0');
  });
});
