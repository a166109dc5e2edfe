// The shell shows the page once every banner has had its first answer: the
// gate opens once, after the four have reported, however often each does.
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/preact';
import { useBannerGate, type BannerName } from '../src/app/bannerGate';

describe('banner gate', () => {
  it('opens once, after all four banners have reported', () => {
    const done = vi.fn();
    let report: (name: BannerName) => void = () => {};
    function Probe() {
      report = useBannerGate(done);
      return null;
    }
    render(<Probe />);
    act(() => {
      report('cluster');
      report('cluster');
      report('notifications');
      report('backup');
    });
    expect(done).not.toHaveBeenCalled();
    act(() => report('prices'));
    expect(done).toHaveBeenCalledTimes(1);
    act(() => report('prices'));
    expect(done).toHaveBeenCalledTimes(1);
  });
});
