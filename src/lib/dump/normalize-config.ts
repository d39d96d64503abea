/**
 * The config part of a dump: its layout (current or legacy, from the sections it has) and the
 * settings the diagnosis rules read, from either layout.
 */
import type {DumpLayout, EffectiveSettings} from './model';
import {bool, isObject, num, obj, strOrEmpty, strings, upper, type Obj} from './json-read';

export function detectLayout(root: Obj, config: Obj | undefined): DumpLayout {
  if (config) {
    if (isObject(config.java) || isObject(config.advanced) || isObject(config.motd) || isObject(config.gameplay)) {
      return 'current';
    }
    if (isObject(config.remote) || isObject(config.metrics)) {
      return 'legacy';
    }
    const version = num(config['config-version']);
    if (version !== undefined) {
      return version >= 5 ? 'current' : 'legacy';
    }
  }
  if ('hashInfo' in root || 'floodgate' in root) {
    return 'legacy';
  }
  return 'current';
}

/** Reads one setting from a config of either layout. */
type SettingReader<T> = (config: Obj | undefined, layout: DumpLayout) => T;

/** The value at a dotted path; undefined as soon as a step is not an object. */
function valueAt(config: Obj | undefined, path: string): unknown {
  let value: unknown = config;
  for (const key of path.split('.')) {
    value = obj(value)?.[key];
  }
  return value;
}

function at<T>(read: (value: unknown) => T, legacyPath: string, currentPath: string): SettingReader<T> {
  return (config, layout) => read(valueAt(config, layout === 'legacy' ? legacyPath : currentPath));
}

/** Where each setting sits in a legacy and in a current config, and how its value is read. */
const SETTINGS: {readonly [K in keyof Required<EffectiveSettings>]: SettingReader<EffectiveSettings[K]>} = {
  authType: at(upper, 'remote.auth-type', 'java.auth-type'),
  bedrockAddress: at(strOrEmpty, 'bedrock.address', 'bedrock.address'),
  bedrockPort: at(num, 'bedrock.port', 'bedrock.port'),
  broadcastPort: at(num, 'bedrock.broadcast-port', 'advanced.bedrock.broadcast-port'),
  cloneRemotePort: at(bool, 'bedrock.clone-remote-port', 'bedrock.clone-remote-port'),
  bedrockProxyProtocol: at(bool, 'bedrock.enable-proxy-protocol', 'advanced.bedrock.use-haproxy-protocol'),
  bedrockProxyProtocolWhitelist: at(
    strings,
    'bedrock.proxy-protocol-whitelisted-ips',
    'advanced.bedrock.haproxy-protocol-whitelisted-ips',
  ),
  javaProxyProtocol: at(bool, 'remote.use-proxy-protocol', 'advanced.java.use-haproxy-protocol'),
  useDirectConnection: at(bool, 'use-direct-connection', 'advanced.java.use-direct-connection'),
  javaAddress: at(strOrEmpty, 'remote.address', 'java.address'),
  javaPort: at(num, 'remote.port', 'java.port'),
  configVersion: at(num, 'config-version', 'config-version'),
};

export function effectiveSettings(layout: DumpLayout, config: Obj | undefined): EffectiveSettings {
  const settings: EffectiveSettings = {bedrockProxyProtocolWhitelist: []};
  const read = <K extends keyof EffectiveSettings>(key: K): void => {
    settings[key] = SETTINGS[key](config, layout);
  };
  (Object.keys(SETTINGS) as (keyof EffectiveSettings)[]).forEach(read);
  return settings;
}
