import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingMask, MASK_DELAY_MS } from './LoadingMask';
import { setPending } from './loading';

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const mask = () => document.querySelector('.ant-spin-fullscreen');
const spinning = () => document.querySelector('.ant-spin-fullscreen.ant-spin-spinning');

afterEach(() => {
  act(() => setPending(0));
  cleanup();
});

describe('the loading mask (SPEC §9)', () => {
  it('is not drawn for requests answered within its delay: antd Spin is not even mounted', async () => {
    render(<LoadingMask />);
    act(() => setPending(1));
    await wait(MASK_DELAY_MS / 2);
    act(() => setPending(2));
    act(() => setPending(0));
    await wait(MASK_DELAY_MS);
    expect(mask()).toBeNull();
  });

  it('spins once a request has been out for its delay, and stops when none is', async () => {
    render(<LoadingMask />);
    act(() => setPending(1));
    await wait(MASK_DELAY_MS + 300);
    await act(async () => {
      await import('./LoadingSpin');
    });
    expect(spinning()).not.toBeNull();
    act(() => setPending(0));
    await wait(50);
    expect(spinning()).toBeNull();
    // A later quick request does not flash it.
    act(() => setPending(1));
    await wait(MASK_DELAY_MS / 2);
    expect(spinning()).toBeNull();
  });
});
