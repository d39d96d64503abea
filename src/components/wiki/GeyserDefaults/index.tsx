import type {ReactNode} from 'react';

import {geyserNetworkDefaults} from '../../../data/geyser-network';

/**
 * Geyser's default ports and limits for wiki prose, read from src/data/geyser-network.ts:
 *   <BedrockPort /> · <JavaPort /> · <MaxConnectionsPerAddress />
 * Code blocks that show a config file or a command keep their literal example values.
 */

export function BedrockPort(): ReactNode {
  return <code>{geyserNetworkDefaults.bedrockPort}</code>;
}

export function JavaPort(): ReactNode {
  return <code>{geyserNetworkDefaults.javaPort}</code>;
}

export function MaxConnectionsPerAddress(): ReactNode {
  return <code>{geyserNetworkDefaults.maxConnectionsPerAddress}</code>;
}
