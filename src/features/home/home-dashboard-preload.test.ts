import { storeSession } from '../../lib/session';
import { tokenFor } from '../../test/tokens';

/** Which dashboard modules were evaluated when the Home chunk arrived. */
async function dashboardsLoadedWith(role: string | null, settleMs = 10_000): Promise<string[]> {
  const evaluated: string[] = [];
  vi.resetModules();
  vi.doMock('./components/own-cobros-dashboard', () => {
    evaluated.push('own');
    return { default: () => null };
  });
  vi.doMock('./components/superadmin-dashboard', () => {
    evaluated.push('superadmin');
    return { default: () => null };
  });
  storeSession(tokenFor(role), 'ana');
  await import('./home-page');
  // The loads are not awaited by the module: wait for one to arrive (ends as soon as it does), or
  // for `settleMs` when none should.
  await vi
    .waitFor(() => expect(evaluated.length).toBeGreaterThan(0), { timeout: settleMs })
    .catch(() => undefined);
  return evaluated;
}

describe('Home chunk', () => {
  afterEach(() => {
    vi.doUnmock('./components/own-cobros-dashboard');
    vi.doUnmock('./components/superadmin-dashboard');
  });

  it("starts the SuperAdmin's dashboard, and only it, when it arrives for a SuperAdmin", async () => {
    expect(await dashboardsLoadedWith('SuperAdmin')).toEqual(['superadmin']);
  });

  it("starts the worker's dashboard, and only it, for a worker", async () => {
    expect(await dashboardsLoadedWith('user_Supervisado')).toEqual(['own']);
  });

  it('starts none for a user without a role', async () => {
    expect(await dashboardsLoadedWith(null, 2000)).toEqual([]);
  });
});
