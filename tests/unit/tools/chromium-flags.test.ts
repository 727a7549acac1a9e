import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { lighthouseChromeFlags, withOneDisableFeatures } from '../../chromium-path.mjs';

const disableLists = (flags: string[]) => flags.filter((flag) => flag.startsWith('--disable-features='));

describe("withOneDisableFeatures (the bench's Lighthouse Chromium)", () => {
  it('joins every --disable-features list into one, each feature once, after the other flags', () => {
    expect(withOneDisableFeatures(['--a', '--disable-features=X,Y', '--b', '--disable-features=Z,X'])).toEqual(['--a', '--b', '--disable-features=X,Y,Z']);
  });

  it('leaves flags with one list or none as they are', () => {
    expect(withOneDisableFeatures(['--disable-features=X', '--a'])).toEqual(['--disable-features=X', '--a']);
    expect(withOneDisableFeatures(['--a'])).toEqual(['--a']);
  });

  it("keeps chrome-launcher's disabled features next to ours (Chromium reads only the last list)", () => {
    const flags = lighthouseChromeFlags(Launcher.defaultFlags());
    const lists = disableLists(flags);
    expect(lists).toHaveLength(1);
    const features = lists[0]!.split('=')[1]!.split(',');
    expect(features).toEqual(expect.arrayContaining(['Translate', 'OptimizationHints', 'RenderDocument', 'LocalNetworkAccessChecks']));
  });
});
