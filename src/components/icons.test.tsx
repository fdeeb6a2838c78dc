import { render } from '@testing-library/react';
import * as icons from './icons';

describe('icons', () => {
  it.each(Object.entries(icons))('%s renders a decorative SVG', (_, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveClass('lucide');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
