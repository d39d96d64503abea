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

export function effectiveSettings(layout: DumpLayout, config: Obj | undefined): EffectiveSettings {
  const bedrock = obj(config?.bedrock) ?? {};
  if (layout === 'legacy') {
    const remote = obj(config?.remote) ?? {};
    return {
      authType: upper(remote['auth-type']),
      bedrockAddress: strOrEmpty(bedrock.address),
      bedrockPort: num(bedrock.port),
      broadcastPort: num(bedrock['broadcast-port']),
      cloneRemotePort: bool(bedrock['clone-remote-port']),
      bedrockProxyProtocol: bool(bedrock['enable-proxy-protocol']),
      bedrockProxyProtocolWhitelist: strings(bedrock['proxy-protocol-whitelisted-ips']),
      javaProxyProtocol: bool(remote['use-proxy-protocol']),
      useDirectConnection: bool(config?.['use-direct-connection']),
      javaAddress: strOrEmpty(remote.address),
      javaPort: num(remote.port),
      configVersion: num(config?.['config-version']),
    };
  }
  const java = obj(config?.java) ?? {};
  const advanced = obj(config?.advanced) ?? {};
  const advancedJava = obj(advanced.java) ?? {};
  const advancedBedrock = obj(advanced.bedrock) ?? {};
  return {
    authType: upper(java['auth-type']),
    bedrockAddress: strOrEmpty(bedrock.address),
    bedrockPort: num(bedrock.port),
    broadcastPort: num(advancedBedrock['broadcast-port']),
    cloneRemotePort: bool(bedrock['clone-remote-port']),
    bedrockProxyProtocol: bool(advancedBedrock['use-haproxy-protocol']),
    bedrockProxyProtocolWhitelist: strings(advancedBedrock['haproxy-protocol-whitelisted-ips']),
    javaProxyProtocol: bool(advancedJava['use-haproxy-protocol']),
    useDirectConnection: bool(advancedJava['use-direct-connection']),
    javaAddress: strOrEmpty(java.address),
    javaPort: num(java.port),
    configVersion: num(config?.['config-version']),
  };
}
