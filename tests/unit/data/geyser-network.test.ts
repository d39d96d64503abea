import {describe, expect, it} from 'vitest';

import {checkedAgainst, geyserNetworkDefaults} from '../../../src/data/geyser-network';

describe('Geyser network defaults', () => {
  it('holds valid port numbers that differ from each other', () => {
    for (const port of [geyserNetworkDefaults.bedrockPort, geyserNetworkDefaults.javaPort]) {
      expect(Number.isInteger(port)).toBe(true);
      expect(port).toBeGreaterThan(0);
      expect(port).toBeLessThanOrEqual(65535);
    }
    expect(geyserNetworkDefaults.bedrockPort).not.toBe(geyserNetworkDefaults.javaPort);
  });

  it('holds a positive connection limit', () => {
    expect(Number.isInteger(geyserNetworkDefaults.maxConnectionsPerAddress)).toBe(true);
    expect(geyserNetworkDefaults.maxConnectionsPerAddress).toBeGreaterThan(0);
  });

  it('names the Geyser commit the values were read from', () => {
    expect(checkedAgainst.repo).toBe('GeyserMC/Geyser');
    expect(checkedAgainst.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(checkedAgainst.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
