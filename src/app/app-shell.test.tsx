import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { paths } from '../lib/paths';
import { AppLayout } from './app-layout';

/** The markup as a browser holds it, without the whitespace between tags. */
function normalized(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html.replace(/>\s+</g, '><').trim();
  return holder.innerHTML;
}

describe('the loading state in index.html', () => {
  it('is the markup the app renders while the login page loads, so React replaces it without a visible change', () => {
    const html = readFileSync('index.html', 'utf8');
    const shell = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
    const { container } = render(
      <MemoryRouter initialEntries={[paths.login.to()]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path={paths.login.pattern} element={<LoadingState />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(shell).not.toBeNull();
    expect(normalized(shell!.innerHTML)).toBe(container.innerHTML);
  });
});
