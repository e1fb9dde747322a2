import { act, render, screen } from '@testing-library/react';
import type { ScreenMode } from '@jobmatch/shared/contracts';
import { setSessionForTests } from '@jobmatch/shared/testing';
import { useScreenMode } from '../use-screen-mode';

function ModeProbe() {
  return <p>{useScreenMode()}</p>;
}

function renderWith(enabledScreenModes: ScreenMode[], width: number) {
  window.innerWidth = width;
  setSessionForTests({ appConfig: { enabledScreenModes } });
  return render(<ModeProbe />);
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

  it('throws screen_mode_disabled when nothing is enabled', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWith([], 375)).toThrow('screen_mode_disabled');
  });
});
