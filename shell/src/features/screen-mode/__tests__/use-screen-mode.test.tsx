import { act, render, screen } from '@testing-library/react';
import type { ScreenMode } from '@jobmatch/shared/contracts';
import { setSessionForTests } from '@jobmatch/shared/testing';
import { useScreenMode } from '../use-screen-mode';

function ModeProbe({ pageModes }: { pageModes?: ScreenMode[] }) {
  return <p>{useScreenMode(pageModes)}</p>;
}

function renderWith(enabledScreenModes: ScreenMode[], width: number, pageModes?: ScreenMode[]) {
  window.innerWidth = width;
  setSessionForTests({ appConfig: { enabledScreenModes } });
  return render(<ModeProbe pageModes={pageModes} />);
}

describe('useScreenMode', () => {
  it('stays mobile on a wide screen when only mobile is enabled', () => {
    renderWith(['mobile'], 1400);
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });

  it('follows the viewport across a cut-off', () => {
    renderWith(['mobile', 'desktop'], 375);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    act(() => {
      window.innerWidth = 1200;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });

  it("adds the page's own modes to the configured ones (the company and admin desks)", () => {
    renderWith(['mobile'], 1400, ['mobile', 'desktop', 'bigDesktop']);
    expect(screen.getByText('bigDesktop')).toBeInTheDocument();
  });

  it('keeps a desk on mobile at phone width', () => {
    renderWith(['mobile'], 375, ['mobile', 'desktop', 'bigDesktop']);
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });

  it('throws screen_mode_disabled when nothing is enabled', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWith([], 375)).toThrow('screen_mode_disabled');
  });
});
