import type {ReactNode} from 'react';

import {geyserNetworkDefaults} from '../../../data/geyser-network';
import Code from '../../shared/Code';

/**
 * Geyser's default ports and limits for wiki prose, read from src/data/geyser-network.ts:
 *   <BedrockPort /> · <JavaPort /> · <MaxConnectionsPerAddress />
 * Code blocks that show a config file or a command keep their literal example values.
 */

export function BedrockPort(): ReactNode {
  return <Code>{geyserNetworkDefaults.bedrockPort}</Code>;
}

export function JavaPort(): ReactNode {
  return <Code>{geyserNetworkDefaults.javaPort}</Code>;
}

export function MaxConnectionsPerAddress(): ReactNode {
  return <Code>{geyserNetworkDefaults.maxConnectionsPerAddress}</Code>;
}
